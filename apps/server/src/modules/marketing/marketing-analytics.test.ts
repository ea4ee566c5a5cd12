import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';

let app: TestApp;
let owner: { as: Awaited<ReturnType<typeof signUp>>; shopId: number };

const analytics = (body?: unknown) =>
  call(app, body === undefined ? 'GET' : 'PUT', '/api/marketing/common/analytics', {
    ...owner,
    ...(body === undefined ? {} : { body }),
  });

beforeAll(async () => {
  app = await createTestApp();
  const as = await signUp(app);
  owner = { as, shopId: (await createShop(app, as)).id };
});
afterAll(() => app?.closeAll());

describe('analytics tracking ID (GET/PUT /api/marketing/common/analytics; spec doc 2 §5)', () => {
  it('starts empty, keeps an ID of the form UA-xxxx-y and clears it with an empty text', async () => {
    expect((await analytics()).body.data).toEqual({ tracking_id: '' });
    const saved = await analytics({ tracking_id: ' UA-12345678-1 ' });
    expect(saved.body).toMatchObject({ statusCode: 0, data: { tracking_id: 'UA-12345678-1' } });
    expect((await analytics()).body.data.tracking_id).toBe('UA-12345678-1');
    await analytics({ tracking_id: '' });
    expect((await analytics()).body.data.tracking_id).toBe('');
  });

  it.each(['G-ABC123', 'UA-1234', 'UA-abcd-1', 'ua-12345678-1'])(
    'refuses %s as an invalid tracking ID, naming the field',
    async (id) => {
      const res = await analytics({ tracking_id: id });
      expect(res.body.statusCode).toBe(40001);
      expect(res.body.statusDesc).toMatch(/^tracking_id: Invalid tracking ID/);
    },
  );

  it('leaves the SEO settings as they are, and the SEO settings leave it', async () => {
    await analytics({ tracking_id: 'UA-5555-2' });
    const seo = await call(app, 'PUT', '/api/marketing/common/seo', {
      ...owner,
      body: { title: 'Gallery' },
    });
    expect(seo.body.data.title).toBe('Gallery');
    expect((await analytics()).body.data.tracking_id).toBe('UA-5555-2');
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@mintfront/domain';
import { postForm } from '../../modules/uploads/uploads-test-kit.ts';
import {
  call,
  createShop,
  createTestApp,
  signUp,
  type SignedUp,
  type TestApp,
} from '../../test/helper.ts';

let app: TestApp;
let owner: SignedUp;
let shopId: number;
beforeAll(async () => {
  app = await createTestApp();
  owner = await signUp(app);
  shopId = (await createShop(app, owner)).id;
});
afterAll(async () => app?.closeAll());

const NUL = 'a\u0000b';
const cases: {
  route: string;
  method: string;
  url: string;
  body?: unknown;
  field: string;
  key?: string;
}[] = [
  {
    route: 'user info',
    method: 'PUT',
    url: '/api/user/info',
    body: { nickname: NUL },
    field: 'nickname',
  },
  {
    route: 'category',
    method: 'POST',
    url: '/api/classifications',
    body: { name: NUL },
    field: 'name',
  },
  { route: 'discount', method: 'POST', url: '/api/discounts', body: { code: NUL }, field: 'code' },
  {
    route: 'payout group',
    method: 'POST',
    url: '/api/payment/groups',
    body: { name: NUL, payees: [] },
    field: 'name',
  },
  {
    route: 'whitelist',
    method: 'POST',
    url: '/api/whites',
    body: { name: NUL, addresses: [] },
    field: 'name',
  },
  {
    route: 'category search',
    method: 'GET',
    url: '/api/classifications?search=a%00b',
    field: 'search',
  },
  { route: 'whitelist search', method: 'GET', url: '/api/whites?search=a%00b', field: 'search' },
  { route: 'discount search', method: 'GET', url: '/api/discounts?search=a%00b', field: 'search' },
  {
    route: 'merge file name',
    method: 'POST',
    url: '/api/upload/merge',
    body: { flag: 1, file_name: NUL, upload_id: randomUUID(), total: 1, kind: 'photo' },
    field: 'file_name',
  },
  { route: 'path param', method: 'GET', url: '/api/discounts/1%00', field: 'id', key: 'number' },
];

describe('a NUL character in any text is refused with 40001 naming the field (issue 19 item 6)', () => {
  it.each(cases)('$route', async ({ method, url, body, field, key = 'nul' }) => {
    const res = await call(app, method, url, { as: owner, shopId, body });
    expect(res.body.statusCode).toBe(ERRORS.VALIDATION.code);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, key }));
  });

  it('in a text it names the rule', async () => {
    const res = await call(app, 'PUT', '/api/user/info', { as: owner, body: { nickname: NUL } });
    expect(res.body.statusDesc).toBe('nickname: nickname cannot contain the NUL character (\\0)');
  });

  it('in an uploaded file name', async () => {
    const res = await postForm(app, '/api/upload/file', { as: owner, shopId }, [
      { name: 'kind', value: 'photo' },
      { name: 'file', fileName: NUL, bytes: Buffer.from('GIF89a') },
    ]);
    expect(res).toMatchObject({
      statusCode: ERRORS.VALIDATION.code,
      data: { errors: [expect.objectContaining({ field: 'filename', key: 'nul' })] },
    });
  });
});

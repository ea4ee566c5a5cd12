import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUnguardedRoute } from '../platform/auth/access-plugin.ts';
import { call, createShop, createTestApp, signUp, type TestApp } from './helper.ts';

// Ids are Postgres integers (int4, packages/domain ID_MAX): a bigger id answers the validation
// error naming its field (40001), as any bad field does, not a database error (500).

const BIG = '99999999999';
const ICON = `ab/cd/${'e'.repeat(64)}.png`;
const nft = { icon: ICON, title: 'Moon', contract_id: 1, category: '1', copies: 1, rank: 1 };

let app: TestApp;
let owner: { as: Awaited<ReturnType<typeof signUp>>; shopId: number };
/** `METHOD url` of every route with an `:id` in its path. */
const idRoutes: string[] = [];

beforeAll(async () => {
  app = await createTestApp(
    {},
    {
      onRoute(route) {
        if (isUnguardedRoute(route.url) || !route.url.includes('/:id')) return;
        for (const method of [route.method].flat())
          if (method !== 'HEAD') idRoutes.push(`${method} ${route.url}`);
      },
    },
  );
  const as = await signUp(app);
  owner = { as, shopId: (await createShop(app, as)).id };
}, 60_000);
afterAll(async () => app?.closeAll());

/** The fields the validation answer names, or the answer itself when it is not one. */
async function refusedFields(method: string, url: string, body?: unknown) {
  const res = await call(app, method, url, { ...owner, body });
  expect(res.status, res.raw).toBe(200);
  expect(res.body.statusCode, res.raw).toBe(40001);
  return (res.body.data.errors as { field: string; key: string }[]).map(
    (e) => `${e.field}: ${e.key}`,
  );
}

describe('an id past the largest Postgres integer is a bad field, not a server error', () => {
  it.each([
    ['GET', `/api/tokens/${BIG}`, undefined, 'id'],
    ['GET', `/api/tokens?contract_id=${BIG}`, undefined, 'contract_id'],
    ['GET', `/api/tokens?creator_id=${BIG}`, undefined, 'creator_id'],
    ['GET', `/api/tokens?categories=1,${BIG}`, undefined, 'categories'],
    ['GET', `/api/boxe/contents?id=${BIG}`, undefined, 'id'],
    ['GET', `/api/token/owner/${BIG}`, undefined, 'id'],
    ['GET', `/api/secondary/${BIG}`, undefined, 'id'],
    ['GET', `/api/tokens/multipleCreate/schedule?id=${BIG}`, undefined, 'id'],
    ['POST', '/api/tokens', { ...nft, contract_id: Number(BIG) }, 'contract_id'],
    ['POST', '/api/tokens', { ...nft, category: `1,${BIG}` }, 'category'],
    ['POST', '/api/nft/minted/history', { id: Number(BIG) }, 'id'],
    ['PUT', '/api/tokens/batch/destroy', { ids: [Number(BIG)] }, 'ids.0'],
  ])('%s %s', async (method, url, body, field) => {
    expect(await refusedFields(method, url, body)).toEqual([`${field}: invalid`]);
  });

  it('on every route with an id in its path', async () => {
    expect(idRoutes.length).toBeGreaterThan(20);
    for (const route of idRoutes) {
      const [method, path] = route.split(' ') as [string, string];
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect(await refusedFields(method, path.replace(':id', BIG), body), route).toContain(
        'id: invalid',
      );
    }
  });
});

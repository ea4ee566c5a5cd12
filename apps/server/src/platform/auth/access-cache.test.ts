import { MASK } from '@mintfront/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createShop, createTestApp, inviteCollaborator, signUp, type SignedUp, type TestApp } from '../../test/helper.ts';
import { POOL_KEPT_AT_MOST_MS } from '../db/shop-changes.ts';
import { settledVersion } from '../db/shop-changes-test-kit.ts';
import { AccessCache, deepFreeze } from './access-cache.ts';

describe('AccessCache', () => {
  it('answers a value only while the write count stands where it was read, and only until it expires', () => {
    let generation = 0;
    const cache = new AccessCache<string>(() => generation);
    const g = cache.now();
    cache.set('a', g, 'seen', 2_000);
    expect(cache.get('a', 1_000)).toBe('seen');
    expect(cache.get('a', 2_000)).toBeUndefined();
    cache.set('a', cache.now(), 'seen', 2_000);
    generation++;
    expect(cache.get('a', 1_000)).toBeUndefined();
  });

  it('does not keep a value read across a write (the count moved while it was read)', () => {
    let generation = 4;
    const cache = new AccessCache<string>(() => generation);
    const before = cache.now();
    generation++;
    cache.set('a', before, 'stale', Infinity);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('stays within its size', () => {
    const cache = new AccessCache<number>(() => 0, 3);
    for (let i = 0; i < 5; i++) cache.set(String(i), 0, i, Infinity);
    expect([0, 1, 2, 3, 4].map((i) => cache.get(String(i), 0))).toEqual([undefined, undefined, undefined, 3, 4]);
  });
});

describe('deepFreeze', () => {
  it('freezes every object and array a kept answer holds, so one request cannot change the next one\'s', () => {
    const row = { session: { id: 1, expiresAt: new Date(0) }, user: { id: 2, socialContact: { x: 'a' }, tags: [{ n: 1 }] }, shop: null };
    const kept = deepFreeze(row);
    expect(kept).toBe(row);
    for (const inner of [kept, kept.session, kept.session.expiresAt, kept.user, kept.user.socialContact, kept.user.tags, kept.user.tags[0]]) expect(Object.isFrozen(inner)).toBe(true);
    expect(() => {
      kept.user.socialContact.x = 'changed';
    }).toThrow(TypeError);
    expect(() => kept.user.tags.push({ n: 2 })).toThrow(TypeError);
    expect(kept.user).toEqual({ id: 2, socialContact: { x: 'a' }, tags: [{ n: 1 }] });
  });

  it('leaves bytes, nothing and primitives as they are', () => {
    const bytes = Buffer.from('ab');
    expect(deepFreeze({ bytes }).bytes).toBe(bytes);
    expect(Object.isFrozen(bytes)).toBe(false);
    expect(deepFreeze(undefined)).toBeUndefined();
    expect(deepFreeze(null)).toBeNull();
    expect(deepFreeze('a')).toBe('a');
  });
});

// What the server answers from the cache is what the database would answer, right after each
// change of who may do what (PGlite, and PostgreSQL in CI).
describe('the access check', () => {
  let app: TestApp;
  let owner: SignedUp;
  let shopId: number;
  const chunks = (who: { token: string; uid: number }) => call(app, 'GET', '/api/upload/chunks?upload_id=0f8fad5b-d9cb-469f-a165-70867728950e', { as: who, shopId });
  const contracts = (who: { token: string; uid: number }) => call(app, 'GET', '/api/contracts', { as: who, shopId });

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signUp(app);
    shopId = (await createShop(app, owner)).id;
  });
  afterAll(async () => {
    await app?.closeAll();
  });

  it('answers a repeated call without a database statement', async () => {
    await settledVersion(app.dbChanges, 'access', 0);
    expect((await chunks(owner)).body.statusCode).toBe(0);
    const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const queries = vi.spyOn(client, 'query');
    try {
      expect((await chunks(owner)).body.statusCode).toBe(0);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it('refuses a signed-out session at once', async () => {
    const me = await signUp(app);
    expect((await call(app, 'GET', '/api/shops', { as: me })).body.statusCode).toBe(0);
    expect((await call(app, 'POST', '/api/logout', { as: me })).body.statusCode).toBe(0);
    expect((await call(app, 'GET', '/api/shops', { as: me })).body.statusCode).toBe(401);
  });

  it('refuses a removed collaborator at once', async () => {
    const { who, id } = await inviteCollaborator(app, owner, shopId, { allows: MASK.nft });
    expect((await chunks(who)).body.statusCode).toBe(0);
    expect((await call(app, 'DELETE', `/api/collaborators/${id}`, { as: owner, shopId })).body.statusCode).toBe(0);
    expect((await chunks(who)).body.statusCode).toBe(40003);
  });

  it('applies a collaborator’s narrowed permissions at once', async () => {
    const { who, id } = await inviteCollaborator(app, owner, shopId, { allows: MASK.nft | MASK.collectionView });
    expect((await contracts(who)).body.statusCode).toBe(0);
    expect((await call(app, 'PUT', `/api/collaborators/${id}`, { as: owner, shopId, body: { allows: MASK.nft } })).body.statusCode).toBe(0);
    expect((await contracts(who)).body.statusCode).toBe(40300);
    expect((await chunks(who)).body.statusCode).toBe(0);
  });

  // PostgreSQL: a notice can be missed unseen, so an answer is kept 5 s at most; PGlite hears every
  // notice in-process, so an answer stays until a change.
  const onServer = Boolean(process.env.TEST_DATABASE_URL);
  it(`${onServer ? 'reads a kept answer again after 5 s' : 'keeps an answer past 5 s'}, with no notice heard`, async () => {
    const me = await signUp(app);
    await settledVersion(app.dbChanges, 'access', 0);
    expect((await call(app, 'GET', '/api/shops', { as: me })).body.statusCode).toBe(0);
    await app.db.execute(sql`alter table sessions disable trigger sessions_notify`);
    try {
      await app.db.execute(sql`update sessions set revoked_at = now() where user_id = ${me.uid}`);
      expect((await call(app, 'GET', '/api/shops', { as: me })).body.statusCode).toBe(0);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + POOL_KEPT_AT_MOST_MS + 1 });
      expect((await call(app, 'GET', '/api/shops', { as: me })).body.statusCode).toBe(onServer ? 401 : 0);
    } finally {
      vi.useRealTimers();
      await app.db.execute(sql`alter table sessions enable trigger sessions_notify`);
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ALLOWS } from '@mintfront/domain';
import {
  addCollaborator,
  call,
  createShop,
  createTestApp,
  signUp,
  type TestApp,
} from '../../test/helper.ts';
import { shops } from '../../platform/tenancy/shops.tables.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.closeAll());

const countShops = async () => (await app.db.select().from(shops)).length;

describe('create a store', () => {
  it('makes the caller the owner with every permission', async () => {
    const owner = await signUp(app);
    const res = await call(app, 'POST', '/api/shops', {
      as: owner,
      body: { name: owner.storeName, chain: 'polygon', subdomain: owner.subdomain.toUpperCase() },
    });
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data).toMatchObject({
      name: owner.storeName,
      chain: 'polygon',
      subdomain: owner.subdomain,
      domain: `${owner.subdomain}.localhost`,
      status: 'open',
      publishingStatus: 'unpublished',
      storeOwnerEmail: owner.email,
      isOwner: true,
      allows: OWNER_ALLOWS,
    });
  });

  it('refuses a taken name case-insensitively (E4) and a taken subdomain (40015)', async () => {
    const first = await signUp(app);
    await createShop(app, first);
    const second = await signUp(app);
    const before = await countShops();
    const sameName = await call(app, 'POST', '/api/shops', {
      as: second,
      body: { name: first.storeName.toLowerCase(), chain: 'local', subdomain: second.subdomain },
    });
    expect(sameName.body.statusCode).toBe(41004);
    const sameSub = await call(app, 'POST', '/api/shops', {
      as: second,
      body: { name: second.storeName, chain: 'local', subdomain: first.subdomain },
    });
    expect(sameSub.body.statusCode).toBe(40015);
    expect(await countShops()).toBe(before);
  });

  it('refuses a name equal to the password, and bad names, chains and subdomains', async () => {
    const owner = await signUp(app, { password: 'Secretname123' });
    const bad = async (body: object) =>
      (
        await call(app, 'POST', '/api/shops', {
          as: owner,
          body: { name: owner.storeName, chain: 'local', subdomain: owner.subdomain, ...body },
        })
      ).body;
    expect((await bad({ name: 'Secretname123' })).statusDesc).toBe(
      'name: Store name cannot be the same as the password',
    );
    expect((await bad({ name: 'abc' })).statusDesc).toBe(
      'name: Store name must be 4 to 60 characters',
    );
    expect((await bad({ name: 'my store' })).statusDesc).toBe(
      'name: Store name may contain only letters and digits',
    );
    expect((await bad({ chain: 'bitcoin' })).statusDesc).toMatch(
      /^chain: chain must be one of: local, polygon/,
    );
    expect((await bad({ subdomain: '-bad-' })).statusDesc).toMatch(
      /^subdomain: 3 to 63 characters/,
    );
    expect((await call(app, 'GET', '/api/shops', { as: owner })).body.data.total).toBe(0);
  });
});

describe('choose a store', () => {
  it('lists owned and joined stores and enters them', async () => {
    const owner = await signUp(app);
    const shop = await createShop(app, owner);
    const artist = await signUp(app);
    await addCollaborator(app, shop.id, artist.uid, 5);

    const owned = await call(app, 'GET', '/api/shops?type=owned', { as: owner });
    expect(owned.body.data).toMatchObject({ total: 1, lastPage: 1, list: [{ id: shop.id }] });
    const joined = await call(app, 'GET', '/api/shops?type=joined', { as: artist });
    expect(joined.body.data.list).toMatchObject([{ id: shop.id, allows: 5, isOwner: false }]);
    expect((await call(app, 'GET', '/api/shops?type=mine', { as: owner })).body.statusCode).toBe(
      40001,
    );

    const into = await call(app, 'POST', '/api/shop/into', {
      as: artist,
      body: { shop_id: shop.id },
    });
    expect(into.body.data).toMatchObject({ id: shop.id, allows: 5, isOwner: false });
    const info = await call(app, 'GET', '/api/shop/info', { as: artist, shopId: shop.id });
    // A new store has done none of its setup steps (shops-setup.test.ts shows them done).
    expect(info.body.data).toMatchObject({
      id: shop.id,
      allows: 5,
      setup: { customizeTheme: false, setUpDomain: false, createNft: false, sellNft: false },
    });
  });

  it('does not let a non-member enter (40003)', async () => {
    const owner = await signUp(app);
    const shop = await createShop(app, owner);
    const stranger = await signUp(app);
    expect(
      (await call(app, 'POST', '/api/shop/into', { as: stranger, body: { shop_id: shop.id } })).body
        .statusCode,
    ).toBe(40003);
    expect(
      (await call(app, 'POST', '/api/shop/into', { as: stranger, body: { shop_id: 999999 } })).body
        .statusCode,
    ).toBe(40003);
  });
});

describe('close and re-open', () => {
  it('closes with the password, then re-opens within 90 days', async () => {
    const owner = await signUp(app);
    const shop = await createShop(app, owner);
    expect(
      (
        await call(app, 'POST', '/api/shop/close', {
          as: owner,
          shopId: shop.id,
          body: { password: 'Wrong12345' },
        })
      ).body.statusCode,
    ).toBe(41029);
    const closed = await call(app, 'POST', '/api/shop/close', {
      as: owner,
      shopId: shop.id,
      body: { password: owner.password },
    });
    expect(closed.body.data.status).toBe('closed');

    expect(
      (await call(app, 'GET', '/api/shop/info', { as: owner, shopId: shop.id })).body.statusCode,
    ).toBe(40012);
    expect(
      (await call(app, 'POST', '/api/shop/into', { as: owner, body: { shop_id: shop.id } })).body
        .statusCode,
    ).toBe(40012);
    expect((await call(app, 'GET', '/api/shops?type=owned', { as: owner })).body.data.total).toBe(
      0,
    );
    const listed = await call(app, 'GET', '/api/shops?type=closed', { as: owner });
    expect(listed.body.data.list[0]).toMatchObject({ id: shop.id, status: 'closed' });
    expect(listed.body.data.list[0].closedAt).not.toBeNull();

    expect(
      (
        await call(app, 'PUT', '/api/shop/open', {
          as: owner,
          body: { shop_id: shop.id, password: 'Wrong12345' },
        })
      ).body.statusCode,
    ).toBe(41029);
    const reopened = await call(app, 'PUT', '/api/shop/open', {
      as: owner,
      body: { shop_id: shop.id, password: owner.password },
    });
    expect(reopened.body.data).toMatchObject({ status: 'open', closedAt: null });
  });

  it('refuses to re-open after 90 days (40014) and refuses another user (40003)', async () => {
    const owner = await signUp(app);
    const shop = await createShop(app, owner);
    await call(app, 'POST', '/api/shop/close', {
      as: owner,
      shopId: shop.id,
      body: { password: owner.password },
    });
    const other = await signUp(app);
    expect(
      (
        await call(app, 'PUT', '/api/shop/open', {
          as: other,
          body: { shop_id: shop.id, password: other.password },
        })
      ).body.statusCode,
    ).toBe(40003);

    await app.db
      .update(shops)
      .set({ closedAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(shops.id, shop.id));
    expect((await call(app, 'GET', '/api/shops?type=closed', { as: owner })).body.data.total).toBe(
      0,
    );
    const late = await call(app, 'PUT', '/api/shop/open', {
      as: owner,
      body: { shop_id: shop.id, password: owner.password },
    });
    expect(late.body.statusCode).toBe(40014);
  });

  it('lets only the owner close the store (40300 for a collaborator)', async () => {
    const owner = await signUp(app);
    const shop = await createShop(app, owner);
    const artist = await signUp(app);
    await addCollaborator(app, shop.id, artist.uid, OWNER_ALLOWS);
    const res = await call(app, 'POST', '/api/shop/close', {
      as: artist,
      shopId: shop.id,
      body: { password: artist.password },
    });
    expect(res.body.statusCode).toBe(40300);
  });
});

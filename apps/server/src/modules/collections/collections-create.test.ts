import { mintfrontErc721Abi } from '@mintfront/contracts';
import { ERRORS, type Collection } from '@mintfront/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { call, createShop, createTestApp, signUp } from '../../test/helper.ts';
import {
  storeOwnerWallet,
  chain,
  app,
  owner,
  shop,
  newCollection,
  settled,
  useCollectionsWorld,
} from './collections-fixture.ts';

useCollectionsWorld();

describe('POST /api/contracts', () => {
  it('answers Processing, deploys through a job, then turns Unverified with a contract at the address', async () => {
    const res = await call<Collection>(app, 'POST', '/api/contracts', {
      as: owner,
      shopId: shop.id,
      body: newCollection(),
    });
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data).toMatchObject({
      status: 0,
      source: 0,
      type: 1,
      address: null,
      name: 'Moon Cats',
      title: 'MoonCats',
      royalties: 7.5,
    });

    const done = await settled(res.body.data.id);
    expect(done.status).toBe(1);
    const address = done.address as `0x${string}`;
    expect(await chain.publicClient.getCode({ address })).toMatch(/^0x[0-9a-f]{10,}/);
    const read = (functionName: 'name' | 'symbol' | 'owner') =>
      chain.publicClient.readContract({ address, abi: mintfrontErc721Abi, functionName });
    expect(await read('name')).toBe('MoonCats');
    expect(await read('symbol')).toBe('MOON');
    // No wallet bound yet: the platform operator owns it.
    expect(await read('owner')).toBe(chain.operator);
    const [, amount] = await chain.publicClient.readContract({
      address,
      abi: mintfrontErc721Abi,
      functionName: 'royaltyInfo',
      args: [1n, 10_000n],
    });
    expect(amount).toBe(750n);
    const [job] = await app.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, (await app.db.select().from(jobs)).at(-1)!.id));
    expect(job).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it("makes the store owner's bound wallet the contract owner, with the operator as approved minter", async () => {
    const owner2 = await signUp(app);
    const shop2 = await createShop(app, owner2);
    const { message } = (
      await call(app, 'GET', `/api/wallet/sign?wallet=${storeOwnerWallet.address}&chain_id=31337`, {
        as: owner2,
      })
    ).body.data;
    const bind = await call(app, 'POST', '/api/shop/wallet/bind', {
      as: owner2,
      shopId: shop2.id,
      body: {
        wallet: storeOwnerWallet.address,
        message,
        signature: await storeOwnerWallet.signMessage({ message }),
      },
    });
    expect(bind.body.statusCode).toBe(0);
    const res = await call<Collection>(app, 'POST', '/api/contracts', {
      as: owner2,
      shopId: shop2.id,
      body: newCollection({ type: 2, symbol: 'BOX' }),
    });
    const done = await settled(res.body.data.id, shop2.id, owner2);
    const address = done.address as `0x${string}`;
    expect(
      await chain.publicClient.readContract({
        address,
        abi: mintfrontErc721Abi,
        functionName: 'owner',
      }),
    ).toBe(storeOwnerWallet.address);
    expect(
      await chain.publicClient.readContract({
        address,
        abi: mintfrontErc721Abi,
        functionName: 'isMinter',
        args: [chain.operator],
      }),
    ).toBe(true);
  });

  it('refuses a royalty over 50% (40001 on royalties) and more than 2 decimals', async () => {
    const over = await call(app, 'POST', '/api/contracts', {
      as: owner,
      shopId: shop.id,
      body: newCollection({ royalties: 50.01 }),
    });
    expect(over.body.statusCode).toBe(40001);
    expect(over.body.data.errors[0]).toMatchObject({ field: 'royalties', key: 'royaltyMax' });
    const decimals = await call(app, 'POST', '/api/contracts', {
      as: owner,
      shopId: shop.id,
      body: newCollection({ royalties: 1.234 }),
    });
    expect(decimals.body.data.errors[0]).toMatchObject({
      field: 'royalties',
      key: 'royaltyDecimals',
    });
  });

  it('refuses a category that is not one of the shop', async () => {
    const res = await call(app, 'POST', '/api/contracts', {
      as: owner,
      shopId: shop.id,
      body: newCollection({ category: '999999' }),
    });
    expect(res.body.statusCode).toBe(ERRORS.CATEGORY_NOT_FOUND.code);
  });
});

describe('contract-level metadata (contractURI)', () => {
  it('deploys with contractURI = PUBLIC_URL/api/contract-metadata/{id}, which answers the metadata JSON without a session', async () => {
    const res = await call<Collection>(app, 'POST', '/api/contracts', {
      as: owner,
      shopId: shop.id,
      body: newCollection({ name: 'Meta Cats', royalties: 2.5 }),
    });
    const done = await settled(res.body.data.id);
    const uri = await chain.publicClient.readContract({
      address: done.address as `0x${string}`,
      abi: mintfrontErc721Abi,
      functionName: 'contractURI',
    });
    expect(uri).toBe(`http://localhost:8080/api/contract-metadata/${done.id}`);

    const meta = await app.inject({ method: 'GET', url: new URL(uri).pathname });
    expect(meta.statusCode).toBe(200);
    expect(meta.json()).toEqual({
      name: 'Meta Cats',
      description: 'Cats on the moon',
      image: null,
      banner_image: null,
      external_link: `http://${shop.subdomain}.localhost:8080/collection/${done.id}`,
      seller_fee_basis_points: 250,
      fee_recipient: chain.operator,
    });
  });

  it('answers not found for an unknown collection', async () => {
    const meta = await app.inject({ method: 'GET', url: '/api/contract-metadata/999999' });
    expect(meta.json().statusCode).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('without a chain', () => {
  it('answers CHAIN_UNAVAILABLE for a create or an import', async () => {
    const bare = await createTestApp();
    try {
      const who = await signUp(bare);
      const s = await createShop(bare, who);
      expect(
        (
          await call(bare, 'POST', '/api/contracts', {
            as: who,
            shopId: s.id,
            body: newCollection(),
          })
        ).body.statusCode,
      ).toBe(ERRORS.CHAIN_UNAVAILABLE.code);
      expect(
        (await call(bare, 'GET', '/api/contracts', { as: who, shopId: s.id })).body.data.total,
      ).toBe(0);
    } finally {
      await bare.closeAll();
    }
  });
});

import { NFT_STATUS, type Shop } from '@mintfront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import {
  addCollaborator,
  call,
  createShop,
  createTestApp,
  signUp,
  type TestApp,
} from '../../test/helper.ts';
import {
  createCategory,
  createNft,
  deployedCollection,
  uploadContent,
  type Who,
} from '../nfts/testing.ts';
import { changeNftStatus } from '../nfts/index.ts';

// Store home's four setup steps (spec doc 1 §2) come from the store's own data.
let chain: TestChain;
let app: TestApp;

beforeAll(async () => {
  chain = await startTestChain();
  app = await createTestApp({}, { chain: chain.clients, jobs: { worker: false } });
});
afterAll(async () => {
  await app?.closeAll();
  await chain?.stop();
});

const setupOf = async (who: Who) =>
  (await call<Shop>(app, 'GET', '/api/shop/info', who)).body.data.setup;

describe('store home setup steps', () => {
  it('marks "create NFT" done once the store has an NFT and "sell NFT" once one was on sale, for every member and list', async () => {
    const o = await signUp(app);
    const shop = await createShop(app, o);
    const owner: Who = { as: o, shopId: shop.id };
    const a = await signUp(app);
    await addCollaborator(app, shop.id, a.uid, 1);
    const artist: Who = { as: a, shopId: shop.id };
    const none = { customizeTheme: false, setUpDomain: false, createNft: false, sellNft: false };
    expect(await setupOf(owner)).toEqual(none);

    // Another store's NFT does not count for this one.
    const o2 = await signUp(app);
    const other: Who = { as: o2, shopId: (await createShop(app, o2)).id };
    const otherCollection = await deployedCollection(app, other, 1, 'OTH');
    const otherNft = await createNft(app, other, {
      icon: await uploadContent(app, other),
      title: 'Elsewhere',
      contract_id: otherCollection.id,
      category: String(await createCategory(app, other, 'Other')),
      copies: 1,
      rank: 1,
    });
    expect(otherNft.body.statusCode).toBe(0);
    expect(await setupOf(owner)).toEqual(none);

    const collection = await deployedCollection(app, owner, 1, 'SET');
    const created = await createNft(app, owner, {
      icon: await uploadContent(app, owner),
      title: 'First',
      contract_id: collection.id,
      category: String(await createCategory(app, owner, 'Art')),
      copies: 1,
      rank: 1,
    });
    expect(created.body.statusCode).toBe(0);
    expect(await setupOf(owner)).toEqual({ ...none, createNft: true });
    expect(await setupOf(artist)).toEqual({ ...none, createNft: true });

    // Putting an NFT on sale (selling, a later area) marks it ever on sale.
    await changeNftStatus(app.db, shop.id, [created.body.data.id], NFT_STATUS.onSale);
    const done = { ...none, createNft: true, sellNft: true };
    expect(await setupOf(owner)).toEqual(done);
    expect(
      (await call<{ list: Shop[] }>(app, 'GET', '/api/shops?type=owned', { as: o })).body.data
        .list[0]!.setup,
    ).toEqual(done);
    expect(
      (await call<{ list: Shop[] }>(app, 'GET', '/api/shops?type=joined', { as: a })).body.data
        .list[0]!.setup,
    ).toEqual(done);
    expect(
      (await call<Shop>(app, 'POST', '/api/shop/into', { as: o, body: { shop_id: shop.id } })).body
        .data.setup,
    ).toEqual(done);
    expect(await setupOf(other)).toEqual({ ...none, createNft: true });
  });
});

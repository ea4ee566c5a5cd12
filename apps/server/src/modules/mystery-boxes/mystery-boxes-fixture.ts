import { NFT_TYPES, type Collection } from '@mintfront/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import {
  createCategory,
  createNft,
  deployedCollection,
  drainJobs,
  uploadContent,
  storeWithTeam,
  storedNftIds,
  type Who,
} from '../nfts/testing.ts';
import { boxContents } from './mystery-boxes.tables.ts';

// The world the mystery-boxes test files share: each file calls useMysteryBoxesWorld() at its top,
// which starts it before the file's tests (beforeAll) and stops it after, one app per file. The
// hooks are registered per call, not on import: the server project runs files without isolation, so
// a module is imported once per worker and import-time hooks would run for the first file only,
// handing the next ones a closed app.

export let chain: TestChain;
export let app: TestApp;
export let owner: Who, artist: Who, reviewed: Who, stranger: Who;
export let erc1155: Collection, erc721: Collection, strangerErc1155: Collection;
export let category: number;
export let boxImage: string, nftImage: string;
export let five: number, artistNft: number;

export const createBox = (who: Who, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/boxes', { ...who, body });

/** An NFT the caller created, minted on the test chain (Off Sale). */
export async function mintedNft(
  who: Who,
  copies: number,
  over: Record<string, unknown> = {},
): Promise<number> {
  const res = await createNft(app, who, {
    icon: nftImage,
    title: `Prize ${copies}`,
    contract_id: erc1155.id,
    category: String(category),
    copies,
    rank: 2,
    ...over,
  });
  expect(res.body.statusCode).toBe(0);
  await drainJobs(app);
  return res.body.data.id as number;
}

export function useMysteryBoxesWorld() {
  beforeAll(async () => {
    chain = await startTestChain();
    app = await createTestApp({}, { chain: chain.clients, jobs: { worker: false } });
    ({ owner, artist, reviewed } = await storeWithTeam(app));
    const s = await signUp(app);
    stranger = { as: s, shopId: (await createShop(app, s)).id };
    erc1155 = await deployedCollection(app, owner, 2, 'BOX');
    erc721 = await deployedCollection(app, owner, 1, 'SOLO');
    strangerErc1155 = await deployedCollection(app, stranger, 2, 'THEIRS');
    category = await createCategory(app, owner, 'Boxes');
    boxImage = await uploadContent(app, owner, '#c3a', 'boxImage');
    nftImage = await uploadContent(app, owner);
    five = await mintedNft(owner, 5);
    artistNft = await mintedNft(artist, 4);
  });
  afterAll(async () => {
    await app?.closeAll();
    await chain?.stop();
  });
}

export const body = (over: Record<string, unknown> = {}) => ({
  icon: boxImage,
  content: boxImage,
  title: 'Lucky box',
  contract_id: erc1155.id,
  royalties: 10,
  category: String(category),
  description: 'Open me',
  contents: [{ rank: 2, nft_id: five, quantity: 1 }],
  ...over,
});
export const counts = async () => ({
  boxes: (await storedNftIds(app.db, { type: NFT_TYPES.box })).length,
  rows: (await app.db.select().from(boxContents)).length,
});

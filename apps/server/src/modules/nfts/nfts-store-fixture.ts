import { NFT_STATUS, type Collection } from '@mintfront/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import {
  createCategory,
  createNft,
  deployedCollection,
  drainJobs,
  getNft,
  storeWithTeam,
  storedNftIds,
  uploadContent,
  type Who,
} from './nfts-test-kit.ts';
import { MINT_NFT_JOB } from './nfts-mint.job.ts';

/** A store with a team, two deployed collections and a category, next to a stranger's store: the NFT route tests' world. */
export type NftStore = {
  chain: TestChain;
  app: TestApp;
  owner: Who;
  artist: Who;
  reviewed: Who;
  stranger: Who;
  erc721: Collection;
  erc1155: Collection;
  category: number;
  otherCategory: number;
  icon: string;
  /** A valid creation body, changed by `over`. */
  body(over?: Record<string, unknown>): Record<string, unknown>;
  /** NFTs stored, of every store. */
  countNfts(): Promise<number>;
  /** An NFT whose mint the contract refused (Mint failed): an ERC-721 call to the ERC-1155 contract. */
  failedMint(who: Who): Promise<number>;
  stop(): Promise<void>;
};

export async function startNftStore(): Promise<NftStore> {
  const chain = await startTestChain();
  const app = await createTestApp({}, { chain: chain.clients, jobs: { worker: false } });
  const { owner, artist, reviewed } = await storeWithTeam(app);
  const s = await signUp(app);
  const stranger: Who = { as: s, shopId: (await createShop(app, s)).id };
  const erc721 = await deployedCollection(app, owner, 1, 'ONE');
  const erc1155 = await deployedCollection(app, owner, 2, 'MANY');
  const category = await createCategory(app, owner, 'Art');
  const otherCategory = await createCategory(app, stranger, 'Elsewhere');
  const icon = await uploadContent(app, owner);
  const body = (over: Record<string, unknown> = {}) => ({
    icon,
    title: 'Moon',
    contract_id: erc1155.id,
    category: String(category),
    copies: 3,
    rank: 2,
    ...over,
  });
  return {
    chain,
    app,
    owner,
    artist,
    reviewed,
    stranger,
    erc721,
    erc1155,
    category,
    otherCategory,
    icon,
    body,
    countNfts: async () => (await storedNftIds(app.db)).length,
    async failedMint(who) {
      const id = (await createNft(app, who, body())).body.data.id as number;
      const [job] = await app.db
        .select()
        .from(jobs)
        .where(eq(jobs.idempotencyKey, `${MINT_NFT_JOB}:${id}`));
      await app.db
        .update(jobs)
        .set({ payload: { ...job!.payload, type: 'erc721' } })
        .where(eq(jobs.id, job!.id));
      await drainJobs(app);
      expect((await getNft(app, who, id)).body.data.status).toBe(NFT_STATUS.mintFailed);
      return id;
    },
    async stop() {
      await app.closeAll();
      await chain.stop();
    },
  };
}

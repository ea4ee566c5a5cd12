import { mintfrontErc721Abi } from '@mintfront/contracts';
import { NFT_STATUS, type Collection } from '@mintfront/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { call, createTestApp, type TestApp } from '../../test/helper.ts';
import { MINT_NFT_JOB } from './nfts-mint.job.ts';
import {
  createCategory,
  createNft,
  deployedCollection,
  drainJobs,
  getNft,
  uploadContent,
  storeWithTeam,
  type Who,
} from './nfts-test-kit.ts';
import { nftMints } from './nfts.tables.ts';

// spec doc 1 §5: each NFT (and mystery box) has its own royalty, written on chain with its mint: every
// token answers EIP-2981 royaltyInfo with it, paid to the collection's royalty receiver. The collections
// here default to 5% (deployedCollection), which no NFT below uses unless it says so.
let chain: TestChain;
let app: TestApp;
let owner: Who, reviewed: Who;
let erc721: Collection, erc1155: Collection;
let category: number;
let icon: string, boxImage: string;

beforeAll(async () => {
  chain = await startTestChain();
  app = await createTestApp({}, { chain: chain.clients, jobs: { worker: false } });
  ({ owner, reviewed } = await storeWithTeam(app));
  erc721 = await deployedCollection(app, owner, 1, 'ROY');
  erc1155 = await deployedCollection(app, owner, 2, 'ROYM');
  category = await createCategory(app, owner, 'Art');
  icon = await uploadContent(app, owner);
  boxImage = await uploadContent(app, owner, '#c3a', 'boxImage');
});
afterAll(async () => {
  await app?.closeAll();
  await chain?.stop();
});

/** EIP-2981 royaltyInfo of a token at a sale price of 10,000: the royalty in basis points. */
const royaltyInfo = (c: Collection, token: bigint) =>
  chain.publicClient.readContract({
    address: c.address as Address,
    abi: mintfrontErc721Abi,
    functionName: 'royaltyInfo',
    args: [token, 10_000n],
  });
/** The collection's default royalty, as a token never minted answers it. */
const defaultRoyalty = (c: Collection) => royaltyInfo(c, 999_999_999n);

async function created(who: Who, c: Collection, over: Record<string, unknown>): Promise<number> {
  const res = await createNft(app, who, {
    icon,
    title: 'Royal',
    contract_id: c.id,
    category: String(category),
    copies: 1,
    rank: 1,
    ...over,
  });
  expect(res.body.statusCode).toBe(0);
  return res.body.data.id as number;
}

/** The token ids an NFT's mints created, from the recorded mints. */
async function tokensOf(id: number): Promise<bigint[]> {
  const mints = await app.db.select().from(nftMints).where(eq(nftMints.nftId, id));
  return mints.flatMap((m) =>
    Array.from(
      { length: Number(BigInt(m.lastTokenId) - BigInt(m.firstTokenId)) + 1 },
      (_, i) => BigInt(m.firstTokenId) + BigInt(i),
    ),
  );
}

async function expectRoyalty(c: Collection, id: number, copies: number, bps: bigint) {
  expect((await getNft(app, owner, id)).body.data).toMatchObject({
    status: NFT_STATUS.offSale,
    total_minted: copies,
  });
  const [receiver, defaultBps] = await defaultRoyalty(c);
  expect(defaultBps).toBe(500n);
  const tokens = await tokensOf(id);
  expect(tokens).toHaveLength(c.type === 1 ? copies : 1);
  for (const token of tokens)
    expect(await royaltyInfo(c, token), `token ${token}`).toEqual([receiver, bps]);
}

describe('a minted NFT answers royaltyInfo with its own royalty (spec doc 1 §5)', () => {
  it.for([
    ['ERC-1155: an NFT of royalty 20 answers 20% for its id', 2, 20, 4, 2000n],
    [
      'ERC-721: an NFT of royalty 0 and 3 copies answers 0% for every one of its tokens',
      1,
      0,
      3,
      0n,
    ],
    ['an NFT at the collection default keeps the default', 1, 5, 2, 500n],
  ] as const)('%s', async ([, type, royalties, copies, bps]) => {
    const collection = type === 1 ? erc721 : erc1155;
    const id = await created(owner, collection, { royalties, copies });
    await drainJobs(app);
    await expectRoyalty(collection, id, copies, bps);
  });

  it('an approved NFT is minted with its royalty: 12.5 is 1250 basis points', async () => {
    const id = await created(reviewed, erc1155, { royalties: 12.5, copies: 2 });
    expect(
      (await call(app, 'PUT', '/api/tokens/batch/examine/agree', { ...owner, body: { ids: [id] } }))
        .body.statusCode,
    ).toBe(0);
    await drainJobs(app);
    await expectRoyalty(erc1155, id, 2, 1250n);
  });

  it('a mystery box is minted with its own royalty', async () => {
    const prize = await created(owner, erc1155, { royalties: 10, copies: 3, rank: 2 });
    await drainJobs(app);
    const body = {
      icon: boxImage,
      title: 'Royal box',
      contract_id: erc1155.id,
      royalties: 33.33,
      category: String(category),
      contents: [{ rank: 2, nft_id: prize, quantity: 2 }],
    };
    const res = await call(app, 'POST', '/api/boxes', { ...owner, body });
    expect(res.body.statusCode).toBe(0);
    await drainJobs(app);
    await expectRoyalty(erc1155, res.body.data.id as number, 2, 3333n);
  });

  it('a mint job queued before payloads carried the royalty mints with the NFT\u2019s royalty', async () => {
    const id = await created(owner, erc721, { royalties: 42, copies: 2 });
    const key = eq(jobs.idempotencyKey, `${MINT_NFT_JOB}:${id}`);
    await app.db
      .update(jobs)
      .set({ payload: sql`${jobs.payload} - 'royaltyBps'` })
      .where(and(key, eq(jobs.status, 'queued')));
    const [job] = await app.db.select().from(jobs).where(key);
    expect(job!.payload).not.toHaveProperty('royaltyBps');
    await drainJobs(app);
    await expectRoyalty(erc721, id, 2, 4200n);
  });
});

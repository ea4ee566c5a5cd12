import { mintfrontErc1155Abi, mintfrontErc721Abi } from '@mintfront/contracts';
import {
  NFT_STATUS,
  type Collection,
  type Nft,
  type NftBulkFile,
  type NftDetail,
} from '@mintfront/domain';
import { asc, eq, inArray, like } from 'drizzle-orm';
import type { Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import type { TestChain } from '../../test/chain.ts';
import { runUntilKilled, type DiesWhen } from '../../test/dead-server.ts';
import { call, type TestApp } from '../../test/helper.ts';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import {
  deployedCollection,
  drainJobs,
  getNft,
  MINT_BATCH_JOB,
  MINT_BATCH_SIZE,
  type MintBatchCheckpoint,
  nftMints,
  type Who,
} from '../nfts/testing.ts';
import {
  batchMintJobsOf,
  bulkStore,
  infoXlsx,
  runBulkJobs,
  scheduleOf,
  verified,
  type InfoRow,
} from './nft-bulk-test-kit.ts';
import { nftBulkRows } from './nft-bulk.tables.ts';

let store: Awaited<ReturnType<typeof bulkStore>>;
let app: TestApp;
let chain: TestChain;
let owner: Who;
let erc1155: Collection, erc1155b: Collection, erc721: Collection;
let art: number;
let folder: NftBulkFile[];

beforeAll(async () => {
  store = await bulkStore('BMINT');
  ({ app, chain, owner, erc1155, art, folder } = store);
  erc1155b = await deployedCollection(app, owner, 2, 'BMINTB');
  erc721 = await deployedCollection(app, owner, 1, 'BMINT7');
});
afterAll(async () => store?.close());
afterEach(async () => {
  await chain.testClient.setAutomine(true);
});

const operatorNonce = () =>
  chain.publicClient.getTransactionCount({ address: chain.operator, blockTag: 'pending' });
const metadataUrl = (id: number) => `http://localhost:8080/api/token-metadata/${id}`;
const row = (over: InfoRow): InfoRow => ({
  title: 'Dragon',
  file: 'dragon.png',
  categories: art,
  copies: 1,
  rank: 1,
  ...over,
});

/** Creates the rows through bulk creation (mints not run yet); answers the NFT ids in row order. */
async function bulkCreated(type: 1 | 2, rows: InfoRow[]): Promise<number[]> {
  const s = await verified(app, owner, { type, files: folder, info: infoXlsx(rows) });
  expect(s).toMatchObject({ state: 'verified', valid: rows.length });
  expect(
    (
      await call(app, 'POST', '/api/tokens/multipleCreate/confirm', {
        ...owner,
        body: { id: s.id },
      })
    ).body.statusCode,
  ).toBe(0);
  await runBulkJobs(app);
  expect(await scheduleOf(app, owner, s.id)).toMatchObject({
    state: 'success',
    created: rows.length,
  });
  const created = await app.db
    .select({ nftId: nftBulkRows.nftId })
    .from(nftBulkRows)
    .where(eq(nftBulkRows.bulkId, s.id))
    .orderBy(asc(nftBulkRows.line));
  return created.map((r) => r.nftId!);
}

/** The distinct transactions that minted these NFTs, as recorded. */
async function mintTransactions(ids: number[]) {
  const rows = await app.db
    .select()
    .from(nftMints)
    .where(inArray(nftMints.nftId, ids))
    .orderBy(asc(nftMints.id));
  return { rows, hashes: new Set(rows.map((r) => r.txHash)) };
}

async function expectOffSale(ids: number[], copies: number[]) {
  for (const [i, id] of ids.entries()) {
    const nft = (await getNft(app, owner, id)).body.data as NftDetail;
    expect(nft, `NFT ${id}`).toMatchObject({
      status: NFT_STATUS.offSale,
      total_minted: copies[i],
      reason: null,
      chain: { minted: copies[i], owned: copies[i] },
    });
  }
}

const deadServerRuns = (dies: (data: MintBatchCheckpoint) => DiesWhen) =>
  runUntilKilled(app, MINT_BATCH_JOB, dies);

describe('bulk-created NFTs are minted in batches (mintBatch)', () => {
  it('ERC-1155: 30 NFTs of two collections take one job and one transaction per collection, each id with its copies', async () => {
    const copies = Array.from({ length: 30 }, (_, i) => (i % 5) + 1);
    const rows = copies.map((c, i) =>
      row({ title: `Gem ${i + 1}`, copies: c, collection: i % 2 ? erc1155b.id : erc1155.id }),
    );
    const ids = await bulkCreated(2, rows);
    expect(await app.db.select().from(jobs).where(like(jobs.idempotencyKey, 'nft.mint:%'))).toEqual(
      [],
    );
    const batches = await batchMintJobsOf(app, ids);
    expect(batches.map((j) => [j.payload.contract, j.payload.nfts.length])).toEqual([
      [erc1155.address, 15],
      [erc1155b.address, 15],
    ]);

    const before = await operatorNonce();
    await drainJobs(app);
    expect(await operatorNonce()).toBe(before + 2);
    const { rows: mints, hashes } = await mintTransactions(ids);
    expect(hashes.size).toBe(2);
    expect(mints).toHaveLength(30);
    for (const [i, id] of ids.entries()) {
      expect(mints.find((m) => m.nftId === id)).toMatchObject({
        quantity: copies[i],
        firstTokenId: String(id),
        lastTokenId: String(id),
        toAddress: chain.operator,
      });
    }
    await expectOffSale(ids, copies);
    for (const [k, c] of [erc1155, erc1155b].entries()) {
      const mine = ids.filter((_, i) => i % 2 === k);
      const address = c.address as Address;
      const balances = await chain.publicClient.readContract({
        address,
        abi: mintfrontErc1155Abi,
        functionName: 'balanceOfBatch',
        args: [mine.map(() => chain.operator), mine.map(BigInt)],
      });
      expect(balances).toEqual(mine.map((id) => BigInt(copies[ids.indexOf(id)]!)));
      for (const id of mine)
        expect(
          await chain.publicClient.readContract({
            address,
            abi: mintfrontErc1155Abi,
            functionName: 'uri',
            args: [BigInt(id)],
          }),
        ).toBe(metadataUrl(id));
    }
  });

  it('ERC-721: 30 NFTs of mixed copies take 4 transactions; token ids follow the rows, an NFT of 60 copies spans two', async () => {
    expect(MINT_BATCH_SIZE).toBe(50);
    const copies = Array.from({ length: 30 }, (_, i) => (i === 15 ? 60 : (i % 4) + 1));
    const ids = await bulkCreated(
      1,
      copies.map((c, i) => row({ title: `Card ${i + 1}`, copies: c, collection: erc721.id })),
    );
    // Rows 1–15 (36 tokens), the 60 copies alone, rows 17–30 (33 tokens): 3 jobs; 60 > MINT_BATCH_SIZE takes 2 transactions.
    expect((await batchMintJobsOf(app, ids)).map((j) => j.payload.nfts.length)).toEqual([
      15, 1, 14,
    ]);

    const address = erc721.address as Address;
    const firstToken = await chain.publicClient.readContract({
      address,
      abi: mintfrontErc721Abi,
      functionName: 'nextTokenId',
    });
    const before = await operatorNonce();
    await drainJobs(app);
    expect(await operatorNonce()).toBe(before + 4);
    const { rows: mints, hashes } = await mintTransactions(ids);
    expect(hashes.size).toBe(4);
    await expectOffSale(ids, copies);

    // Each NFT's tokens, in row order, one after the other, owned by the store wallet with the NFT's metadata.
    const total = copies.reduce((a, b) => a + b, 0);
    expect(
      await chain.publicClient.readContract({
        address,
        abi: mintfrontErc721Abi,
        functionName: 'nextTokenId',
      }),
    ).toBe(firstToken + BigInt(total));
    let next = firstToken;
    for (const [i, id] of ids.entries()) {
      const own = mints.filter((m) => m.nftId === id);
      expect(own.map((m) => m.quantity)).toEqual(copies[i] === 60 ? [50, 10] : [copies[i]]);
      for (const m of own) {
        expect([BigInt(m.firstTokenId), BigInt(m.lastTokenId)]).toEqual([
          next,
          next + BigInt(m.quantity - 1),
        ]);
        next += BigInt(m.quantity);
      }
      expect((await getNft(app, owner, id)).body.data.token_id).toBe(own[0]!.firstTokenId);
    }
    for (let token = firstToken; token < next; token++) {
      const m = mints.find(
        (x) => BigInt(x.firstTokenId) <= token && token <= BigInt(x.lastTokenId),
      )!;
      expect(
        await chain.publicClient.readContract({
          address,
          abi: mintfrontErc721Abi,
          functionName: 'ownerOf',
          args: [token],
        }),
      ).toBe(chain.operator);
      expect(
        await chain.publicClient.readContract({
          address,
          abi: mintfrontErc721Abi,
          functionName: 'tokenURI',
          args: [token],
        }),
      ).toBe(metadataUrl(m.nftId));
    }
  });

  it.for([
    ['ERC-1155', 2],
    ['ERC-721', 1],
  ] as const)(
    '%s: each NFT of one transaction answers royaltyInfo with its own royalty (spec doc 1 §5)',
    async ([, type]) => {
      const collection = type === 1 ? erc721 : erc1155;
      const royalties = ['7.5', '33'];
      const ids = await bulkCreated(
        type,
        royalties.map((r, i) =>
          row({ title: `Royal ${i + 1}`, copies: 2, royalties: r, collection: collection.id }),
        ),
      );
      // The job carries each NFT's royalty: a later retry needs no NFT row (one minted by an earlier step may be deleted).
      expect(
        (await batchMintJobsOf(app, ids)).flatMap((j) => j.payload.nfts.map((n) => n.royaltyBps)),
      ).toEqual([750, 3300]);
      await drainJobs(app);
      expect((await mintTransactions(ids)).hashes.size).toBe(1);
      const address = collection.address as Address;
      const royaltyInfo = (token: bigint) =>
        chain.publicClient.readContract({
          address,
          abi: mintfrontErc721Abi,
          functionName: 'royaltyInfo',
          args: [token, 10_000n],
        });
      // The collection's default (5%, deployedCollection), as a token never minted answers it.
      const [receiver, defaultBps] = await royaltyInfo(999_999_999n);
      expect(defaultBps).toBe(500n);
      const { rows: mints } = await mintTransactions(ids);
      for (const [i, id] of ids.entries()) {
        const [mint] = mints.filter((m) => m.nftId === id);
        for (let token = BigInt(mint!.firstTokenId); token <= BigInt(mint!.lastTokenId); token++) {
          expect(await royaltyInfo(token), `NFT ${id} token ${token}`).toEqual([
            receiver,
            [750n, 3300n][i],
          ]);
        }
      }
    },
  );

  it('a contract refusal makes every NFT of the batch Mint failed with the reason', async () => {
    // The store wallet set to a contract that takes no ERC-1155 tokens: the contract refuses the mint.
    await app.db
      .update(shops)
      .set({ ownerWallet: erc1155b.address })
      .where(eq(shops.id, owner.shopId));
    try {
      const ids = await bulkCreated(2, [
        row({ copies: 2, collection: erc1155.id }),
        row({ title: 'Other', copies: 3, collection: erc1155.id }),
      ]);
      await drainJobs(app);
      const [job] = await batchMintJobsOf(app, ids);
      expect(job).toMatchObject({ status: 'failed', errorCode: 'E65' });
      for (const id of ids) {
        const nft = (await getNft(app, owner, id)).body.data as Nft;
        expect(nft).toMatchObject({ status: NFT_STATUS.mintFailed, total_minted: 0 });
        expect(nft.reason).toMatch(/^E65: /);
      }
    } finally {
      await app.db.update(shops).set({ ownerWallet: null }).where(eq(shops.id, owner.shopId));
    }
  });
});

describe('a server killed mid-batch', () => {
  it('after the first transaction was sent, before its receipt: the next server waits for it, sends the rest, and mints nothing twice', async () => {
    const copies = [60, 2, 3];
    const ids = await bulkCreated(
      1,
      copies.map((c, i) => row({ title: `Killed ${i + 1}`, copies: c, collection: erc721.id })),
    );
    const address = erc721.address as Address;
    const firstToken = await chain.publicClient.readContract({
      address,
      abi: mintfrontErc721Abi,
      functionName: 'nextTokenId',
    });
    const before = await operatorNonce();

    await chain.testClient.setAutomine(false);
    const dead = await deadServerRuns((data) => (data.pending ? 'afterWrite' : null));
    const sent = (dead.checkpoint as MintBatchCheckpoint).pending!;
    expect(sent.step).toBe(0);
    expect(await chain.publicClient.getTransaction({ hash: sent.hash })).toMatchObject({
      hash: sent.hash,
    });

    await chain.testClient.setAutomine(true);
    const resumed = drainJobs(app);
    await new Promise((r) => setTimeout(r, 300));
    await chain.testClient.mine({ blocks: 1 });
    await resumed;

    // 60 copies in two transactions (the first is the dead server's), then the other two NFTs in one.
    expect(await operatorNonce()).toBe(before + 3);
    const { rows: mints, hashes } = await mintTransactions(ids);
    expect(hashes.size).toBe(3);
    expect(
      mints.filter((m) => m.nftId === ids[0]).map((m) => [m.quantity, m.txHash === sent.hash]),
    ).toEqual([
      [50, true],
      [10, false],
    ]);
    expect(
      await chain.publicClient.readContract({
        address,
        abi: mintfrontErc721Abi,
        functionName: 'nextTokenId',
      }),
    ).toBe(firstToken + 65n);
    await expectOffSale(ids, copies);
  });

  it('between two transactions of one NFT: it stays Minting with the first part counted, and the next server mints only the rest', async () => {
    const [id] = await bulkCreated(1, [row({ title: 'Half', copies: 60, collection: erc721.id })]);
    const before = await operatorNonce();
    await deadServerRuns((data) => (data.step === 1 ? 'afterWrite' : null));
    expect((await getNft(app, owner, id!)).body.data).toMatchObject({
      status: NFT_STATUS.minting,
      total_minted: 50,
    });

    await drainJobs(app);
    expect(await operatorNonce()).toBe(before + 2);
    expect((await mintTransactions([id!])).rows.map((m) => m.quantity)).toEqual([50, 10]);
    await expectOffSale([id!], [60]);
  });

  it('after its transaction was mined and recorded, before the checkpoint: the next server counts it once and sends nothing', async () => {
    const copies = [2, 3, 4];
    const ids = await bulkCreated(
      2,
      copies.map((c, i) => row({ title: `Late ${i + 1}`, copies: c, collection: erc1155.id })),
    );
    const before = await operatorNonce();
    await deadServerRuns((data) => (data.step === 1 ? 'beforeWrite' : null));
    expect(await operatorNonce()).toBe(before + 1);
    expect((await mintTransactions(ids)).rows.map((m) => m.quantity)).toEqual(copies);

    await drainJobs(app);
    expect(await operatorNonce()).toBe(before + 1);
    expect((await mintTransactions(ids)).rows.map((m) => m.quantity)).toEqual(copies);
    await expectOffSale(ids, copies);
    const balances = await chain.publicClient.readContract({
      address: erc1155.address as Address,
      abi: mintfrontErc1155Abi,
      functionName: 'balanceOfBatch',
      args: [ids.map(() => chain.operator), ids.map(BigInt)],
    });
    expect(balances).toEqual(copies.map(BigInt));
  });
});

import { mintfrontErc1155Abi } from '@mintfront/contracts';
import type { Collection } from '@mintfront/domain';
import { count, eq, sql } from 'drizzle-orm';
import { createWalletClient, getAddress, http, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainCursors } from '../../platform/chain/chain-cursors.tables.ts';
import { createChainIndexer, type LogHandler } from '../../platform/chain/chain-indexer.ts';
import type { ChainClients } from '../../platform/chain/clients.ts';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { cappedLogsClient, type LogsCount } from '../../test/chain-nodes.ts';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import {
  createCategory,
  createNft,
  deployedCollection,
  drainJobs,
  getNft,
  uploadContent,
  type Who,
} from './nfts-test-kit.ts';
import { nftTransfersHandler } from './nfts-transfers.indexer.ts';
import { nftHoldings, nftTransfers } from './nfts-transfers.tables.ts';
import { nftMints, nfts } from './nfts.tables.ts';
import { collections } from '../collections/collections.tables.ts';

// Issue 19 item 1: owners and transfers come from the events the chain indexer recorded.
let chain: TestChain;
let app: TestApp;
let owner: Who;
let category: number;
let icon: string;
let erc721: Collection, erc1155: Collection;
let early: number;
/** The node's answer to getLogs holds at most this many logs, as viem's cap on an answer's size (11 MB of 25,001 mints). */
const LOGS_PER_ANSWER = 60;
const logsCount: LogsCount = { calls: 0, tooLarge: 0 };
let clients: ChainClients;
// anvil's dev accounts 1 and 2: collectors the store's wallet sends copies to.
const collector = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
);
const second = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc');

const nft = async (contract: Collection, copies: number) =>
  (
    await createNft(app, owner, {
      icon,
      title: 'Crowd',
      contract_id: contract.id,
      category: String(category),
      copies,
      rank: 1,
    })
  ).body.data.id as number;
const recorded = async () => ({
  transfers: (await app.db.select({ n: count() }).from(nftTransfers))[0]!.n,
  holdings: await app.db
    .select()
    .from(nftHoldings)
    .orderBy(nftHoldings.contract, nftHoldings.tokenId, nftHoldings.holder),
});

beforeAll(async () => {
  chain = await startTestChain();
  const capped = cappedLogsClient(chain, LOGS_PER_ANSWER, logsCount);
  clients = {
    keys: chain.clients.keys,
    publicClient: () => capped as never,
    walletClient: (key) => chain.clients.walletClient(key),
  };
  app = await createTestApp(
    {},
    { chain: clients, jobs: { worker: false }, indexer: { loop: false } },
  );
  const o = await signUp(app);
  owner = { as: o, shopId: (await createShop(app, o)).id };
  category = await createCategory(app, owner, 'Art');
  icon = await uploadContent(app, owner);
  erc721 = await deployedCollection(app, owner, 1, 'CROWD');
  erc1155 = await deployedCollection(app, owner, 2, 'MOVE');
  early = await nft(erc721, 1);
  await drainJobs(app);
  // Three more mints of 50 tokens: the early NFT's logs since its mint no longer fit one answer.
  for (let i = 0; i < 3; i++) await nft(erc721, 50);
  await drainJobs(app);
});
afterAll(async () => {
  await app?.closeAll();
  await chain?.stop();
});

describe('a popular collection', () => {
  it('answers an early NFT\u2019s detail, owners and transfers from the recorded events, reading no logs during the request', async () => {
    expect(logsCount.tooLarge).toBeGreaterThan(0); // the indexer met the size cap and read narrower ranges
    const before = logsCount.calls;
    const detail = await getNft(app, owner, early);
    const owners = await call(app, 'GET', `/api/token/owner/${early}`, owner);
    const secondary = await call(app, 'GET', `/api/secondary/${early}`, owner);
    expect([detail.status, owners.status, secondary.status]).toEqual([200, 200, 200]);
    expect(detail.body.data.chain).toEqual({ minted: 1, owned: 1 });
    expect(owners.body.data).toEqual({
      list: [{ address: chain.operator, quantity: 1 }],
      total: 1,
      lastPage: 1,
    });
    expect(secondary.body.data).toEqual({ list: [], total: 0, lastPage: 1 });
    expect(logsCount.calls).toBe(before);
    expect((await recorded()).transfers).toBe(151);
  });
});

describe('the chain indexer', () => {
  it('records each event exactly once when it stops mid-way and starts again', async () => {
    const whole = await recorded();
    await app.db.delete(chainCursors);
    await app.db.delete(nftTransfers);
    await app.db.delete(nftHoldings);
    // A server that dies while recording its third range: that range's transaction never commits.
    let ranges = 0;
    const dying: LogHandler = {
      ...nftTransfersHandler,
      async record(tx, key, logs) {
        if (++ranges === 3) throw new Error('the server died');
        await nftTransfersHandler.record(tx, key, logs);
      },
    };
    const first = createChainIndexer({
      db: app.db,
      clients: () => clients,
      log: { warn: () => {}, error: () => {} },
      blocksPerRead: 2,
    });
    first.register(dying);
    await expect(first.runOnce()).rejects.toThrow('the server died');
    const midway = await recorded();
    expect(midway.transfers).toBeGreaterThan(0);
    expect(midway.transfers).toBeLessThan(whole.transfers);

    const restarted = createChainIndexer({
      db: app.db,
      clients: () => clients,
      log: { warn: () => {}, error: () => {} },
      blocksPerRead: 2,
    });
    restarted.register(nftTransfersHandler);
    await restarted.runOnce();
    expect(await recorded()).toEqual(whole);
    await restarted.runOnce();
    await app.chainIndexer.runOnce();
    expect(await recorded()).toEqual(whole);
  });

  it('records a mint recorded after the indexer began (it starts at the first deployment, not the first recorded mint)', async () => {
    const whole = await recorded();
    await app.db.delete(chainCursors);
    await app.db.delete(nftTransfers);
    await app.db.delete(nftHoldings);
    // The early NFT's mint job has not recorded its mint yet when the indexer begins.
    const late = await app.db.delete(nftMints).where(eq(nftMints.nftId, early)).returning();
    await app.chainIndexer.runOnce();
    await app.db.insert(nftMints).values(late);
    await app.chainIndexer.runOnce();
    expect(await recorded()).toEqual(whole);
  });

  it('counts a log it is given again only once (unique chain, transaction, log and place in a batch)', async () => {
    const whole = await recorded();
    const [cursor] = await app.db.select().from(chainCursors);
    const logs = await clients.publicClient('local').getLogs({
      address: [erc721.address as Address],
      events: nftTransfersHandler.events,
      fromBlock: BigInt(cursor!.lastBlock),
      toBlock: BigInt(cursor!.lastBlock),
      strict: true,
    });
    expect(logs.length).toBeGreaterThan(0);
    await app.db.transaction((tx) => nftTransfersHandler.record(tx, 'local', logs as never));
    expect(await recorded()).toEqual(whole);
  });

  it('moves copies between wallets into the owners and the transfers (spec doc 1 §7)', async () => {
    const id = await nft(erc1155, 5);
    await drainJobs(app);
    const store = chain.clients.walletClient('local');
    const sent = await store.writeContract({
      address: erc1155.address as Address,
      abi: mintfrontErc1155Abi,
      functionName: 'safeTransferFrom',
      args: [chain.operator, collector.address, BigInt(id), 2n, '0x'],
    });
    await chain.publicClient.waitForTransactionReceipt({ hash: sent });
    const wallet = createWalletClient({
      account: collector,
      chain: chain.publicClient.chain,
      transport: http(chain.publicClient.transport.url as string),
    });
    const passed = await wallet.writeContract({
      address: erc1155.address as Address,
      abi: mintfrontErc1155Abi,
      functionName: 'safeTransferFrom',
      args: [collector.address, second, BigInt(id), 1n, '0x'],
    });
    await chain.publicClient.waitForTransactionReceipt({ hash: passed });
    await app.chainIndexer.runOnce();

    const [a, b] = [collector.address, second].sort((x, y) =>
      x.toLowerCase() < y.toLowerCase() ? -1 : 1,
    );
    const owners = await call(app, 'GET', `/api/token/owner/${id}`, owner);
    expect(owners.body.data).toEqual({
      list: [
        { address: chain.operator, quantity: 3 },
        { address: a, quantity: 1 },
        { address: b, quantity: 1 },
      ],
      total: 3,
      lastPage: 1,
    });
    const page2 = await call(app, 'GET', `/api/token/owner/${id}?page=2&limit=1`, owner);
    expect(page2.body.data).toEqual({ list: [{ address: a, quantity: 1 }], total: 3, lastPage: 3 });
    const moves = (await call(app, 'GET', `/api/secondary/${id}`, owner)).body.data;
    expect(moves.total).toBe(2);
    expect(moves.list).toMatchObject([
      { from: collector.address, to: second, tokenId: String(id), quantity: 1, txHash: passed },
      {
        from: chain.operator,
        to: collector.address,
        tokenId: String(id),
        quantity: 2,
        txHash: sent,
      },
    ]);
    expect((await getNft(app, owner, id)).body.data.chain).toEqual({ minted: 5, owned: 3 });
    expect(
      (
        await app.db
          .select({ n: count() })
          .from(nftHoldings)
          .where(sql`quantity = 0`)
      )[0]!.n,
    ).toBe(0);
  });

  it('forgets the transfers of blocks the chain replaced (a local chain restored from an older state)', async () => {
    const id = await nft(erc1155, 4);
    await drainJobs(app);
    const before = await chain.testClient.snapshot();
    const sent = await chain.clients.walletClient('local').writeContract({
      address: erc1155.address as Address,
      abi: mintfrontErc1155Abi,
      functionName: 'safeTransferFrom',
      args: [chain.operator, collector.address, BigInt(id), 1n, '0x'],
    });
    await chain.publicClient.waitForTransactionReceipt({ hash: sent });
    await app.chainIndexer.runOnce();
    expect((await call(app, 'GET', `/api/token/owner/${id}`, owner)).body.data.total).toBe(2);

    await chain.testClient.revert({ id: before });
    await chain.testClient.mine({ blocks: 3 });
    await app.chainIndexer.runOnce();
    expect((await call(app, 'GET', `/api/token/owner/${id}`, owner)).body.data).toEqual({
      list: [{ address: chain.operator, quantity: 4 }],
      total: 1,
      lastPage: 1,
    });
    expect((await call(app, 'GET', `/api/secondary/${id}`, owner)).body.data.total).toBe(0);
    expect((await getNft(app, owner, id)).body.data.chain).toEqual({ minted: 4, owned: 4 });
  });

  it('records no transfer of 0 copies (anyone may send 0 of any ERC-1155 token)', async () => {
    const id = await nft(erc1155, 2);
    await drainJobs(app);
    await app.chainIndexer.runOnce();
    const wallet = createWalletClient({
      account: collector,
      chain: chain.publicClient.chain,
      transport: http(chain.publicClient.transport.url as string),
    });
    const nothing = await wallet.writeContract({
      address: erc1155.address as Address,
      abi: mintfrontErc1155Abi,
      functionName: 'safeTransferFrom',
      args: [collector.address, second, BigInt(id), 0n, '0x'],
    });
    await chain.publicClient.waitForTransactionReceipt({ hash: nothing });
    const before = await recorded();
    await app.chainIndexer.runOnce();
    expect(await recorded()).toEqual(before);
    expect((await call(app, 'GET', `/api/secondary/${id}`, owner)).body.data.total).toBe(0);
  });

  it('starts a deployment with no recorded hash at its first recorded mint, and one with no mint nowhere', async () => {
    const withHash = await app.db
      .select()
      .from(collections)
      .where(eq(collections.shopId, owner.shopId));
    const client = clients.publicClient('local');
    try {
      await app.db.update(collections).set({ txHash: null }).where(eq(collections.id, erc721.id));
      await app.db
        .update(collections)
        .set({ txHash: null, address: null })
        .where(eq(collections.id, erc1155.id));
      const [first] = await app.db
        .select({ block: sql<string>`min(${nftMints.blockNumber}::bigint)` })
        .from(nftMints)
        .innerJoin(nfts, eq(nfts.id, nftMints.nftId))
        .where(eq(nfts.contractId, erc721.id));
      expect(await nftTransfersHandler.startBlock(app.db, 'local', client)).toBe(
        BigInt(first!.block),
      );
      await app.db.delete(nftMints);
      expect(await nftTransfersHandler.startBlock(app.db, 'local', client)).toBeNull();
    } finally {
      for (const row of withHash)
        await app.db
          .update(collections)
          .set({ txHash: row.txHash, address: row.address })
          .where(eq(collections.id, row.id));
    }
  });
});

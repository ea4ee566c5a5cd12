import { NFT_STATUS, type Collection } from '@mintfront/domain';
import { InvalidAddressError, createPublicClient, custom } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONFIRMATIONS, createChainIndexer } from '../../platform/chain/chain-indexer.ts';
import { createChainClients, type ChainClients } from '../../platform/chain/clients.ts';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { closedPort } from '../../test/chain-nodes.ts';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import {
  createCategory,
  createNft,
  deployedCollection,
  drainJobs,
  getNft,
  testWorker,
  uploadContent,
  type Who,
} from './nfts-test-kit.ts';
import { nftTransfersHandler } from './nfts-transfers.indexer.ts';

// GET /api/tokens/{id} when the chain cannot be read: the NFT still answers, from the events recorded.
let chain: TestChain;
let app: TestApp;
let owner: Who;
let erc1155: Collection;
let minted: number;
let mintBody: Record<string, unknown>;
/** What the app's chain clients do now: read the test chain, or fail as a node can. */
let node: 'up' | 'down' | 'refusesRange' | 'bug' | 'viemBug' = 'up';
let clients: ChainClients;

beforeAll(async () => {
  chain = await startTestChain();
  const down = createChainClients(
    { rpcUrls: {}, operator: undefined },
    `http://127.0.0.1:${await closedPort()}`,
  );
  // A provider that refuses the getLogs range (Infura's -32005), answering everything else.
  const refusesRange = createPublicClient({
    chain: chain.publicClient.chain,
    transport: custom({
      request: async ({ method, params }) => {
        if (method === 'eth_getLogs')
          throw Object.assign(new Error('query returned more than 10000 results'), {
            code: -32005,
          });
        return chain.publicClient.request({ method, params } as never);
      },
    }),
  });
  clients = {
    keys: chain.clients.keys,
    publicClient(key) {
      if (node === 'bug') throw new TypeError('not a chain fault');
      // A viem error that is no node's fault (a bad address): not the chain being unreadable.
      if (node === 'viemBug') throw new InvalidAddressError({ address: '0xnot' });
      return node === 'down'
        ? down.publicClient(key)
        : node === 'refusesRange'
          ? refusesRange
          : chain.clients.publicClient(key);
    },
    walletClient: (key) => chain.clients.walletClient(key),
  };
  app = await createTestApp(
    {},
    { chain: clients, jobs: { worker: false }, indexer: { loop: false } },
  );
  const o = await signUp(app);
  owner = { as: o, shopId: (await createShop(app, o)).id };
  erc1155 = await deployedCollection(app, owner, 2, 'READ');
  const body = (mintBody = {
    icon: await uploadContent(app, owner),
    title: 'Moon',
    contract_id: erc1155.id,
    category: String(await createCategory(app, owner, 'Art')),
    copies: 3,
    rank: 1,
  });
  minted = (await createNft(app, owner, body)).body.data.id;
  await drainJobs(app);
});
afterAll(async () => {
  await app?.closeAll();
  await chain?.stop();
});

/** The indexer tries the chain as the node now is (a new block waits, so getLogs is asked too). */
async function indexWhile(state: typeof node) {
  await chain.testClient.mine({ blocks: 1 });
  node = state;
  await app.chainIndexer.runOnce();
}
afterEach(async () => {
  node = 'up';
  await app.chainIndexer.runOnce();
});

describe('GET /api/tokens/{id} when the chain cannot be read', () => {
  it('answers the minted NFT with its chain facts while the node answers', async () => {
    node = 'up';
    expect((await getNft(app, owner, minted)).body.data).toMatchObject({
      status: NFT_STATUS.offSale,
      total_minted: 3,
      chain: { minted: 3, owned: 3 },
    });
    expect((await getNft(app, owner, minted)).body.data.chain_unavailable).toBeUndefined();
  });

  it.each(['down', 'refusesRange'] as const)(
    'answers the NFT with its recorded chain facts and chain_unavailable (unreachable) when the node is %s',
    async (state) => {
      await indexWhile(state);
      const res = await getNft(app, owner, minted);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        statusCode: 0,
        data: {
          id: minted,
          status: NFT_STATUS.offSale,
          total_minted: 3,
          chain: { minted: 3, owned: 3 },
          chain_unavailable: true,
          chain_unavailable_reason: 'unreachable',
        },
      });
    },
  );

  it('says nothing of the chain again once the node answers', async () => {
    await indexWhile('down');
    node = 'up';
    await app.chainIndexer.runOnce();
    const { data } = (await getNft(app, owner, minted)).body;
    expect(data.chain_unavailable).toBeUndefined();
    expect(data.chain_unavailable_reason).toBeUndefined();
  });

  it('logs one warning naming the chain and the chain fault when the node goes down', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const indexer = createChainIndexer({ db: app.db, clients: () => clients, log });
    indexer.register(nftTransfersHandler);
    await chain.testClient.mine({ blocks: 1 });
    node = 'down';
    await indexer.runOnce();
    await indexer.runOnce();
    node = 'up';
    expect(log.warn).toHaveBeenCalledOnce();
    expect(log.warn.mock.calls[0]![0]).toMatchObject({
      chain: 'local',
      source: 'nfts.transfers',
      err: { name: 'HttpRequestError', message: expect.any(String) },
    });
    expect(log.error).not.toHaveBeenCalled();
  });

  it.each(['owner', 'secondary'] as const)(
    'answers the %s list from the recorded events when the node is down',
    async (list) => {
      await indexWhile('down');
      const res = await call(
        app,
        'GET',
        list === 'owner' ? `/api/token/owner/${minted}` : `/api/secondary/${minted}`,
        owner,
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual(
        list === 'owner'
          ? { list: [{ address: chain.operator, quantity: 3 }], total: 1, lastPage: 1 }
          : { list: [], total: 0, lastPage: 1 },
      );
    },
  );

  it.each(['bug', 'viemBug'] as const)(
    'still fails on a fault that is not the chain\u2019s (%s: a programming error surfaces from the indexer, not as an outage)',
    async (state) => {
      await chain.testClient.mine({ blocks: 1 });
      node = state;
      await expect(app.chainIndexer.runOnce()).rejects.toThrow(
        state === 'bug' ? TypeError : InvalidAddressError,
      );
      const res = await call(app, 'GET', `/api/tokens/${minted}`, owner);
      node = 'up';
      expect(res.status).toBe(200);
      expect(res.body.data.chain_unavailable).toBeUndefined();
    },
  );
});

describe('GET /api/tokens/{id} right after the NFT\u2019s own mint', () => {
  const mintNew = async () => {
    const id = (await createNft(app, owner, mintBody)).body.data.id as number;
    // The mint job only: the indexer has not recorded the mint yet.
    const worker = testWorker(app);
    while (await worker.runOnce());
    return id;
  };

  it('answers 200 (the records may lag) when the indexer pass it meets fails with a programming fault', async () => {
    const id = await mintNew();
    node = 'bug';
    const res = await getNft(app, owner, id);
    node = 'up';
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      chain: { minted: 0, owned: 0 },
      chain_unavailable: true,
      chain_unavailable_reason: 'catching_up',
    });
  });

  it('on a chain with confirmations answers the records with chain_unavailable (catching up, not unreachable) until the mint is confirmed and recorded', async () => {
    CONFIRMATIONS.local = 2n;
    try {
      const id = await mintNew();
      await app.chainIndexer.runOnce();
      expect((await getNft(app, owner, id)).body.data).toMatchObject({
        chain: { minted: 0, owned: 0 },
        chain_unavailable: true,
        chain_unavailable_reason: 'catching_up',
      });
      await chain.testClient.mine({ blocks: 2 });
      await app.chainIndexer.runOnce();
      const res = await getNft(app, owner, id);
      expect(res.body.data.chain).toEqual({ minted: 3, owned: 3 });
      expect(res.body.data.chain_unavailable).toBeUndefined();
    } finally {
      CONFIRMATIONS.local = 0n;
    }
  });
});

import { createServer } from 'node:net';
import { NFT_STATUS, type Collection } from '@mintfront/domain';
import { eq } from 'drizzle-orm';
import { InvalidAddressError, createPublicClient, custom } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChainClients, type ChainClients } from '../../platform/chain/clients.ts';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import { createCategory, createNft, deployedCollection, drainJobs, getNft, uploadContent, type Who } from './nfts-test-kit.ts';
import { nftsService } from './nfts.service.ts';

// GET /api/tokens/{id} when the chain cannot be read: the NFT still answers, from the database.
let chain: TestChain;
let app: TestApp;
let owner: Who;
let erc1155: Collection;
let minted: number;
/** What the app's chain clients do now: read the test chain, or fail as a node can. */
let node: 'up' | 'down' | 'refusesRange' | 'bug' | 'viemBug' = 'up';
let clients: ChainClients;

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

beforeAll(async () => {
  chain = await startTestChain();
  const down = createChainClients({ rpcUrls: {}, operator: undefined }, `http://127.0.0.1:${await closedPort()}`);
  // A provider that refuses the getLogs range (Infura's -32005), answering everything else.
  const refusesRange = createPublicClient({
    chain: chain.publicClient.chain,
    transport: custom({
      request: async ({ method, params }) => {
        if (method === 'eth_getLogs') throw Object.assign(new Error('query returned more than 10000 results'), { code: -32005 });
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
      return node === 'down' ? down.publicClient(key) : node === 'refusesRange' ? refusesRange : chain.clients.publicClient(key);
    },
    walletClient: (key) => chain.clients.walletClient(key),
  };
  app = await createTestApp({}, { chain: clients, jobs: { worker: false } });
  const o = await signUp(app);
  owner = { as: o, shopId: (await createShop(app, o)).id };
  erc1155 = await deployedCollection(app, owner, 2, 'READ');
  const body = { icon: await uploadContent(app, owner), title: 'Moon', contract_id: erc1155.id, category: String(await createCategory(app, owner, 'Art')), copies: 3, rank: 1 };
  minted = (await createNft(app, owner, body)).body.data.id;
  await drainJobs(app);
});
afterAll(async () => {
  await app?.closeAll();
  await chain?.stop();
});

describe('GET /api/tokens/{id} when the chain cannot be read', () => {
  it('answers the minted NFT with its chain facts while the node answers', async () => {
    node = 'up';
    expect((await getNft(app, owner, minted)).body.data).toMatchObject({ status: NFT_STATUS.offSale, total_minted: 3, chain: { minted: 3, owned: 3 } });
    expect((await getNft(app, owner, minted)).body.data.chain_unavailable).toBeUndefined();
  });

  it.each(['down', 'refusesRange'] as const)('answers the NFT from the database with chain null when the node is %s', async (state) => {
    node = state;
    const res = await getNft(app, owner, minted);
    node = 'up';
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ statusCode: 0, data: { id: minted, status: NFT_STATUS.offSale, total_minted: 3, chain: null, chain_unavailable: true } });
  });

  it('logs a warning naming the NFT and the chain fault', async () => {
    const [shop] = await app.db.select().from(shops).where(eq(shops.id, owner.shopId));
    const log = { warn: vi.fn() };
    node = 'down';
    const detail = await nftsService.get({ db: app.db, jobs: app.jobs, chain: clients, publicUrl: 'http://localhost:8080', log }, { shop: shop!, userId: owner.as.uid, isOwner: true }, minted);
    node = 'up';
    expect(detail.chain).toBeNull();
    expect(log.warn).toHaveBeenCalledOnce();
    expect(log.warn.mock.calls[0]![0]).toMatchObject({ nftId: minted, err: { name: 'HttpRequestError', message: expect.any(String) } });
  });

  it.each(['owner', 'secondary'] as const)('answers CHAIN_UNAVAILABLE on the %s list, which only the chain can fill, when the node is down', async (list) => {
    node = 'down';
    const res = await call(app, 'GET', list === 'owner' ? `/api/token/owner/${minted}` : `/api/secondary/${minted}`, owner);
    node = 'up';
    expect(res.body).toMatchObject({ statusCode: 40041 });
    expect(res.status).not.toBe(500);
  });

  it.each(['bug', 'viemBug'] as const)('still fails on a fault that is not the chain\u2019s (%s: a programming error surfaces)', async (state) => {
    node = state;
    const res = await call(app, 'GET', `/api/tokens/${minted}`, owner);
    const owners = await call(app, 'GET', `/api/token/owner/${minted}`, owner);
    node = 'up';
    expect(res.status).toBe(500);
    expect(owners.status).toBe(500);
  });
});

import { mintfrontErc1155Abi, mintfrontErc721Abi } from '@mintfront/contracts';
import type {
  Collection,
  NftDetail,
  NftImportResult,
  NftOwner,
  NftTransfer,
} from '@mintfront/domain';
import sharp from 'sharp';
import { getAddress, type Address, type Hash } from 'viem';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createChainClients, type ChainClients } from '../../platform/chain/clients.ts';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { cappedLogsClient, closedPort, type LogsCount } from '../../test/chain-nodes.ts';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import {
  deployOnChain,
  importCollection,
  jsonUri,
  mint1155,
  mint721,
} from './nfts-import-test-kit.ts';
import { createCategory, type Who } from './nfts-test-kit.ts';

// Owners and chain quantities of imported NFTs (docs/decisions.md "Chain indexer"): the store did not
// mint them, so the indexer records each imported contract's transfers from its deployment, and the
// answers read those records, never the chain's logs during a request (issue 19 item 1).

let chain: TestChain;
let app: TestApp;
let owner: Who;
let category: number;
let erc721: Collection, erc1155: Collection;
let a721: Address, a1155: Address;
const buyer = getAddress(privateKeyToAccount(generatePrivateKey()).address);
/** The node's answer to getLogs holds at most this many logs, as viem's cap on an answer's size. */
const LOGS_PER_ANSWER = 3;
const logsCount: LogsCount = { calls: 0, tooLarge: 0 };
/** The app's node answers, or is down. */
let node: 'up' | 'down' = 'up';
/** Token metadata with an image, as a data: URI. */
let meta: (name: string) => string;
const collector = getAddress(privateKeyToAccount(generatePrivateKey()).address);

const wait = async (hash: Promise<Hash>) =>
  chain.publicClient.waitForTransactionReceipt({ hash: await hash });
const wallet = () => chain.clients.walletClient('local');
const send721 = (id: bigint, to: Address) =>
  wait(
    wallet().writeContract({
      address: a721,
      abi: mintfrontErc721Abi,
      functionName: 'transferFrom',
      args: [chain.operator, to, id],
    }),
  );
const send1155 = (id: bigint, to: Address, amount: bigint) =>
  wait(
    wallet().writeContract({
      address: a1155,
      abi: mintfrontErc1155Abi,
      functionName: 'safeTransferFrom',
      args: [chain.operator, to, id, amount, '0x'],
    }),
  );

async function importOne(contractId: number, tokenId: string): Promise<number> {
  const res = await call<NftImportResult>(app, 'POST', '/api/tokens/import', {
    ...owner,
    body: { contract_id: contractId, token_ids: tokenId, category: String(category) },
  });
  expect(res.body.data.refused).toEqual([]);
  return res.body.data.imported[0]!.id;
}
const detail = async (id: number) =>
  (await call<NftDetail>(app, 'GET', `/api/tokens/${id}`, owner)).body.data;
const owners = async (id: number, q = '') =>
  (await call<{ list: NftOwner[]; total: number }>(app, 'GET', `/api/token/owner/${id}${q}`, owner))
    .body.data;
const secondary = async (id: number) =>
  (await call<{ list: NftTransfer[]; total: number }>(app, 'GET', `/api/secondary/${id}`, owner))
    .body.data;

beforeAll(async () => {
  chain = await startTestChain();
  const capped = cappedLogsClient(chain, LOGS_PER_ANSWER, logsCount);
  const down = createChainClients(
    { rpcUrls: {}, operator: undefined },
    `http://127.0.0.1:${await closedPort()}`,
  );
  const clients: ChainClients = {
    keys: chain.clients.keys,
    publicClient: (key) => (node === 'down' ? down.publicClient(key) : (capped as never)),
    walletClient: (key) => chain.clients.walletClient(key),
  };
  app = await createTestApp(
    {},
    { chain: clients, jobs: { worker: false }, indexer: { loop: false } },
  );
  const o = await signUp(app);
  owner = { as: o, shopId: (await createShop(app, o)).id };
  category = await createCategory(app, owner, 'Imported');
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  meta = (name: string) =>
    jsonUri({ name, image: `data:image/png;base64,${png.toString('base64')}` });

  a721 = await deployOnChain(chain, 'erc721', 'OWN');
  await mint721(chain, a721, meta('Kept')); // #1 stays with the store wallet (the operator: the shop has no wallet bound)
  await mint721(chain, a721, meta('Sold')); // #2 goes to a buyer before the import
  await send721(2n, buyer);
  erc721 = await importCollection(app, owner, a721);

  a1155 = await deployOnChain(chain, 'erc1155', 'OWNM');
  await mint1155(chain, a1155, 5n, 10n, meta('Shared'));
  await mint1155(chain, a1155, 6n, 4n, meta('Other'));
  await send1155(5n, buyer, 3n);
  // A batch moves copies of two ids at once: only id 5's count.
  await wait(
    wallet().writeContract({
      address: a1155,
      abi: mintfrontErc1155Abi,
      functionName: 'safeBatchTransferFrom',
      args: [chain.operator, collector, [5n, 6n], [2n, 1n], '0x'],
    }),
  );
  erc1155 = await importCollection(app, owner, a1155);
  await app.chainIndexer.runOnce();
});
afterEach(() => {
  node = 'up';
});
afterAll(async () => {
  await app?.closeAll();
  await chain?.stop();
});

describe('chain facts of imported ERC-721 tokens', () => {
  it('answer the recorded owner: the store wallet holds its token, a sold one shows its buyer', async () => {
    const kept = await importOne(erc721.id, '1');
    const sold = await importOne(erc721.id, '2');
    expect((await detail(kept)).chain).toEqual({ minted: 1, owned: 1 });
    expect(await owners(kept)).toMatchObject({
      total: 1,
      list: [{ address: chain.operator, quantity: 1 }],
    });
    expect((await detail(sold)).chain).toEqual({ minted: 1, owned: 0 });
    expect(await owners(sold)).toMatchObject({ total: 1, list: [{ address: buyer, quantity: 1 }] });
    // The token's transfers between wallets, as the chain logged them.
    expect(await secondary(sold)).toMatchObject({
      total: 1,
      list: [{ from: chain.operator, to: buyer, tokenId: '2', quantity: 1 }],
    });
    expect((await secondary(kept)).total).toBe(0);
  });

  it('follow the token after the import', async () => {
    const id = (await call(app, 'GET', `/api/tokens?contract_id=${erc721.id}&search=Kept`, owner))
      .body.data.list[0].id as number;
    await send721(1n, collector);
    await app.chainIndexer.runOnce();
    expect((await detail(id)).chain).toEqual({ minted: 1, owned: 0 });
    expect((await owners(id)).list).toEqual([{ address: collector, quantity: 1 }]);
  });
});

describe('chain facts of imported ERC-1155 tokens', () => {
  it('count every holder from the recorded TransferSingle and TransferBatch events', async () => {
    const id = await importOne(erc1155.id, '5');
    const nft = await detail(id);
    // The store records the copies its wallet holds; the chain says 10 were minted.
    expect(nft).toMatchObject({ copies: 5, total_minted: 5, chain: { minted: 10, owned: 5 } });
    expect(await owners(id)).toMatchObject({
      total: 3,
      list: [
        { address: chain.operator, quantity: 5 },
        { address: buyer, quantity: 3 },
        { address: collector, quantity: 2 },
      ],
    });
    expect((await owners(id, '?page=2&limit=2')).list).toEqual([
      { address: collector, quantity: 2 },
    ]);
    const moves = await secondary(id);
    expect(moves.total).toBe(2);
    expect(moves.list.map((m) => [m.to, m.quantity])).toEqual([
      [collector, 2],
      [buyer, 3],
    ]);

    await send1155(5n, buyer, 1n);
    await app.chainIndexer.runOnce();
    expect((await detail(id)).chain).toEqual({ minted: 10, owned: 4 });
    // Equal holdings come in the order of their addresses.
    const [first, next] = [chain.operator, buyer].sort((x, y) =>
      x.toLowerCase() < y.toLowerCase() ? -1 : 1,
    );
    expect((await owners(id)).list).toEqual([
      { address: first, quantity: 4 },
      { address: next, quantity: 4 },
      { address: collector, quantity: 2 },
    ]);
  });
});

describe('imported collections in the chain indexer (issue 19 item 1)', () => {
  it('answer the detail, owners and transfers of an imported NFT from the recorded events, reading no logs during the request', async () => {
    const id = await importOne(erc1155.id, '6');
    await app.chainIndexer.runOnce();
    const before = logsCount.calls;
    const nft = await call<NftDetail>(app, 'GET', `/api/tokens/${id}`, owner);
    const held = await call(app, 'GET', `/api/token/owner/${id}`, owner);
    const moved = await call(app, 'GET', `/api/secondary/${id}`, owner);
    expect([nft.status, held.status, moved.status]).toEqual([200, 200, 200]);
    expect(logsCount.calls).toBe(before);
    expect(nft.body.data.chain).toEqual({ minted: 4, owned: 3 });
    expect(nft.body.data.chain_unavailable).toBeUndefined();
    expect(held.body.data).toEqual({
      list: [
        { address: chain.operator, quantity: 3 },
        { address: collector, quantity: 1 },
      ],
      total: 2,
      lastPage: 1,
    });
    // The batch transfer moved id 6 too, in a range the node would not answer whole.
    expect(moved.body.data).toMatchObject({ total: 1, list: [{ to: collector, quantity: 1 }] });
  });

  it('read a contract imported after the indexer passed its history from the block it was deployed in', async () => {
    const late = await deployOnChain(chain, 'erc1155', 'LATE');
    for (let i = 0; i < 4; i++) await mint1155(chain, late, 9n, 2n, meta('Late'));
    await app.chainIndexer.runOnce(); // the other cursors move past the late contract's history
    await chain.testClient.mine({ blocks: 3 });
    const collection = await importCollection(app, owner, late);
    await app.chainIndexer.runOnce();
    const id = await importOne(collection.id, '9');
    const before = logsCount.calls;
    expect((await detail(id)).chain).toEqual({ minted: 8, owned: 8 });
    expect(await owners(id)).toMatchObject({
      total: 1,
      list: [{ address: chain.operator, quantity: 8 }],
    });
    expect(logsCount.calls).toBe(before);
  });

  it('answer from the records, saying the chain is unreachable, when the node is down (never a 500)', async () => {
    const id = (await call(app, 'GET', `/api/tokens?contract_id=${erc1155.id}`, owner)).body.data
      .list[0].id as number;
    const recorded = await owners(id);
    await chain.testClient.mine({ blocks: 1 });
    node = 'down';
    await app.chainIndexer.runOnce();
    const res = await call<NftDetail>(app, 'GET', `/api/tokens/${id}`, owner);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      chain_unavailable: true,
      chain_unavailable_reason: 'unreachable',
    });
    expect(res.body.data.chain).not.toBeNull();
    const held = await call(app, 'GET', `/api/token/owner/${id}`, owner);
    const moved = await call(app, 'GET', `/api/secondary/${id}`, owner);
    expect([held.status, moved.status]).toEqual([200, 200]);
    expect(held.body.data).toEqual(recorded);
  });
});

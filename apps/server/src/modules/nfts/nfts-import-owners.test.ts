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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import {
  deployOnChain,
  importCollection,
  jsonUri,
  mint1155,
  mint721,
} from './nfts-import-test-kit.ts';
import { createCategory, type Who } from './nfts-test-kit.ts';

// Owners and chain quantities of imported NFTs (docs/decisions.md "Owners and transfers of imported
// NFTs"): the store did not mint them, so the chain is read for the token itself.

let chain: TestChain;
let app: TestApp;
let owner: Who;
let category: number;
let erc721: Collection, erc1155: Collection;
let a721: Address, a1155: Address;
const buyer = getAddress(privateKeyToAccount(generatePrivateKey()).address);
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
  app = await createTestApp({}, { chain: chain.clients, jobs: { worker: false } });
  const o = await signUp(app);
  owner = { as: o, shopId: (await createShop(app, o)).id };
  category = await createCategory(app, owner, 'Imported');
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  const meta = (name: string) =>
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
});
afterAll(async () => {
  await app?.closeAll();
  await chain?.stop();
});

describe('chain facts of imported ERC-721 tokens', () => {
  it('read the owner with ownerOf: the store wallet holds its token, a sold one shows its buyer', async () => {
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
    expect((await detail(id)).chain).toEqual({ minted: 1, owned: 0 });
    expect((await owners(id)).list).toEqual([{ address: collector, quantity: 1 }]);
  });
});

describe('chain facts of imported ERC-1155 tokens', () => {
  it('read every holder from TransferSingle and TransferBatch logs, with balances from the chain', async () => {
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
    expect((await detail(id)).chain).toEqual({ minted: 10, owned: 4 });
    expect((await owners(id)).list).toEqual([
      { address: chain.operator, quantity: 4 },
      { address: buyer, quantity: 4 },
      { address: collector, quantity: 2 },
    ]);
  });
});

import { mintfrontErc1155Abi } from '@mintfront/contracts';
import { NFT_STATUS, type Collection, type Shop } from '@mintfront/domain';
import { parseEther, type Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { claimedByDeadServer } from '../../test/dead-server.ts';
import { call, createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import {
  createCategory,
  createNft,
  deployedCollection,
  getNft,
  testWorker,
  uploadContent,
  type Who,
} from './nfts-test-kit.ts';
import {
  ERC721_MINT_CHUNK,
  MINT_NFT_JOB,
  signAndRecordMint,
  type MintCheckpoint,
  type MintNftPayload,
} from './nfts-mint.job.ts';
import { nftsRepo } from './nfts.repo.ts';

let chain: TestChain;
let app: TestApp;
let shop: Shop;
let owner: Who;
let erc721: Collection, erc1155: Collection;
let category: number;
let icon: string;

// This server runs no worker of its own: each test plays the dead server and the one after it.
beforeAll(async () => {
  chain = await startTestChain();
  app = await createTestApp({}, { chain: chain.clients, jobs: { worker: false } });
  const o = await signUp(app);
  shop = await createShop(app, o);
  owner = { as: o, shopId: shop.id };
  erc721 = await deployedCollection(app, owner, 1, 'RST');
  erc1155 = await deployedCollection(app, owner, 2, 'RSTM');
  category = await createCategory(app, owner, 'Art');
  icon = await uploadContent(app, owner);
});
afterAll(async () => {
  await app?.closeAll();
  await chain?.stop();
});
afterEach(async () => {
  await chain.testClient.setAutomine(true);
});

const writer = () => chain.clients.walletClient('local');
const operatorNonce = () =>
  chain.publicClient.getTransactionCount({ address: chain.operator, blockTag: 'pending' });
const balance1155 = (id: number) =>
  chain.publicClient.readContract({
    address: erc1155.address as Address,
    abi: mintfrontErc1155Abi,
    functionName: 'balanceOf',
    args: [chain.operator, BigInt(id)],
  });

async function queuedMint(copies: number, contract = erc1155) {
  const res = await createNft(app, owner, {
    icon,
    title: 'Restart',
    contract_id: contract.id,
    category: String(category),
    copies,
    rank: 1,
  });
  expect(res.body.statusCode).toBe(0);
  return res.body.data.id as number;
}

const deadServerClaims = () => claimedByDeadServer(app, MINT_NFT_JOB);
const pause = () => new Promise((r) => setTimeout(r, 20));

async function expectMintedOnce(id: number, copies: number, transactions = 1) {
  const nft = (await getNft(app, owner, id)).body.data;
  expect(nft).toMatchObject({
    status: NFT_STATUS.offSale,
    total_minted: copies,
    chain: { minted: copies, owned: copies },
  });
  const history = (await call(app, 'POST', '/api/nft/minted/history', { ...owner, body: { id } }))
    .body.data;
  expect(history.total).toBe(transactions);
}

describe('a server killed mid-mint', () => {
  it('after signing and recording, before sending: the next server sends that same transaction', async () => {
    const id = await queuedMint(4);
    const ctx = await deadServerClaims();
    const nonceBefore = await operatorNonce();
    const pending = await signAndRecordMint(
      ctx,
      chain.publicClient,
      writer(),
      ctx.job.payload as MintNftPayload,
      4,
    );
    // …dies before the node saw it.
    await pause();
    expect(await testWorker(app, 'next-server').runOnce()).toBe(true);
    await expectMintedOnce(id, 4);
    expect(await balance1155(id)).toBe(4n);
    expect(await operatorNonce()).toBe(nonceBefore + 1);
    expect((await getNft(app, owner, id)).body.data.tx_hash).toBe(pending.hash);
  });

  it('after sending, before the receipt: the next server waits for it and mints nothing more', async () => {
    const id = await queuedMint(5);
    const ctx = await deadServerClaims();
    const nonceBefore = await operatorNonce();
    await chain.testClient.setAutomine(false);
    const pending = await signAndRecordMint(
      ctx,
      chain.publicClient,
      writer(),
      ctx.job.payload as MintNftPayload,
      5,
    );
    await chain.publicClient.sendRawTransaction({ serializedTransaction: pending.raw });
    // …dies with the transaction pending.
    const resumed = testWorker(app, 'next-server').runOnce();
    await new Promise((r) => setTimeout(r, 300));
    await chain.testClient.mine({ blocks: 1 });
    expect(await resumed).toBe(true);
    await expectMintedOnce(id, 5);
    expect(await balance1155(id)).toBe(5n);
    expect(await operatorNonce()).toBe(nonceBefore + 1);
  });

  it('after the mint was recorded but not the checkpoint: the next server does not count it twice', async () => {
    const id = await queuedMint(6);
    const ctx = await deadServerClaims();
    const payload = ctx.job.payload as MintNftPayload;
    const pending = await signAndRecordMint(ctx, chain.publicClient, writer(), payload, 6);
    await chain.publicClient.sendRawTransaction({ serializedTransaction: pending.raw });
    const receipt = await chain.publicClient.waitForTransactionReceipt({ hash: pending.hash });
    await nftsRepo.recordMint(app.db, id, {
      quantity: 6,
      firstTokenId: String(id),
      lastTokenId: String(id),
      toAddress: payload.to,
      txHash: pending.hash,
      blockNumber: String(receipt.blockNumber),
    });
    // …dies before the checkpoint said so.
    expect((ctx.job.checkpoint as MintCheckpoint).minted).toBeUndefined();
    await pause();
    expect(await testWorker(app, 'next-server').runOnce()).toBe(true);
    await expectMintedOnce(id, 6);
    expect(await balance1155(id)).toBe(6n);
  });

  it('when the recorded nonce went to another transaction: the next server signs again and mints once', async () => {
    const id = await queuedMint(2);
    const ctx = await deadServerClaims();
    const stale = await signAndRecordMint(
      ctx,
      chain.publicClient,
      writer(),
      ctx.job.payload as MintNftPayload,
      2,
    );
    // …dies unsent; the operator's nonce is used by something else meanwhile.
    await writer().sendTransaction({
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: parseEther('0.001'),
    });
    await pause();
    expect(await testWorker(app, 'next-server').runOnce()).toBe(true);
    await expectMintedOnce(id, 2);
    expect(await balance1155(id)).toBe(2n);
    expect((await getNft(app, owner, id)).body.data.tx_hash).not.toBe(stale.hash);
  });
});

describe('ERC-721 copies', () => {
  it('are minted in transactions of at most ERC721_MINT_CHUNK tokens', async () => {
    const copies = ERC721_MINT_CHUNK + 3;
    const id = await queuedMint(copies, erc721);
    expect(await testWorker(app).runOnce()).toBe(true);
    await expectMintedOnce(id, copies, 2);
    const owners = (await call(app, 'GET', `/api/token/owner/${id}`, owner)).body.data;
    expect(owners.list).toEqual([{ address: chain.operator, quantity: copies }]);
  });
});

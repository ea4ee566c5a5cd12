import { mintfrontErc721Abi, mintfrontMarketAbi } from '@mintfront/contracts';
import { ERRORS, NFT_STATUS } from '@mintfront/domain';
import { createWalletClient, http, zeroAddress, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { getNft } from '../nfts/testing.ts';
import {
  BUYER_KEYS,
  createSale,
  indexChain,
  mintedNft,
  sellingWorld,
  storeCall,
  walletBuyer,
  type Buyer,
  type SellingWorld,
} from './sales-test-kit.ts';

// Issue 20: auctions and offers escrowed by the market; outbid bidders withdraw; the owner's choice settles.
let w: SellingWorld;
let alice: Buyer, bob: Buyer, carol: Buyer;
let market: Address;
const ETH = 10n ** 18n;
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

beforeAll(async () => {
  w = await sellingWorld();
  [alice, bob, carol] = (await Promise.all(BUYER_KEYS.map((k) => walletBuyer(w, k)))) as [
    Buyer,
    Buyer,
    Buyer,
  ];
  market = (await call(w.app, 'GET', '/api/config')).body.data.markets.local;
}, 120_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

const bid = async (who: Buyer, saleId: number, amount: string) => {
  const res = await storeCall(w, who, 'POST', '/bids', { sale_id: saleId, amount });
  expect(res.body.statusCode, res.raw).toBe(0);
  await who.send(res.body.data.tx);
  return res.body.data.offer_id as number;
};
const credit = (who: Buyer) =>
  w.chain.publicClient.readContract({
    address: market,
    abi: mintfrontMarketAbi,
    functionName: 'credits',
    args: [who.account.address, zeroAddress],
  });
const offers = async (saleId: number) =>
  (await call(w.app, 'GET', `/api/offers?sale_id=${saleId}`, w.owner)).body.data.list as {
    id: number;
    status: string;
    wallet: string;
  }[];
async function withdraw(who: Buyer) {
  const wallet = createWalletClient({
    account: who.account,
    chain: w.chain.publicClient.chain,
    transport: http(w.chain.publicClient.transport.url as string),
  });
  const hash = await wallet.writeContract({
    address: market,
    abi: mintfrontMarketAbi,
    functionName: 'withdraw',
    args: [zeroAddress],
  });
  return w.chain.publicClient.waitForTransactionReceipt({ hash });
}
const ownerOf = async (nftId: number) => {
  const token = (await getNft(w.app, w.owner, nftId)).body.data.token_id;
  return w.chain.publicClient.readContract({
    address: w.erc721.address as Address,
    abi: mintfrontErc721Abi,
    functionName: 'ownerOf',
    args: [BigInt(token)],
  });
};

describe('an auction (type 2)', () => {
  it('escrows bids; an outbid bidder is credited and withdraws; the owner accepts the highest', async () => {
    const nft = await mintedNft(w, w.erc721, 1);
    const created = await createSale(w, {
      type: 2,
      goods_id: nft,
      quantity: 1,
      minimum_price: '0.1',
      increment_rate: 10,
      end_date: inDays(3),
    });
    const saleId = created.body.data.id as number;
    const low = await storeCall(w, alice, 'POST', '/bids', { sale_id: saleId, amount: '0.05' });
    expect(low.body.statusCode).toBe(ERRORS.VALIDATION.code);
    expect(low.body.statusDesc).toMatch(/at least 0\.1/);

    const first = await bid(alice, saleId, '0.1');
    await indexChain(w);
    expect((await offers(saleId)).find((o) => o.id === first)?.status).toBe('open');
    expect((await call(w.app, 'GET', `/api/sales/${saleId}`, w.owner)).body.data.status).toBe(
      'Open',
    );
    // The next bid is at least 10% above the standing one.
    const short = await storeCall(w, bob, 'POST', '/bids', { sale_id: saleId, amount: '0.105' });
    expect(short.body.statusDesc).toMatch(/at least 0\.11/);
    const second = await bid(bob, saleId, '0.2');
    await indexChain(w);
    const states = await offers(saleId);
    expect(states.find((o) => o.id === first)?.status).toBe('cancelled');
    expect(states.find((o) => o.id === second)?.status).toBe('open');
    // Outbid: Alice's 0.1 is her credit, and she takes it back.
    expect(await credit(alice)).toBe(ETH / 10n);
    const before = await w.chain.publicClient.getBalance({ address: alice.account.address });
    const receipt = await withdraw(alice);
    const after = await w.chain.publicClient.getBalance({ address: alice.account.address });
    expect(after - before + receipt.gasUsed * receipt.effectiveGasPrice).toBe(ETH / 10n);
    expect(await credit(alice)).toBe(0n);

    const unread = await call(w.app, 'GET', '/api/offer/unread', w.owner);
    expect(unread.body.data.count).toBe(0); // listing the offers above marked them seen
    const chosen = await call(w.app, 'POST', '/api/sale/offer/choice', {
      ...w.owner,
      body: { offer_id: second },
    });
    expect(chosen.body.statusCode, chosen.raw).toBe(0);
    await indexChain(w);
    expect((await call(w.app, 'GET', `/api/sales/${saleId}`, w.owner)).body.data).toMatchObject({
      status: 'Accepted',
      soldNum: 1,
    });
    expect((await offers(saleId)).find((o) => o.id === second)?.status).toBe('accepted');
    expect(await ownerOf(nft)).toBe(bob.account.address);
    expect((await getNft(w.app, w.owner, nft)).body.data.status).toBe(NFT_STATUS.soldOut);
    const kinds = (
      await call(w.app, 'GET', `/api/sales/history/${saleId}`, w.owner)
    ).body.data.list.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['sold', 'bid', 'refunded', 'bid', 'listed']);
  });
});

describe('offer mode', () => {
  it('keeps every offer; choosing one settles it and refuses the others, whose bidders withdraw', async () => {
    const nft = await mintedNft(w, w.erc721, 1);
    const created = await createSale(w, { type: 2, goods_id: nft, quantity: 1, offer_mode: true });
    const saleId = created.body.data.id as number;
    const a = await bid(alice, saleId, '0.3');
    const c = await bid(carol, saleId, '0.4');
    await indexChain(w);
    expect((await call(w.app, 'GET', '/api/offer/unread', w.owner)).body.data.count).toBe(2);
    expect((await offers(saleId)).map((o) => o.status)).toEqual(['open', 'open']);
    const chosen = await call(w.app, 'POST', '/api/sale/offer/choice', {
      ...w.owner,
      body: { offer_id: a },
    });
    expect(chosen.body.statusCode, chosen.raw).toBe(0);
    await indexChain(w);
    const states = await offers(saleId);
    expect(states.find((o) => o.id === a)?.status).toBe('accepted');
    expect(states.find((o) => o.id === c)?.status).toBe('cancelled');
    expect(await ownerOf(nft)).toBe(alice.account.address);
    expect(await credit(carol)).toBe((4n * ETH) / 10n);
    await withdraw(carol);
    expect(await credit(carol)).toBe(0n);
    const again = await call(w.app, 'POST', '/api/sale/offer/choice', {
      ...w.owner,
      body: { offer_id: c },
    });
    expect(again.body.statusCode).toBe(ERRORS.OFFER_NOT_OPEN.code);
  });
});

describe('stock', () => {
  it('makes a sale Invalid when the store wallet moved the NFT away', async () => {
    const nft = await mintedNft(w, w.erc721, 1);
    const saleId = (await createSale(w, { type: 1, goods_id: nft, quantity: 1, price: 1 })).body
      .data.id;
    const op = w.chain.clients.walletClient('local');
    const token = (await getNft(w.app, w.owner, nft)).body.data;
    const hash = await op.writeContract({
      address: w.erc721.address as Address,
      abi: mintfrontErc721Abi,
      functionName: 'transferFrom',
      args: [op.account.address, carol.account.address, BigInt(token.token_id)],
    });
    await w.chain.publicClient.waitForTransactionReceipt({ hash });
    await indexChain(w);
    expect((await call(w.app, 'GET', `/api/sales/${saleId}`, w.owner)).body.data.status).toBe(
      'Invalid',
    );
    const buy = await storeCall(w, alice, 'POST', '/checkout', { sale_id: saleId });
    expect(buy.body.statusCode).toBe(ERRORS.SALE_NOT_AVAILABLE.code);
  });
});

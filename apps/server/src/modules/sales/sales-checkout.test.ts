import { ERRORS, NFT_STATUS } from '@mintfront/domain';
import { and, eq } from 'drizzle-orm';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainCursors } from '../../platform/chain/chain-cursors.tables.ts';
import { createChainIndexer } from '../../platform/chain/chain-indexer.ts';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import { call } from '../../test/helper.ts';
import { nftTransfersHandler } from '../nfts/nfts-transfers.indexer.ts';
import { getNft } from '../nfts/testing.ts';
import { expireCheckouts } from './sales-expiry.ts';
import { MARKET_SOURCE, marketHandler } from './sales-market.indexer.ts';
import { stockHandler } from './sales-stock.ts';
import { saleRevenue } from './sales.tables.ts';
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

// Issue 20: a buyer pays on the chain, the indexer records it once; an unpaid checkout expires.
let w: SellingWorld;
let buyer: Buyer;
let second: Buyer;
let nft: number;
let saleId: number;
// Payees of the payout group: anvil's dev accounts 5 and 6 (never send anything here).
const payeeA = privateKeyToAccount(
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
).address;
const payeeB = privateKeyToAccount(
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
).address;

const sale = async () => (await call(w.app, 'GET', `/api/sales/${saleId}`, w.owner)).body.data;

beforeAll(async () => {
  w = await sellingWorld();
  buyer = await walletBuyer(w, BUYER_KEYS[0]!);
  second = await walletBuyer(w, BUYER_KEYS[1]!);
  const group = await call(w.app, 'POST', '/api/payment/groups', {
    ...w.owner,
    body: {
      name: 'Split',
      payees: [
        { name: 'A', address: payeeA, rate: 70 },
        { name: 'B', address: payeeB, rate: 30 },
      ],
    },
  });
  expect(group.body.statusCode, group.raw).toBe(0);
  nft = await mintedNft(w, w.erc1155, 5);
  const res = await createSale(w, {
    type: 1,
    goods_id: nft,
    quantity: 4,
    price: '0.5',
    payment_id: group.body.data.id,
  });
  expect(res.body.statusCode, res.raw).toBe(0);
  saleId = res.body.data.id;
  await w.app.db
    .update(shops)
    .set({ publishingStatus: 'published' })
    .where(eq(shops.id, w.shop.id));
}, 120_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

describe('checkout', () => {
  it('shows the sell order on the storefront, with what is left to buy', async () => {
    const list = await call(w.app, 'GET', `/api/store/${w.shop.subdomain}/nfts`);
    const card = list.body.data.list.find((n: { id: number }) => n.id === nft);
    expect(card.sell_orders).toEqual([
      expect.objectContaining({
        id: saleId,
        type: 1,
        price: '0.5',
        available: 4,
        currency: expect.objectContaining({ symbol: 'ETH' }),
      }),
    ]);
    const one = await call(w.app, 'GET', `/api/store/${w.shop.subdomain}/nft/${nft}`);
    expect(one.body.data.sell_orders[0].id).toBe(saleId);
  });

  it('refuses a buyer who is not signed in, and an ERC-721 rule or a quantity above what is left', async () => {
    const anon = await call(w.app, 'POST', `/api/store/${w.shop.subdomain}/checkout`, {
      body: { sale_id: saleId },
    });
    expect(anon.body.statusCode).toBe(401);
    const tooMany = await storeCall(w, buyer, 'POST', '/checkout', {
      sale_id: saleId,
      quantity: 5,
    });
    expect(tooMany.body.statusCode).toBe(ERRORS.SALE_QUANTITY_LEFT.code);
    expect(tooMany.body.statusDesc).toMatch(/4 left/);
  });

  it('signs a voucher the buyer pays on chain; the indexer confirms it once, also across a restart', async () => {
    const res = await storeCall(w, buyer, 'POST', '/checkout', { sale_id: saleId, quantity: 2 });
    expect(res.body.statusCode, res.raw).toBe(0);
    expect(res.body.data).toMatchObject({
      price: '0.5',
      discount: '0',
      total: '1',
      currency: { symbol: 'ETH' },
    });
    expect(res.body.data.tx.value).toBe(String(10n ** 18n));
    // Reserved until its deadline.
    expect((await sale()).available).toBe(2);
    const before = await Promise.all(
      [payeeA, payeeB].map((a) => w.chain.publicClient.getBalance({ address: a })),
    );
    await buyer.send(res.body.data.tx);
    let orders = await storeCall(w, buyer, 'GET', '/orders');
    expect(orders.body.data.list[0]).toMatchObject({
      order_id: res.body.data.order_id,
      status: 'pending',
    });

    // The server "restarts" before recording: a new indexer with the same handlers reads from the last cursor.
    const restarted = createChainIndexer({
      db: w.app.db,
      clients: () => w.chain.clients,
      log: { warn: () => {}, error: () => {} },
    });
    for (const h of [nftTransfersHandler, marketHandler, stockHandler]) restarted.register(h);
    await restarted.runOnce();
    await indexChain(w);
    // And reads the same blocks again (a cursor left behind): nothing is counted twice.
    await w.app.db
      .update(chainCursors)
      .set({ lastBlock: 1, lastHash: null })
      .where(and(eq(chainCursors.chain, 'local'), eq(chainCursors.source, MARKET_SOURCE)));
    await indexChain(w);

    orders = await storeCall(w, buyer, 'GET', '/orders');
    expect(orders.body.data.list[0]).toMatchObject({
      status: 'confirmed',
      quantity: 2,
      total: '1',
    });
    expect(orders.body.data.list[0].txHash).toMatch(/^0x/);
    expect(await sale()).toMatchObject({ soldNum: 2, surplus: 2, available: 2, status: 'Active' });
    const history = await call(w.app, 'GET', `/api/sales/history/${saleId}`, w.owner);
    const sold = history.body.data.list.filter((e: { kind: string }) => e.kind === 'sold');
    expect(sold).toEqual([
      expect.objectContaining({ wallet: buyer.account.address, quantity: 2, amount: '1' }),
    ]);
    // The payees were paid 70/30 on chain, and the ledger holds the payment once.
    const after = await Promise.all(
      [payeeA, payeeB].map((a) => w.chain.publicClient.getBalance({ address: a })),
    );
    expect(after[0]! - before[0]!).toBe(7n * 10n ** 17n);
    expect(after[1]! - before[1]!).toBe(3n * 10n ** 17n);
    const ledger = await w.app.db.select().from(saleRevenue).where(eq(saleRevenue.saleId, saleId));
    expect(ledger.map((r) => [r.kind, r.amount]).sort()).toEqual([
      ['payee', String(3n * 10n ** 17n)],
      ['payee', String(7n * 10n ** 17n)],
      ['primary', String(10n ** 18n)],
    ]);
  });

  it('expires a checkout whose transaction never landed after its deadline, freeing its quantity', async () => {
    const res = await storeCall(w, second, 'POST', '/checkout', { sale_id: saleId, quantity: 2 });
    expect(res.body.statusCode, res.raw).toBe(0);
    expect((await sale()).available).toBe(0);
    const blocked = await storeCall(w, buyer, 'POST', '/checkout', {
      sale_id: saleId,
      quantity: 1,
    });
    expect(blocked.body.statusCode).toBe(ERRORS.SALE_QUANTITY_LEFT.code);
    // Before the chain passed the deadline nothing expires.
    await indexChain(w);
    expect(await expireCheckouts(w.app.db, w.app.chain)).toBe(0);
    await w.chain.testClient.increaseTime({ seconds: 16 * 60 });
    await w.chain.testClient.mine({ blocks: 1 });
    await indexChain(w);
    // The server's own timer may expire it first; either way the same code ran.
    await expireCheckouts(w.app.db, w.app.chain);
    expect((await sale()).available).toBe(2);
    const orders = await storeCall(w, second, 'GET', '/orders');
    expect(orders.body.data.list[0]).toMatchObject({ status: 'expired' });
    // The expired voucher no longer settles on chain.
    await expect(second.send(res.body.data.tx)).rejects.toThrow();
  });

  it('sells the last copies: the sale is Accepted (sold out) and the NFT Sold Out', async () => {
    const res = await storeCall(w, buyer, 'POST', '/checkout', { sale_id: saleId, quantity: 2 });
    expect(res.body.statusCode, res.raw).toBe(0);
    await buyer.send(res.body.data.tx);
    await indexChain(w);
    expect(await sale()).toMatchObject({ soldNum: 4, surplus: 0, status: 'Accepted' });
    expect((await getNft(w.app, w.owner, nft)).body.data.status).toBe(NFT_STATUS.soldOut);
    const gone = await storeCall(w, second, 'POST', '/checkout', { sale_id: saleId, quantity: 1 });
    expect(gone.body.statusCode).toBe(ERRORS.SALE_NOT_AVAILABLE.code);
  });
});

describe('the rules the chain cannot know', () => {
  it('applies the sale\u2019s discount code once per customer and lets only whitelisted wallets buy', async () => {
    const code = await call(w.app, 'POST', '/api/discounts', {
      ...w.owner,
      body: { code: 'TENOFF', value: 10, once_per_customer: true },
    });
    expect(code.body.statusCode, code.raw).toBe(0);
    const list = await call(w.app, 'POST', '/api/whites', {
      ...w.owner,
      body: { name: 'Friends', addresses: [buyer.account.address] },
    });
    expect(list.body.statusCode, list.raw).toBe(0);
    const piece = await mintedNft(w, w.erc1155, 3);
    const created = await createSale(w, {
      type: 1,
      goods_id: piece,
      quantity: 3,
      price: '1',
      discount_id: code.body.data.id,
      white_id: list.body.data.id,
    });
    expect(created.body.statusCode, created.raw).toBe(0);
    const id = created.body.data.id;

    const outsider = await storeCall(w, second, 'POST', '/checkout', { sale_id: id });
    expect(outsider.body.statusCode).toBe(ERRORS.NOT_WHITELISTED.code);
    const wrong = await storeCall(w, buyer, 'POST', '/checkout', {
      sale_id: id,
      discount_code: 'NOPE',
    });
    expect(wrong.body.statusCode).toBe(ERRORS.DISCOUNT_INVALID.code);
    const first = await storeCall(w, buyer, 'POST', '/checkout', {
      sale_id: id,
      discount_code: 'tenoff',
    });
    expect(first.body.statusCode, first.raw).toBe(0);
    expect(first.body.data).toMatchObject({ price: '1', discount: '0.1', total: '0.9' });
    const again = await storeCall(w, buyer, 'POST', '/checkout', {
      sale_id: id,
      discount_code: 'TENOFF',
    });
    expect(again.body.statusCode).toBe(ERRORS.DISCOUNT_USED.code);
    // The chain takes exactly the discounted price; the code's orders applied count once it lands.
    await buyer.send(first.body.data.tx);
    await indexChain(w);
    const after = await call(w.app, 'GET', `/api/discounts/${code.body.data.id}`, w.owner);
    expect(after.body.data).toMatchObject({ times: 1, ordersApplied: 1 });
  });
});

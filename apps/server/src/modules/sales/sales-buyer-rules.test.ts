import { ERRORS } from '@mintfront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { setPublished } from '../storefront/storefront-test-kit.ts';
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

// Issue 20: the rules the chain cannot know, checked by the server before it signs a voucher.
let w: SellingWorld;
let alice: Buyer, bob: Buyer, carol: Buyer;

beforeAll(async () => {
  w = await sellingWorld();
  [alice, bob, carol] = (await Promise.all(BUYER_KEYS.map((k) => walletBuyer(w, k)))) as [
    Buyer,
    Buyer,
    Buyer,
  ];
}, 180_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

const checkout = (who: Buyer, body: Record<string, unknown>, headers?: Record<string, string>) =>
  storeCall(w, who, 'POST', '/checkout', body, headers);

describe('the per-wallet limit', () => {
  it('counts confirmed and pending checkouts of the wallet, so two quick checkouts cannot pass it', async () => {
    const nft = await mintedNft(w, w.erc1155, 10);
    const created = await createSale(w, {
      type: 1,
      goods_id: nft,
      quantity: 10,
      price: '0.01',
      wallet_limit: 3,
    });
    expect(created.body.statusCode, created.raw).toBe(0);
    expect(created.body.data.walletLimit).toBe(3);
    const id = created.body.data.id as number;
    const card = (await call(w.app, 'GET', `/api/store/${w.shop.subdomain}/nft/${nft}`)).body.data;
    expect(card.sell_orders[0]).toMatchObject({ id, wallet_limit: 3 });

    const over = await checkout(alice, { sale_id: id, quantity: 4 });
    expect(over.body.statusCode).toBe(ERRORS.SALE_WALLET_LIMIT.code);
    expect(over.body.statusDesc).toBe(
      'One wallet can buy at most 3 of this sell order; 3 left for yours',
    );
    // Two checkouts at once: the sale row is locked, the second sees the first's reservation.
    const [a, b] = await Promise.all([
      checkout(alice, { sale_id: id, quantity: 2 }),
      checkout(alice, { sale_id: id, quantity: 2 }),
    ]);
    const codes = [a.body.statusCode, b.body.statusCode].sort();
    expect(codes).toEqual([0, ERRORS.SALE_WALLET_LIMIT.code]);
    const paid = a.body.statusCode === 0 ? a : b;
    await alice.send(paid.body.data.tx);
    await indexChain(w);
    // Confirmed 2: one more, not two.
    const two = await checkout(alice, { sale_id: id, quantity: 2 });
    expect(two.body.statusDesc).toMatch(/1 left for yours/);
    expect((await checkout(alice, { sale_id: id, quantity: 1 })).body.statusCode).toBe(0);
    // Another wallet has its own limit.
    expect((await checkout(bob, { sale_id: id, quantity: 3 })).body.statusCode).toBe(0);
  });

  it('is refused on an auction, where one chosen bid buys', async () => {
    const nft = await mintedNft(w, w.erc721, 1);
    const res = await createSale(w, {
      type: 2,
      goods_id: nft,
      quantity: 1,
      minimum_price: '0.1',
      end_date: new Date(Date.now() + 86_400_000).toISOString(),
      wallet_limit: 1,
    });
    expect(res.body.statusCode).toBe(ERRORS.VALIDATION.code);
    expect(res.body.data.errors[0]).toMatchObject({ field: 'wallet_limit' });
  });
});

describe('discount codes and whitelists', () => {
  it('refuses a code fully redeemed (pending checkouts count) with E80, and a second use once per customer', async () => {
    const code = await call(w.app, 'POST', '/api/discounts', {
      ...w.owner,
      body: { code: 'TWOONLY', value: 50, quantity: 2, once_per_customer: true },
    });
    expect(code.body.statusCode, code.raw).toBe(0);
    const nft = await mintedNft(w, w.erc1155, 5);
    const id = (
      await createSale(w, {
        type: 1,
        goods_id: nft,
        quantity: 5,
        price: '0.02',
        discount_id: code.body.data.id,
      })
    ).body.data.id as number;
    const first = await checkout(alice, { sale_id: id, discount_code: 'TWOONLY' });
    expect(first.body.data).toMatchObject({ price: '0.02', discount: '0.01', total: '0.01' });
    const again = await checkout(alice, { sale_id: id, discount_code: 'TWOONLY' });
    expect(again.body.statusCode).toBe(ERRORS.DISCOUNT_USED.code);
    expect((await checkout(bob, { sale_id: id, discount_code: 'TWOONLY' })).body.statusCode).toBe(
      0,
    );
    const third = await checkout(carol, { sale_id: id, discount_code: 'TWOONLY' });
    expect(third.body).toMatchObject({
      statusCode: ERRORS.E80.code,
      statusDesc: 'Code fully redeemed',
    });
    // Without the code Carol buys at the full price.
    const full = await checkout(carol, { sale_id: id });
    expect(full.body.data).toMatchObject({ discount: '0', total: '0.02' });
  });

  it('refuses a wallet that is not on the sale\u2019s whitelist, in checkout and in bids', async () => {
    const list = await call(w.app, 'POST', '/api/whites', {
      ...w.owner,
      body: { name: 'Only Bob', addresses: [bob.account.address.toLowerCase()] },
    });
    expect(list.body.statusCode, list.raw).toBe(0);
    const piece = await mintedNft(w, w.erc1155, 2);
    const sale = (
      await createSale(w, {
        type: 1,
        goods_id: piece,
        quantity: 2,
        price: '0.01',
        white_id: list.body.data.id,
      })
    ).body.data.id as number;
    const refused = await checkout(alice, { sale_id: sale });
    expect(refused.body.statusCode).toBe(ERRORS.NOT_WHITELISTED.code);
    expect((await checkout(bob, { sale_id: sale })).body.statusCode).toBe(0);
    const lot = await mintedNft(w, w.erc721, 1);
    const auction = (
      await createSale(w, {
        type: 2,
        goods_id: lot,
        quantity: 1,
        minimum_price: '0.1',
        end_date: new Date(Date.now() + 86_400_000).toISOString(),
        white_id: list.body.data.id,
      })
    ).body.data.id as number;
    const bid = await storeCall(w, alice, 'POST', '/bids', { sale_id: auction, amount: '0.1' });
    expect(bid.body.statusCode).toBe(ERRORS.NOT_WHITELISTED.code);
  });
});

describe('an unpublished store', () => {
  it('asks the buyer calls for its visitor password (X-Store-Password), as the store page does', async () => {
    const nft = await mintedNft(w, w.erc1155, 2);
    const id = (await createSale(w, { type: 1, goods_id: nft, quantity: 2, price: '0.01' })).body
      .data.id as number;
    await setPublished(w.app, w.owner, {
      published: false,
      password: 'Visit-me-1',
      message: 'Soon',
    });
    try {
      for (const [method, path, body] of [
        ['POST', '/checkout', { sale_id: id }],
        ['POST', '/bids', { sale_id: id, amount: '0.1' }],
        ['GET', '/orders', undefined],
      ] as const) {
        const none = await storeCall(w, alice, method, path, body);
        expect(none.body, path).toMatchObject({
          statusCode: ERRORS.STORE_PASSWORD_REQUIRED.code,
          data: { message: 'Soon' },
        });
        const wrong = await storeCall(w, alice, method, path, body, {
          'x-store-password': 'nope',
        });
        expect(wrong.body.statusCode, path).toBe(ERRORS.STORE_PASSWORD_WRONG.code);
      }
      const nfts = await call(w.app, 'GET', `/api/store/${w.shop.subdomain}/nfts`);
      expect(nfts.body.statusCode).toBe(ERRORS.STORE_PASSWORD_REQUIRED.code);
      const ok = { 'x-store-password': 'Visit-me-1' };
      const bought = await storeCall(w, alice, 'POST', '/checkout', { sale_id: id }, ok);
      expect(bought.body.statusCode, bought.raw).toBe(0);
      const mine = await storeCall(w, alice, 'GET', '/orders', undefined, ok);
      expect(mine.body.data.list[0].order_id).toBe(bought.body.data.order_id);
    } finally {
      await setPublished(w.app, w.owner, { published: true });
    }
  });
});

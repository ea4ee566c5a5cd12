import { ERRORS } from '@mintfront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
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

// Issue 20: a buyer who refuses the payment in the wallet frees the reservation at once, and
// "my orders" names the NFT.
let w: SellingWorld;
let buyer: Buyer;
let second: Buyer;
let saleId: number;
let title: string;

beforeAll(async () => {
  w = await sellingWorld();
  buyer = await walletBuyer(w, BUYER_KEYS[0]!);
  second = await walletBuyer(w, BUYER_KEYS[1]!);
  const nft = await mintedNft(w, w.erc721, 1);
  title = (await call(w.app, 'GET', `/api/tokens/${nft}`, w.owner)).body.data.title;
  const res = await createSale(w, { type: 1, goods_id: nft, quantity: 1, price: '0.1' });
  expect(res.body.statusCode, res.raw).toBe(0);
  saleId = res.body.data.id;
}, 180_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

const available = async () =>
  (await call(w.app, 'GET', `/api/sales/${saleId}`, w.owner)).body.data.available as number;
const cancel = (who: Buyer, orderId: number) =>
  storeCall(w, who, 'POST', `/checkout/${orderId}/cancel`);

describe('a buyer cancels a checkout', () => {
  it('frees the reserved copy at once, only for the buyer who holds it, and can be repeated', async () => {
    const first = await storeCall(w, buyer, 'POST', '/checkout', { sale_id: saleId });
    expect(first.body.statusCode, first.raw).toBe(0);
    const orderId = first.body.data.order_id as number;
    expect(await available()).toBe(0);
    const blocked = await storeCall(w, second, 'POST', '/checkout', { sale_id: saleId });
    expect(blocked.body.statusCode).toBe(ERRORS.SALE_QUANTITY_LEFT.code);

    // Another buyer cannot cancel it: the order is not theirs.
    expect((await cancel(second, orderId)).body.statusCode).toBe(40400);
    expect(await available()).toBe(0);

    const cancelled = await cancel(buyer, orderId);
    expect(cancelled.body, cancelled.raw).toMatchObject({
      statusCode: 0,
      data: { order_id: orderId, status: 'cancelled' },
    });
    expect(await available()).toBe(1);
    expect((await cancel(buyer, orderId)).body.data.status).toBe('cancelled');
    expect((await cancel(buyer, 999_999)).body.statusCode).toBe(40400);
    const mine = await storeCall(w, buyer, 'GET', '/orders');
    expect(mine.body.data.list[0]).toMatchObject({ order_id: orderId, status: 'cancelled' });
  });

  it('lets the next buyer take the copy, lists it with the NFT title, and refuses to cancel a paid order', async () => {
    const res = await storeCall(w, second, 'POST', '/checkout', { sale_id: saleId });
    expect(res.body.statusCode, res.raw).toBe(0);
    await second.send(res.body.data.tx);
    await indexChain(w);
    const orders = await storeCall(w, second, 'GET', '/orders');
    expect(orders.body.data.list[0]).toMatchObject({
      order_id: res.body.data.order_id,
      status: 'confirmed',
      title,
    });
    const paid = await cancel(second, res.body.data.order_id);
    expect(paid.body.statusCode).toBe(ERRORS.ORDER_NOT_CANCELLABLE.code);
    expect((await storeCall(w, second, 'GET', '/orders')).body.data.list[0].status).toBe(
      'confirmed',
    );
  });
});

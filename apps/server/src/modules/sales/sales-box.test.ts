import { eq } from 'drizzle-orm';
import { encodeAbiParameters, keccak256, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { drainJobs, uploadContent } from '../nfts/testing.ts';
import { revealBoxes, shuffleBoxes } from './sales-box.ts';
import { sales } from './sales.tables.ts';
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

// Issue 20: a mystery-box sale's reveal is committed before it opens and can be checked after.
let w: SellingWorld;
let alice: Buyer, bob: Buyer;
let a: number, b: number, box: number, saleId: number;
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const detail = async () => (await call(w.app, 'GET', `/api/sales/${saleId}`, w.owner)).body.data;
const minted = async () =>
  (await call(w.app, 'GET', `/api/sale/box/minted?id=${box}`, w.owner)).body.data.list[0];

beforeAll(async () => {
  w = await sellingWorld();
  [alice, bob] = (await Promise.all(BUYER_KEYS.slice(0, 2).map((k) => walletBuyer(w, k)))) as [
    Buyer,
    Buyer,
  ];
  a = await mintedNft(w, w.erc1155, 3);
  b = await mintedNft(w, w.erc1155, 2);
  const image = await uploadContent(w.app, w.owner, '#c3a', 'boxImage');
  const created = await call(w.app, 'POST', '/api/boxes', {
    ...w.owner,
    body: {
      icon: image,
      content: image,
      title: 'Lucky box',
      contract_id: w.erc1155.id,
      royalties: 10,
      category: String(w.category),
      contents: [
        { rank: 2, nft_id: a, quantity: 3 },
        { rank: 3, nft_id: b, quantity: 2 },
      ],
    },
  });
  expect(created.body.statusCode, created.raw).toBe(0);
  box = created.body.data.id;
  await drainJobs(w.app);
  await indexChain(w);
}, 180_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

describe('a mystery-box sale (type 4)', () => {
  it('commits the reveal at creation, reveals the boxes bought after the open date, and publishes the seed to check', async () => {
    const res = await createSale(w, {
      type: 4,
      goods_id: box,
      quantity: 5,
      price: '0.01',
      end_date: inDays(1),
      open_date: inDays(2),
    });
    expect(res.body.statusCode, res.raw).toBe(0);
    saleId = res.body.data.id;
    const hash = res.body.data.provenance_hash as Hex;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    // Before the open date the seed and the order stay secret.
    expect(res.body.data).toMatchObject({ provenance_seed: null, box_order: null });

    for (const [who, quantity] of [
      [alice, 2],
      [bob, 1],
    ] as const) {
      const order = await storeCall(w, who, 'POST', '/checkout', { sale_id: saleId, quantity });
      expect(order.body.statusCode, order.raw).toBe(0);
      await who.send(order.body.data.tx);
    }
    await indexChain(w);
    expect(await revealBoxes(w.app.db, w.app.jobs)).toBe(0);
    expect(await minted()).toMatchObject({ id: box, total: 5, revealed: 0 });
    const waiting = await storeCall(w, alice, 'GET', '/orders');
    expect(waiting.body.data.list[0]).toMatchObject({ status: 'confirmed', revealed: [] });

    // The sale ended and its open date passed.
    const past = new Date(Date.now() - 1000);
    await w.app.db.update(sales).set({ endAt: past, openAt: past }).where(eq(sales.id, saleId));
    expect(await revealBoxes(w.app.db, w.app.jobs)).toBe(3);
    expect(await revealBoxes(w.app.db, w.app.jobs)).toBe(0); // each box once

    const open = await detail();
    expect(open.provenance_hash).toBe(hash);
    const seed = open.provenance_seed as Hex;
    const order = open.box_order as number[];
    // Anyone can check: the hash binds the seed and order, and the order is the series shuffled by the seed.
    expect(
      keccak256(
        encodeAbiParameters(
          [{ type: 'bytes32' }, { type: 'uint256[]' }],
          [seed, order.map((n) => BigInt(n))],
        ),
      ),
    ).toBe(hash);
    expect(
      shuffleBoxes(seed, [
        { nftId: b, quantity: 2 },
        { nftId: a, quantity: 3 },
      ]),
    ).toEqual(order);
    expect([...order].sort()).toEqual([a, a, a, b, b].sort());

    // Alice's two boxes were bought first: positions 0 and 1; Bob's is 2.
    const mine = await storeCall(w, alice, 'GET', '/orders');
    expect(mine.body.data.list[0].revealed).toEqual([
      { position: 0, nft_id: order[0], delivered: false, delivery_tx: null },
      { position: 1, nft_id: order[1], delivered: false, delivery_tx: null },
    ]);
    const his = await storeCall(w, bob, 'GET', '/orders');
    expect(his.body.data.list[0].revealed).toEqual([
      { position: 2, nft_id: order[2], delivered: false, delivery_tx: null },
    ]);
    expect(await minted()).toMatchObject({ id: box, total: 5, revealed: 3 });
  });
});

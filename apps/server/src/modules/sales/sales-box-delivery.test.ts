import { mintfrontErc1155Abi, mintfrontErc721Abi, mintfrontMarketAbi } from '@mintfront/contracts';
import { NFT_STATUS } from '@mintfront/domain';
import { and, eq, sql } from 'drizzle-orm';
import { getAddress, parseEventLogs, type Address, type Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainCursors } from '../../platform/chain/chain-cursors.tables.ts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { call } from '../../test/helper.ts';
import { drainJobs, testWorker, uploadContent } from '../nfts/testing.ts';
import { revealBoxes } from './sales-box.ts';
import { DELIVER_BOX_JOB } from './sales-box-delivery.job.ts';
import { MARKET_SOURCE } from './sales-market.indexer.ts';
import { marketOf } from './sales-market.ts';
import { markets, saleBoxReveals, saleEvents, sales, type BoxDrawRow } from './sales.tables.ts';
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

// Issue 20: a revealed box's NFT reaches its buyer on chain, once, even when the server dies
// between sending the delivery and recording it; the indexer records each delivery once.
let w: SellingWorld;
let alice: Buyer, bob: Buyer, carol: Buyer;
let many: number, single: number, box: number, saleId: number;
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

const operatorNonce = () =>
  w.chain.publicClient.getTransactionCount({ address: w.chain.operator, blockTag: 'pending' });
const deliverJobs = () =>
  w.app.db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, DELIVER_BOX_JOB))
    .orderBy(sql`(${jobs.payload}->>'revealId')::int`);
const reveals = () =>
  w.app.db
    .select()
    .from(saleBoxReveals)
    .where(eq(saleBoxReveals.saleId, saleId))
    .orderBy(saleBoxReveals.position);
const deliveredEvents = async () =>
  (
    await w.app.db
      .select()
      .from(saleEvents)
      .where(and(eq(saleEvents.saleId, saleId), eq(saleEvents.kind, 'delivered')))
  ).length;
const drawOf = async () =>
  (await w.app.db.select().from(sales).where(eq(sales.id, saleId)))[0]!.boxDraw!;

/** What the chain says `wallet` holds of a draw entry's token. */
async function holds(entry: BoxDrawRow, wallet: Address): Promise<bigint> {
  if (entry.standard === 1155)
    return w.chain.publicClient.readContract({
      address: entry.nft as Address,
      abi: mintfrontErc1155Abi,
      functionName: 'balanceOf',
      args: [wallet, BigInt(entry.tokenId)],
    });
  const owner = await w.chain.publicClient.readContract({
    address: entry.nft as Address,
    abi: mintfrontErc721Abi,
    functionName: 'ownerOf',
    args: [BigInt(entry.tokenId)],
  });
  return getAddress(owner) === getAddress(wallet) ? 1n : 0n;
}

/** Every BoxDelivered event the market emitted for the sale. */
async function chainDeliveries() {
  const logs = await w.chain.publicClient.getLogs({
    address: await marketOf(w.app.db, 'local'),
    fromBlock: 0n,
  });
  return parseEventLogs({ abi: mintfrontMarketAbi, logs, eventName: 'BoxDelivered' }).filter(
    (l) => l.args.saleId === BigInt(saleId),
  );
}

beforeAll(async () => {
  w = await sellingWorld();
  [alice, bob, carol] = (await Promise.all(BUYER_KEYS.map((k) => walletBuyer(w, k)))) as [
    Buyer,
    Buyer,
    Buyer,
  ];
  // A box of 5: 3 copies of an ERC-1155 NFT and both copies (two tokens) of an ERC-721 one.
  many = await mintedNft(w, w.erc1155, 3);
  single = await mintedNft(w, w.erc721, 2);
  const image = await uploadContent(w.app, w.owner, '#3ca', 'boxImage');
  const created = await call(w.app, 'POST', '/api/boxes', {
    ...w.owner,
    body: {
      icon: image,
      content: image,
      title: 'Delivered box',
      contract_id: w.erc1155.id,
      royalties: 10,
      category: String(w.category),
      contents: [
        { rank: 2, nft_id: many, quantity: 3 },
        { rank: 3, nft_id: single, quantity: 2 },
      ],
    },
  });
  expect(created.body.statusCode, created.raw).toBe(0);
  box = created.body.data.id;
  await drainJobs(w.app);
  const sale = await createSale(w, {
    type: 4,
    goods_id: box,
    quantity: 5,
    price: '0.01',
    end_date: inDays(1),
    open_date: inDays(2),
  });
  expect(sale.body.statusCode, sale.raw).toBe(0);
  saleId = sale.body.data.id;
  for (const [who, quantity] of [
    [alice, 2],
    [bob, 1],
    [carol, 2],
  ] as const) {
    const order = await storeCall(w, who, 'POST', '/checkout', { sale_id: saleId, quantity });
    expect(order.body.statusCode, order.raw).toBe(0);
    await who.send(order.body.data.tx);
  }
  await indexChain(w);
}, 240_000);
afterAll(async () => {
  await w?.app.closeAll();
  await w?.chain.stop();
});

describe('delivering a revealed box on chain', () => {
  it('queues one delivery per box opened, and only after the open date', async () => {
    expect(await revealBoxes(w.app.db, w.app.jobs)).toBe(0);
    expect(await deliverJobs()).toHaveLength(0);
    for (const id of [single, many])
      expect((await call(w.app, 'GET', `/api/tokens/${id}`, w.owner)).body.data.status).toBe(
        NFT_STATUS.offSale,
      );
    const past = new Date(Date.now() - 1000);
    await w.app.db.update(sales).set({ endAt: past, openAt: past }).where(eq(sales.id, saleId));
    expect(await revealBoxes(w.app.db, w.app.jobs)).toBe(5);
    expect(await revealBoxes(w.app.db, w.app.jobs)).toBe(0);
    expect(await deliverJobs()).toHaveLength(5);
  });

  it('delivers the first box: commits the draw once, then sends the drawn token to its buyer', async () => {
    const worker = testWorker(w.app);
    expect(await worker.runOnce()).toBe(true);
    const [first] = await deliverJobs();
    expect(first).toMatchObject({ status: 'succeeded' });
    const draw = await drawOf();
    expect(draw).toHaveLength(5);
    // The draw follows the committed order, and the two ERC-721 positions are different tokens.
    const order = (await w.app.db.select().from(sales).where(eq(sales.id, saleId)))[0]!.boxOrder!;
    expect(draw.map((d) => d.nftId)).toEqual(order);
    const tokens721 = draw.filter((d) => d.standard === 721).map((d) => d.tokenId);
    expect(new Set(tokens721).size).toBe(2);
    const root = await w.chain.publicClient.readContract({
      address: await marketOf(w.app.db, 'local'),
      abi: mintfrontMarketAbi,
      functionName: 'boxRoot',
      args: [BigInt(saleId)],
    });
    expect(root).toBe(
      (await w.app.db.select().from(sales).where(eq(sales.id, saleId)))[0]!.boxRoot,
    );
    expect(await holds(draw[0]!, alice.account.address)).toBe(1n);

    // Not delivered until the indexer reads the event.
    expect((await reveals())[0]!.deliveredAt).toBeNull();
    await indexChain(w);
    expect((await reveals())[0]!.deliveredAt).not.toBeNull();
    expect(await deliveredEvents()).toBe(1);
  });

  it('a server dying after sending a delivery does not send it twice', async () => {
    const [, second] = await deliverJobs();
    const nonceBefore = await operatorNonce();
    await w.chain.testClient.setAutomine(false);
    try {
      const dead = testWorker(w.app, 'dead-server');
      const running = dead.runOnce();
      // Wait until the delivery is signed, checkpointed and handed to the node…
      let pending: { hash: Hash } | undefined;
      for (let i = 0; i < 300 && !pending; i++) {
        const [job] = await w.app.db.select().from(jobs).where(eq(jobs.id, second!.id));
        const cp = job?.checkpoint as { pending?: { hash: Hash; step: string } | null } | null;
        if (cp?.pending?.step === 'deliver' && (await operatorNonce()) > nonceBefore)
          pending = cp.pending;
        else await new Promise((r) => setTimeout(r, 100));
      }
      expect(pending).toBeDefined();
      // …then the server is gone: its lease ends, and it stops at its next heartbeat.
      await w.app.db
        .update(jobs)
        .set({ lockedBy: 'gone', lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(jobs.id, second!.id));
      await running;
      await w.chain.testClient.mine({ blocks: 1 });
    } finally {
      await w.chain.testClient.setAutomine(true);
    }
    const next = testWorker(w.app, 'next-server');
    expect(await next.runOnce()).toBe(true);
    const [, again] = await deliverJobs();
    expect(again).toMatchObject({ status: 'succeeded' });
    expect(await operatorNonce()).toBe(nonceBefore + 1);

    await drainJobs(w.app); // Bob's and Carol's boxes, and the indexer
    const draw = await drawOf();
    const rows = await reveals();
    expect(rows.map((r) => [r.position, r.wallet.toLowerCase()])).toEqual([
      [0, alice.account.address.toLowerCase()],
      [1, alice.account.address.toLowerCase()],
      [2, bob.account.address.toLowerCase()],
      [3, carol.account.address.toLowerCase()],
      [4, carol.account.address.toLowerCase()],
    ]);
    // On chain each buyer holds exactly what their boxes drew: one BoxDelivered per box.
    for (const buyer of [alice, bob, carol]) {
      const mine = rows.filter((r) => getAddress(r.wallet) === buyer.account.address);
      for (const r of mine) {
        const entry = draw[r.position]!;
        const same = mine.filter((m) => {
          const e = draw[m.position]!;
          return e.nft === entry.nft && e.tokenId === entry.tokenId;
        }).length;
        expect(await holds(entry, buyer.account.address)).toBe(BigInt(same));
      }
    }
    expect((await chainDeliveries()).map((l) => l.args.position)).toEqual([0n, 1n, 2n, 3n, 4n]);
    expect(rows.every((r) => r.deliveredAt && r.deliveryTx)).toBe(true);
    expect(await deliveredEvents()).toBe(5);
  });

  it('records each delivery once when the indexer reads the blocks again', async () => {
    const before = { rows: await reveals(), events: await deliveredEvents() };
    const [market] = await w.app.db.select().from(markets).where(eq(markets.chain, 'local'));
    const from = await w.chain.publicClient.getBlock({ blockNumber: BigInt(market!.deployBlock) });
    await w.app.db
      .update(chainCursors)
      .set({ lastBlock: Number(from.number), lastHash: from.hash })
      .where(and(eq(chainCursors.chain, 'local'), eq(chainCursors.source, MARKET_SOURCE)));
    await indexChain(w);
    expect(await deliveredEvents()).toBe(before.events);
    expect(await reveals()).toEqual(before.rows);
  });

  it('a delivery job run again sends nothing: the box is delivered in the records, or on chain', async () => {
    const nonceBefore = await operatorNonce();
    const [first] = await deliverJobs();
    const [row0] = await reveals();
    const requeue = (checkpoint: Record<string, unknown>) =>
      w.app.db
        .update(jobs)
        .set({ status: 'queued', runAfter: new Date(0), checkpoint, lockedBy: null })
        .where(eq(jobs.id, first!.id));
    await requeue(first!.checkpoint as Record<string, unknown>);
    expect(await testWorker(w.app).runOnce()).toBe(true);
    expect((await deliverJobs())[0]!.result).toEqual({ skipped: 'delivered' });
    // The records lost it (not indexed yet) and the checkpoint too: the chain's delivered bit decides.
    await w.app.db
      .update(saleBoxReveals)
      .set({ deliveredAt: null })
      .where(and(eq(saleBoxReveals.saleId, saleId), eq(saleBoxReveals.position, 0)));
    await requeue({});
    expect(await testWorker(w.app).runOnce()).toBe(true);
    expect((await deliverJobs())[0]!.result).toEqual({ skipped: 'delivered on chain' });
    expect(await operatorNonce()).toBe(nonceBefore);
    await w.app.db
      .update(saleBoxReveals)
      .set({ deliveredAt: row0!.deliveredAt })
      .where(eq(saleBoxReveals.id, row0!.id));
  });

  it('answers the delivered boxes to the buyer, and the delivery in the sale history', async () => {
    const mine = await storeCall(w, alice, 'GET', '/orders');
    expect(mine.body.data.list[0].revealed).toEqual([
      expect.objectContaining({ position: 0, delivered: true }),
      expect.objectContaining({ position: 1, delivered: true }),
    ]);
    expect(mine.body.data.list[0].revealed[1].delivery_tx).toMatch(/^0x[0-9a-f]{64}$/);
    const history = await call(w.app, 'GET', `/api/sales/history/${saleId}`, w.owner);
    const kinds = (history.body.data.list as { kind: string }[]).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'delivered')).toHaveLength(5);
  });

  it('puts an NFT whose every copy left the store wallet in boxes Sold Out', async () => {
    // Every box was bought and delivered: both ERC-721 tokens and the 3 ERC-1155 copies left.
    for (const id of [single, many])
      expect((await call(w.app, 'GET', `/api/tokens/${id}`, w.owner)).body.data.status).toBe(
        NFT_STATUS.soldOut,
      );
  });
});

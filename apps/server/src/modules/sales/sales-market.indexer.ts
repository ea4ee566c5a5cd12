import { mintfrontMarketAbi } from '@mintfront/contracts';
import { NFT_STATUS, SALE_STATUS } from '@mintfront/domain';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { getAbiItem, type Address } from 'viem';
import type { ChainEventLog, LogHandler } from '../../platform/chain/chain-indexer.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { discounts } from '../discounts/discounts.tables.ts';
import { changeNftStatus, findNftInShop, nftHeldBy, nftOnChain } from '../nfts/index.ts';
import { splitOf } from './sales-chain.ts';
import { settleNftStatus } from './sales.service.ts';
import {
  markets,
  saleBoxReveals,
  saleEvents,
  saleOffers,
  saleOrders,
  saleRevenue,
  sales,
  type SaleRow,
} from './sales.tables.ts';

/** The cursor name of the market's events. */
export const MARKET_SOURCE = 'sales.market';
const BPS = 10_000n;

type Sold = {
  saleId: bigint;
  buyer: Address;
  quantity: bigint;
  unitPrice: bigint;
  currency: Address;
  nonce: bigint;
};
type Bid = {
  saleId: bigint;
  offerId: bigint;
  bidder: Address;
  amount: bigint;
  quantity: bigint;
  auction: boolean;
};
type Credited = { saleId: bigint; offerId: bigint; bidder: Address; amount: bigint };
type Accepted = {
  saleId: bigint;
  offerId: bigint;
  bidder: Address;
  quantity: bigint;
  amount: bigint;
  currency: Address;
};

type Delivered = { saleId: bigint; position: bigint; buyer: Address };

/** Records a log's history row once; false when it was recorded already (a read again after a restart). */
async function once(
  tx: Db,
  chain: string,
  log: ChainEventLog,
  row: Omit<typeof saleEvents.$inferInsert, 'chain' | 'txHash' | 'logIndex' | 'blockNumber'>,
) {
  const inserted = await tx
    .insert(saleEvents)
    .values({
      ...row,
      chain,
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      blockNumber: Number(log.blockNumber),
    })
    .onConflictDoNothing()
    .returning({ id: saleEvents.id });
  return inserted.length > 0;
}

async function saleOf(tx: Db, chain: string, saleId: bigint): Promise<SaleRow | undefined> {
  if (saleId > 2_147_483_647n) return undefined;
  const [row] = await tx
    .select()
    .from(sales)
    .where(and(eq(sales.id, Number(saleId)), eq(sales.chain, chain)))
    .for('update');
  return row;
}

/** The revenue ledger of one payment: the whole, the fee, each payee's share (as the market pays them). */
async function ledger(
  tx: Db,
  sale: SaleRow,
  log: ChainEventLog,
  total: bigint,
  currency: string,
  split: {
    payees: readonly string[];
    shares: readonly (bigint | number)[];
    feeBps: bigint | number;
    feeReceiver: string;
  },
) {
  const at = {
    shopId: sale.shopId,
    saleId: sale.id,
    currency,
    chain: sale.chain,
    txHash: log.transactionHash,
    logIndex: log.logIndex,
    blockNumber: Number(log.blockNumber),
  };
  const fee = (total * BigInt(split.feeBps)) / BPS;
  const rows: (typeof saleRevenue.$inferInsert)[] = [
    { ...at, kind: 'primary', account: sale.seller, amount: total.toString() },
  ];
  if (fee > 0n)
    rows.push({ ...at, kind: 'fee', account: split.feeReceiver, amount: fee.toString() });
  const rest = total - fee;
  let left = rest;
  split.payees.forEach((payee, i) => {
    const part = i + 1 === split.payees.length ? left : (rest * BigInt(split.shares[i]!)) / BPS;
    left -= part;
    rows.push({ ...at, kind: 'payee', account: payee, amount: part.toString() });
  });
  await tx.insert(saleRevenue).values(rows);
}

/** Counts a settled quantity on the sale: Accepted once nothing is left; its NFT Sold Out then. */
async function countSold(tx: Db, sale: SaleRow, quantity: number, closes: boolean) {
  const soldNum = sale.soldNum + quantity;
  const done = closes || soldNum >= sale.quantity;
  await tx
    .update(sales)
    .set({
      soldNum,
      ...(done && sale.status !== SALE_STATUS.Cancelled
        ? { status: SALE_STATUS.Accepted, closingAt: new Date() }
        : {}),
    })
    .where(eq(sales.id, sale.id));
  if (done && sale.status !== SALE_STATUS.Cancelled) await settleNftStatus(tx, sale, true);
}

async function recordSold(tx: Db, chain: string, log: ChainEventLog) {
  const a = log.args as Sold;
  const sale = await saleOf(tx, chain, a.saleId);
  if (!sale) return;
  const total = a.unitPrice * a.quantity;
  const fresh = await once(tx, chain, log, {
    saleId: sale.id,
    kind: 'sold',
    wallet: a.buyer,
    quantity: Number(a.quantity),
    amount: total.toString(),
  });
  if (!fresh) return;
  const [order] = await tx
    .update(saleOrders)
    .set({ status: 'confirmed', txHash: log.transactionHash, blockNumber: Number(log.blockNumber) })
    .where(eq(saleOrders.nonce, a.nonce.toString()))
    .returning();
  if (order?.discountId)
    await tx
      .update(discounts)
      .set({
        timesUsed: sql`${discounts.timesUsed} + 1`,
        ordersApplied: sql`${discounts.ordersApplied} + 1`,
      })
      .where(eq(discounts.id, order.discountId));
  await ledger(tx, sale, log, total, a.currency, order?.split ?? (await splitOf(tx, sale)));
  await countSold(tx, sale, Number(a.quantity), false);
}

async function recordBid(tx: Db, chain: string, log: ChainEventLog) {
  const a = log.args as Bid;
  const sale = await saleOf(tx, chain, a.saleId);
  if (!sale) return;
  const fresh = await once(tx, chain, log, {
    saleId: sale.id,
    kind: a.auction ? 'bid' : 'offer',
    wallet: a.bidder,
    quantity: Number(a.quantity),
    amount: a.amount.toString(),
  });
  if (!fresh) return;
  await tx
    .update(saleOffers)
    .set({ status: 'open', txHash: log.transactionHash })
    .where(and(eq(saleOffers.nonce, a.offerId.toString()), eq(saleOffers.status, 'pending')));
  // An Active sale with a standing bid or open offer is Open (spec doc 2 §4; docs/decisions.md).
  if (sale.status === SALE_STATUS.Active)
    await tx.update(sales).set({ status: SALE_STATUS.Open }).where(eq(sales.id, sale.id));
}

async function recordCredited(tx: Db, chain: string, log: ChainEventLog) {
  const a = log.args as Credited;
  const sale = await saleOf(tx, chain, a.saleId);
  if (!sale) return;
  const fresh = await once(tx, chain, log, {
    saleId: sale.id,
    kind: 'refunded',
    wallet: a.bidder,
    amount: a.amount.toString(),
  });
  if (!fresh) return;
  const expired = (
    await tx
      .select({ expiry: saleOffers.expiry })
      .from(saleOffers)
      .where(eq(saleOffers.nonce, a.offerId.toString()))
  )[0];
  await tx
    .update(saleOffers)
    .set({ status: expired && expired.expiry < new Date() ? 'expired' : 'cancelled' })
    .where(
      and(
        eq(saleOffers.nonce, a.offerId.toString()),
        inArray(saleOffers.status, ['open', 'pending']),
      ),
    );
}

async function recordAccepted(tx: Db, chain: string, log: ChainEventLog) {
  const a = log.args as Accepted;
  const sale = await saleOf(tx, chain, a.saleId);
  if (!sale) return;
  const fresh = await once(tx, chain, log, {
    saleId: sale.id,
    kind: 'sold',
    wallet: a.bidder,
    quantity: Number(a.quantity),
    amount: a.amount.toString(),
  });
  if (!fresh) return;
  await tx
    .update(saleOffers)
    .set({ status: 'accepted' })
    .where(eq(saleOffers.nonce, a.offerId.toString()));
  await ledger(tx, sale, log, a.amount, a.currency, await splitOf(tx, sale));
  await countSold(tx, sale, Number(a.quantity), true);
}

/**
 * A box's NFT reached its buyer (deliverBox): its reveal row is marked delivered, once. When the
 * store wallet then holds no copy of that NFT, the NFT is Sold Out (through the NFT module).
 */
async function recordDelivered(tx: Db, chain: string, log: ChainEventLog) {
  const a = log.args as Delivered;
  const sale = await saleOf(tx, chain, a.saleId);
  if (!sale) return;
  const fresh = await once(tx, chain, log, {
    saleId: sale.id,
    kind: 'delivered',
    wallet: a.buyer,
    quantity: 1,
  });
  if (!fresh) return;
  const [reveal] = await tx
    .update(saleBoxReveals)
    .set({
      deliveredAt: new Date(),
      deliveryTx: log.transactionHash,
      deliveryBlock: Number(log.blockNumber),
    })
    .where(and(eq(saleBoxReveals.saleId, sale.id), eq(saleBoxReveals.position, Number(a.position))))
    .returning();
  if (!reveal) return;
  const nft = await findNftInShop(tx, sale.shopId, reveal.nftId);
  const on = nft && (await nftOnChain(tx, nft));
  if (nft?.status === NFT_STATUS.offSale && on && (await nftHeldBy(tx, on, sale.seller)) === 0)
    await changeNftStatus(tx, sale.shopId, [nft.id], NFT_STATUS.soldOut);
}

/** The market's events (ARCHITECTURE.md "Selling and the storefront"): each recorded once, in the cursor's transaction. */
export const marketHandler: LogHandler = {
  name: MARKET_SOURCE,
  events: [
    getAbiItem({ abi: mintfrontMarketAbi, name: 'Sold' }),
    getAbiItem({ abi: mintfrontMarketAbi, name: 'BidPlaced' }),
    getAbiItem({ abi: mintfrontMarketAbi, name: 'BidCredited' }),
    getAbiItem({ abi: mintfrontMarketAbi, name: 'OfferAccepted' }),
    getAbiItem({ abi: mintfrontMarketAbi, name: 'SaleCancelled' }),
    getAbiItem({ abi: mintfrontMarketAbi, name: 'BoxDelivered' }),
  ],
  async contracts(db, chain) {
    const rows = await db
      .select({ address: markets.address })
      .from(markets)
      .where(eq(markets.chain, chain));
    return rows.map((r) => r.address as Address);
  },
  async startBlock(db, chain) {
    const [row] = await db.select().from(markets).where(eq(markets.chain, chain));
    return row ? BigInt(row.deployBlock) : null;
  },
  async record(tx, chain, logs) {
    for (const log of logs) {
      if (log.eventName === 'Sold') await recordSold(tx, chain, log);
      else if (log.eventName === 'BidPlaced') await recordBid(tx, chain, log);
      else if (log.eventName === 'BidCredited') await recordCredited(tx, chain, log);
      else if (log.eventName === 'OfferAccepted') await recordAccepted(tx, chain, log);
      else if (log.eventName === 'BoxDelivered') await recordDelivered(tx, chain, log);
    }
  },
  /** The chain replaced blocks: their events are forgotten, their orders pending again and the sold counts recounted. */
  async forget(tx, chain, block) {
    const from = Number(block);
    await tx
      .update(saleOrders)
      .set({ status: 'pending', txHash: null, blockNumber: null })
      .where(and(eq(saleOrders.status, 'confirmed'), gte(saleOrders.blockNumber, from)));
    await tx
      .update(saleBoxReveals)
      .set({ deliveredAt: null, deliveryTx: null, deliveryBlock: null })
      .where(gte(saleBoxReveals.deliveryBlock, from));
    await tx
      .delete(saleRevenue)
      .where(and(eq(saleRevenue.chain, chain), gte(saleRevenue.blockNumber, from)));
    await tx
      .delete(saleEvents)
      .where(and(eq(saleEvents.chain, chain), gte(saleEvents.blockNumber, from)));
    await tx.execute(
      sql`update ${sales} s set sold_num = coalesce((select sum(e.quantity) from ${saleEvents} e where e.sale_id = s.id and e.kind = 'sold'), 0) where s.chain = ${chain}`,
    );
  },
};

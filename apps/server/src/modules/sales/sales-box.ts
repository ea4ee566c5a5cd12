import { SALE_TYPE } from '@mintfront/domain';
import { and, asc, count, eq, inArray, isNull, lte } from 'drizzle-orm';
import { encodeAbiParameters, encodePacked, keccak256, toHex, type Hex } from 'viem';
import type { Db } from '../../platform/db/db-client.ts';
import type { Jobs } from '../../platform/jobs/jobs-plugin.ts';
import { boxSeries, countBoxesRevealed } from '../mystery-boxes/index.ts';
import { deliverBoxJob } from './sales-box-delivery.job.ts';
import { saleBoxReveals, saleOrders, sales } from './sales.tables.ts';

/**
 * The committed reveal of a box sale (docs/decisions.md "Mystery-box provenance"): the series
 * listed one entry per box copy, in ascending NFT id, shuffled (Fisher–Yates) by the secret seed;
 * position i of the result is what the i-th box bought reveals. The hash binds seed and order.
 */
export function shuffleBoxes(seed: Hex, series: { nftId: number; quantity: number }[]): number[] {
  const order = [...series]
    .sort((a, b) => a.nftId - b.nftId)
    .flatMap((s) => Array<number>(s.quantity).fill(s.nftId));
  for (let i = order.length - 1; i > 0; i--) {
    const r = BigInt(keccak256(encodePacked(['bytes32', 'uint256'], [seed, BigInt(i)])));
    const j = Number(r % BigInt(i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** keccak256(abi.encode(bytes32 seed, uint256[] order)): what anyone checks the published seed and order against. */
export const provenanceHash = (seed: Hex, order: number[]) =>
  keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'uint256[]' }],
      [seed, order.map((n) => BigInt(n))],
    ),
  );

/** Commits a new box sale's reveal before it opens: a fresh secret seed, the order and its hash. */
export async function commitBoxOrder(db: Db, boxId: number) {
  const seed = toHex(crypto.getRandomValues(new Uint8Array(32)));
  const boxOrder = shuffleBoxes(seed, await boxSeries(db, boxId));
  return { provenanceSeed: seed, boxOrder, provenanceHash: provenanceHash(seed, boxOrder) };
}

/**
 * Opens the boxes of every box sale past its open date: each confirmed purchase not yet revealed,
 * in the order bought (block, then order), takes the next positions of the committed order. Each
 * position is written once (unique per sale), and the box's revealed counts grow with it; each
 * written position queues its delivery job in the same transaction (sales-box-delivery.job.ts).
 */
export async function revealBoxes(
  db: Db,
  jobs: Pick<Jobs, 'enqueueMany' | 'wake'>,
  now = new Date(),
): Promise<number> {
  // Only box sales past their open date with a confirmed order not yet revealed.
  const due = await db
    .selectDistinct({ id: sales.id })
    .from(sales)
    .innerJoin(saleOrders, and(eq(saleOrders.saleId, sales.id), eq(saleOrders.status, 'confirmed')))
    .leftJoin(saleBoxReveals, eq(saleBoxReveals.orderId, saleOrders.id))
    .where(
      and(eq(sales.type, SALE_TYPE.mysteryBox), lte(sales.openAt, now), isNull(saleBoxReveals.id)),
    );
  let revealed = 0;
  for (const { id } of due) {
    revealed += await db.transaction(async (tx) => {
      const [sale] = await tx.select().from(sales).where(eq(sales.id, id)).for('update');
      if (!sale?.boxOrder) return 0;
      const orders = await tx
        .select({ order: saleOrders })
        .from(saleOrders)
        .leftJoin(saleBoxReveals, eq(saleBoxReveals.orderId, saleOrders.id))
        .where(
          and(
            eq(saleOrders.saleId, id),
            eq(saleOrders.status, 'confirmed'),
            isNull(saleBoxReveals.id),
          ),
        )
        .orderBy(asc(saleOrders.blockNumber), asc(saleOrders.id));
      if (!orders.length) return 0;
      const [taken] = await tx
        .select({ n: count() })
        .from(saleBoxReveals)
        .where(eq(saleBoxReveals.saleId, id));
      let position = taken?.n ?? 0;
      const rows: (typeof saleBoxReveals.$inferInsert)[] = [];
      for (const { order } of orders)
        for (let k = 0; k < order.quantity && position < sale.boxOrder.length; k++)
          rows.push({
            saleId: id,
            orderId: order.id,
            position,
            nftId: sale.boxOrder[position++]!,
            wallet: order.wallet,
          });
      if (!rows.length) return 0;
      const written = await tx
        .insert(saleBoxReveals)
        .values(rows)
        .returning({ id: saleBoxReveals.id });
      await jobs.enqueueMany(
        tx,
        written.map((r) => deliverBoxJob(r.id)),
      );
      const byNft = new Map<number, number>();
      for (const r of rows) byNft.set(r.nftId, (byNft.get(r.nftId) ?? 0) + 1);
      for (const [nftId, n] of byNft) await countBoxesRevealed(tx, sale.nftId, nftId, n);
      return rows.length;
    });
  }
  if (revealed) jobs.wake();
  return revealed;
}

/** What one box of an order revealed, and whether its NFT reached the buyer on chain. */
export type BoxRevealAnswer = {
  position: number;
  nft_id: number;
  delivered: boolean;
  delivery_tx: string | null;
};

/** The NFTs an order's boxes revealed (position order), by order id. */
export async function revealsOf(db: Db, orderIds: number[]) {
  const out = new Map<number, BoxRevealAnswer[]>();
  if (!orderIds.length) return out;
  const rows = await db
    .select()
    .from(saleBoxReveals)
    .where(inArray(saleBoxReveals.orderId, orderIds))
    .orderBy(asc(saleBoxReveals.position));
  for (const r of rows) {
    const list = out.get(r.orderId) ?? [];
    list.push({
      position: r.position,
      nft_id: r.nftId,
      delivered: r.deliveredAt !== null,
      delivery_tx: r.deliveryTx,
    });
    out.set(r.orderId, list);
  }
  return out;
}

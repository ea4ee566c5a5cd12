import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { NFT_TYPES } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { nfts } from '../nfts/index.ts';
import { boxContents } from './mystery-boxes.tables.ts';

export const mysteryBoxesRepo = {
  /** Copies of each NFT already put in boxes (other than `exceptBox`), by NFT id. */
  async reserved(db: Db, nftIds: number[], exceptBox?: number): Promise<Map<number, number>> {
    if (nftIds.length === 0) return new Map();
    const rows = await db
      .select({
        nftId: boxContents.nftId,
        n: sql<number>`coalesce(sum(${boxContents.quantity}), 0)::integer`,
      })
      .from(boxContents)
      .where(
        and(
          inArray(boxContents.nftId, nftIds),
          exceptBox === undefined ? undefined : ne(boxContents.boxId, exceptBox),
        ),
      )
      .groupBy(boxContents.nftId);
    return new Map(rows.map((r) => [r.nftId, r.n]));
  },

  insertContents: (db: Db, rows: (typeof boxContents.$inferInsert)[]) =>
    db.insert(boxContents).values(rows),

  /** One page of a box's series rows with their NFTs, in the order they were chosen. */
  async contents(db: Db, boxId: number, page: number, limit: number) {
    const [rows, totals] = await Promise.all([
      db
        .select({ row: boxContents, nft: nfts })
        .from(boxContents)
        .innerJoin(nfts, eq(nfts.id, boxContents.nftId))
        .where(eq(boxContents.boxId, boxId))
        .orderBy(asc(boxContents.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(boxContents).where(eq(boxContents.boxId, boxId)),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },

  /** The store's boxes with these ids and how many of each were opened. */
  boxesWithRevealed: (db: Db, shopId: number, ids: number[]) =>
    db
      .select({
        box: nfts,
        revealed: sql<number>`(select coalesce(sum(${boxContents.revealed}), 0)::integer from ${boxContents} where ${boxContents.boxId} = ${nfts.id})`,
      })
      .from(nfts)
      .where(and(eq(nfts.shopId, shopId), eq(nfts.type, NFT_TYPES.box), inArray(nfts.id, ids))),

  /** The ids among `nftIds` that some box holds (such an NFT is not deleted while the box exists). */
  async heldInBoxes(db: Db, nftIds: number[]): Promise<number[]> {
    if (nftIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ nftId: boxContents.nftId })
      .from(boxContents)
      .where(inArray(boxContents.nftId, nftIds));
    return rows.map((r) => r.nftId);
  },
};

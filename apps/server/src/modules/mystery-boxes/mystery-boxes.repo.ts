import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { pageWhere, type PageAt } from '../../platform/db/repo-helper.ts';
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

  /** The first of these NFTs that some box holds copies of, if any. */
  async firstHeld(db: Db, nftIds: number[]): Promise<number | undefined> {
    if (nftIds.length === 0) return undefined;
    const [row] = await db
      .select({ nftId: boxContents.nftId })
      .from(boxContents)
      .where(inArray(boxContents.nftId, nftIds))
      .limit(1);
    return row?.nftId;
  },

  insertContents: (db: Db, rows: (typeof boxContents.$inferInsert)[]) =>
    db.insert(boxContents).values(rows),

  /** One page of a box's series rows, in the order they were chosen. */
  contents: (db: Db, boxId: number, at: PageAt) =>
    pageWhere(db, boxContents, at, eq(boxContents.boxId, boxId), asc(boxContents.id)),

  /** How many of each box were opened, by box id. */
  async revealed(db: Db, boxIds: number[]): Promise<Map<number, number>> {
    if (boxIds.length === 0) return new Map();
    const rows = await db
      .select({
        boxId: boxContents.boxId,
        n: sql<number>`coalesce(sum(${boxContents.revealed}), 0)::integer`,
      })
      .from(boxContents)
      .where(inArray(boxContents.boxId, boxIds))
      .groupBy(boxContents.boxId);
    return new Map(rows.map((r) => [r.boxId, r.n]));
  },

  /** A box's series: each NFT and how many of the box's copies reveal it, in the order chosen. */
  series: (db: Db, boxId: number) =>
    db
      .select({ nftId: boxContents.nftId, quantity: boxContents.quantity })
      .from(boxContents)
      .where(eq(boxContents.boxId, boxId))
      .orderBy(asc(boxContents.id)),

  /** Counts `n` more boxes opened that gave `nftId` (GET /api/sale/box/minted answers the sum). */
  countRevealed: (db: Db, boxId: number, nftId: number, n: number) =>
    db
      .update(boxContents)
      .set({ revealed: sql`${boxContents.revealed} + ${n}` })
      .where(and(eq(boxContents.boxId, boxId), eq(boxContents.nftId, nftId))),
};

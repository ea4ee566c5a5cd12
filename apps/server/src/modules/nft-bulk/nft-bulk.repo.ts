import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { insertManySql } from '../../platform/db/insert-many.ts';
import { crud } from '../../platform/db/repo-helper.ts';
import { nftBulkJobs, nftBulkRows, type NftBulkJobRow, type NftBulkRowRow, type NftBulkRowState } from './nft-bulk.tables.ts';

const base = crud(nftBulkJobs);
const refused = (bulkId: number) => and(eq(nftBulkRows.bulkId, bulkId), inArray(nftBulkRows.state, ['invalid', 'failed']));

export const nftBulkRepo = {
  ...base,

  /** A bulk creation of the shop that the viewer may see: its creator's, or any for the owner. */
  findFor: (db: Db, shopId: number, id: number, userId: number, isOwner: boolean) =>
    base.findOne(db, and(eq(nftBulkJobs.shopId, shopId), eq(nftBulkJobs.id, id), isOwner ? undefined : eq(nftBulkJobs.creatorId, userId))),

  async latestOf(db: Db, shopId: number, userId: number): Promise<NftBulkJobRow | undefined> {
    const [row] = await db.select().from(nftBulkJobs).where(and(eq(nftBulkJobs.shopId, shopId), eq(nftBulkJobs.creatorId, userId))).orderBy(desc(nftBulkJobs.id)).limit(1);
    return row;
  },

  /** Moves a bulk creation on only from one of the expected states; false when it was elsewhere (a second confirm). */
  async advance(db: Db, id: number, from: NftBulkJobRow['state'][], values: Partial<NftBulkJobRow>): Promise<boolean> {
    const rows = await db.update(nftBulkJobs).set({ ...values, updatedAt: new Date() }).where(and(eq(nftBulkJobs.id, id), inArray(nftBulkJobs.state, from))).returning({ id: nftBulkJobs.id });
    return rows.length > 0;
  },

  addCounts: (db: Db, id: number, add: { created?: number; failed?: number; checked?: number }) =>
    db
      .update(nftBulkJobs)
      .set({
        created: sql`${nftBulkJobs.created} + ${add.created ?? 0}`,
        failed: sql`${nftBulkJobs.failed} + ${add.failed ?? 0}`,
        checked: sql`${nftBulkJobs.checked} + ${add.checked ?? 0}`,
        updatedAt: new Date(),
      })
      .where(eq(nftBulkJobs.id, id)),

  insertRows: async (db: Db, rows: (typeof nftBulkRows.$inferInsert)[]) => {
    if (rows.length) await db.execute(insertManySql(nftBulkRows, rows));
  },

  deleteRows: (db: Db, bulkId: number) => db.delete(nftBulkRows).where(eq(nftBulkRows.bulkId, bulkId)),

  /** The next valid rows in line order, locked: a second server working the same job waits, then sees them taken. */
  takeValid: (db: Db, bulkId: number, limit: number): Promise<NftBulkRowRow[]> =>
    db.select().from(nftBulkRows).where(and(eq(nftBulkRows.bulkId, bulkId), eq(nftBulkRows.state, 'valid'))).orderBy(asc(nftBulkRows.line)).limit(limit).for('update'),

  /** Marks rows created with their NFTs, in one statement. */
  async markCreated(db: Db, bulkId: number, created: { line: number; nftId: number }[]) {
    if (!created.length) return;
    const pairs = JSON.stringify(created.map((c) => ({ line: c.line, nft_id: c.nftId })));
    // The NFT holds the row's values now: the body is dropped, so the row's new version is small.
    await db.execute(sql`update ${nftBulkRows} set state = 'created', nft_id = v.nft_id, body = null from jsonb_to_recordset(${pairs}::jsonb) as v(line integer, nft_id integer)
      where ${nftBulkRows.bulkId} = ${bulkId} and ${nftBulkRows.line} = v.line`);
  },

  markFailed: (db: Db, bulkId: number, line: number, errors: NftBulkRowRow['errors']) =>
    db.update(nftBulkRows).set({ state: 'failed', errors }).where(and(eq(nftBulkRows.bulkId, bulkId), eq(nftBulkRows.line, line))),

  /** Rows still valid when creating gave up: they failed with the job's reason. */
  failRemaining: (db: Db, bulkId: number, errors: NftBulkRowRow['errors']) =>
    db.update(nftBulkRows).set({ state: 'failed', errors }).where(and(eq(nftBulkRows.bulkId, bulkId), eq(nftBulkRows.state, 'valid'))).returning({ line: nftBulkRows.line }),

  async countByState(db: Db, bulkId: number): Promise<Record<NftBulkRowState, number>> {
    const rows = await db.select({ state: nftBulkRows.state, n: count() }).from(nftBulkRows).where(eq(nftBulkRows.bulkId, bulkId)).groupBy(nftBulkRows.state);
    const counts = { valid: 0, invalid: 0, created: 0, failed: 0 };
    for (const r of rows) counts[r.state] = r.n;
    return counts;
  },

  async refusedPage(db: Db, bulkId: number, page: number, limit: number) {
    const [rows, totals] = await Promise.all([
      db.select().from(nftBulkRows).where(refused(bulkId)).orderBy(asc(nftBulkRows.line)).limit(limit).offset((page - 1) * limit),
      db.select({ n: count() }).from(nftBulkRows).where(refused(bulkId)),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },

  /** Refused rows after `afterLine`, in line order (the report reads them a slice at a time). */
  refusedAfter: (db: Db, bulkId: number, afterLine: number, limit: number) =>
    db.select().from(nftBulkRows).where(and(refused(bulkId), gt(nftBulkRows.line, afterLine))).orderBy(asc(nftBulkRows.line)).limit(limit),
};

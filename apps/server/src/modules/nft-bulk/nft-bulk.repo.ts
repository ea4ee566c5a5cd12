import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { rowsOf } from '../../platform/db/insert-many.ts';
import { jsonPiecesSql } from '../../platform/db/json-rows.ts';
import { pageWhere } from '../../platform/db/repo-helper.ts';
import { classifications } from '../categories/categories.tables.ts';
import { createManyNfts } from '../nfts/index.ts';
import { files } from '../uploads/uploads.tables.ts';
import {
  nftBulkJobs,
  nftBulkRows,
  type NftBulkJobRow,
  type NftBulkRowRow,
  type NftBulkRowState,
} from './nft-bulk.tables.ts';

const refused = (bulkId: number) =>
  and(eq(nftBulkRows.bulkId, bulkId), inArray(nftBulkRows.state, ['invalid', 'failed']));
// Every column but the uploaded files' bytes: a schedule is polled while verifying, and the bytes are as big as the file.
const { info: _info, metadata: _metadata, ...jobColumns } = getTableColumns(nftBulkJobs);
const findJob = async (db: Db, where: SQL | undefined): Promise<NftBulkJobRow | undefined> =>
  (await db.select(jobColumns).from(nftBulkJobs).where(where).limit(1))[0];
/** A valid row as creating takes it (nftBulkRepo.takeValid); the gone* fields are null while the store still holds them. */
export type ValidRowRef = {
  line: number;
  contractId: number;
  copies: number;
  royalties: string;
  goneCategory: number | null;
  goneFile: string | null;
  gonePreview: string | null;
};
const bytesOf = (base64: string | null) => (base64 === null ? null : Buffer.from(base64, 'base64'));

export const nftBulkRepo = {
  insert: async (db: Db, values: typeof nftBulkJobs.$inferInsert): Promise<NftBulkJobRow> =>
    (await db.insert(nftBulkJobs).values(values).returning(jobColumns))[0]!,

  update: async (
    db: Db,
    id: number,
    values: Partial<typeof nftBulkJobs.$inferInsert>,
  ): Promise<NftBulkJobRow | undefined> =>
    (
      await db.update(nftBulkJobs).set(values).where(eq(nftBulkJobs.id, id)).returning(jobColumns)
    )[0],

  findById: (db: Db, id: number) => findJob(db, eq(nftBulkJobs.id, id)),

  /** A bulk creation of the shop that the viewer may see: its creator's, or any for the owner. */
  findFor: (db: Db, shopId: number, id: number, userId: number, isOwner: boolean) =>
    findJob(
      db,
      and(
        eq(nftBulkJobs.shopId, shopId),
        eq(nftBulkJobs.id, id),
        isOwner ? undefined : eq(nftBulkJobs.creatorId, userId),
      ),
    ),

  async latestOf(db: Db, shopId: number, userId: number): Promise<NftBulkJobRow | undefined> {
    const [row] = await db
      .select(jobColumns)
      .from(nftBulkJobs)
      .where(and(eq(nftBulkJobs.shopId, shopId), eq(nftBulkJobs.creatorId, userId)))
      .orderBy(desc(nftBulkJobs.id))
      .limit(1);
    return row;
  },

  /** The uploaded info and metadata files (null once verifying has turned them into rows), as base64 on the wire (see the bytea column). */
  async filesOf(db: Db, id: number): Promise<{ info: Buffer | null; metadata: Buffer | null }> {
    const [row] = await db
      .select({
        info: sql<string | null>`encode(${nftBulkJobs.info}, 'base64')`,
        metadata: sql<string | null>`encode(${nftBulkJobs.metadata}, 'base64')`,
      })
      .from(nftBulkJobs)
      .where(eq(nftBulkJobs.id, id));
    return { info: bytesOf(row?.info ?? null), metadata: bytesOf(row?.metadata ?? null) };
  },

  /** Moves a bulk creation on only from one of the expected states; false when it was elsewhere (a second confirm). */
  async advance(
    db: Db,
    id: number,
    from: NftBulkJobRow['state'][],
    values: Partial<typeof nftBulkJobs.$inferInsert>,
  ): Promise<boolean> {
    const rows = await db
      .update(nftBulkJobs)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(nftBulkJobs.id, id), inArray(nftBulkJobs.state, from)))
      .returning({ id: nftBulkJobs.id });
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

  /** Writes verified rows sent as JSON text (JsonRows: `{line, state, cells, body, errors}` each): the rows wait for it as text, not objects. */
  insertRows: async (db: Db, bulkId: number, pieces: string[]) => {
    if (!pieces.length) return;
    await db.execute(sql`insert into ${nftBulkRows} (bulk_id, line, state, cells, body, errors)
      select ${bulkId}, line, state, cells, body, errors from ${jsonPiecesSql(pieces)} as x(line integer, state text, cells jsonb, body jsonb, errors jsonb)`);
  },

  /** Drops the verified rows with their count, together: a verification that starts over counts its rows from 0. */
  clearRows: (db: Db, bulkId: number) =>
    db.transaction(async (t) => {
      await t.delete(nftBulkRows).where(eq(nftBulkRows.bulkId, bulkId));
      await t
        .update(nftBulkJobs)
        .set({ checked: 0, updatedAt: new Date() })
        .where(eq(nftBulkJobs.id, bulkId));
    }),

  /**
   * The next valid rows in line order, locked (a second server working the same job waits, then
   * sees them taken), as what creating needs in JavaScript: the NFT's values stay in the row's
   * body until createNfts copies them. Also what the store no longer holds since verifying: the
   * first gone category of the row, and the cell of a content file or preview no longer its own.
   */
  async takeValid(db: Db, bulkId: number, shopId: number, limit: number): Promise<ValidRowRef[]> {
    const owned = (path: SQL) =>
      sql`exists (select 1 from ${files} f where f.shop_id = ${shopId} and f.kind = 'nftContent' and f.key = ${path})`;
    const result =
      await db.execute(sql`select r.line, (r.body->>'contractId')::integer as "contractId", (r.body->>'copies')::integer as "copies", (r.body->>'royalties') as "royalties",
        (select c.id::integer from jsonb_array_elements_text(r.body->'categoryIds') with ordinality as c(id, n)
          where not exists (select 1 from ${classifications} k where k.shop_id = ${shopId} and k.id = c.id::integer) order by c.n limit 1) as "goneCategory",
        case when not ${owned(sql`r.body->>'icon'`)} then coalesce(r.cells->>'file', '') end as "goneFile",
        case when r.body->>'preview' is not null and not ${owned(sql`r.body->>'preview'`)} then coalesce(r.cells->>'preview', '') end as "gonePreview"
      from ${nftBulkRows} r where r.bulk_id = ${bulkId} and r.state = 'valid' order by r.line limit ${limit} for update of r`);
    return rowsOf<ValidRowRef>(result);
  },

  /**
   * The NFTs of `made` (JSON: [{line, id, type, mint_job_id}], one per row), their values copied
   * from the rows' bodies in one statement, through the NFT module's "create many".
   */
  createNfts: (
    db: Db,
    bulkId: number,
    fixed: { shopId: number; creatorId: number; status: number },
    made: string,
  ) =>
    createManyNfts(
      db,
      fixed,
      sql`jsonb_to_recordset(${made}::jsonb) as v(line integer, id integer, type integer, mint_job_id integer)
      join ${nftBulkRows} r on r.bulk_id = ${bulkId} and r.line = v.line, lateral (select r.body as b) body`,
    ),

  /** Marks the rows of `made` (as createNfts) created with their NFTs, in one statement. */
  async markCreated(db: Db, bulkId: number, made: string) {
    // The NFT holds the row's values now: the body is dropped, so the row's new version is small.
    await db.execute(sql`update ${nftBulkRows} set state = 'created', nft_id = v.id, body = null from jsonb_to_recordset(${made}::jsonb) as v(line integer, id integer)
      where ${nftBulkRows.bulkId} = ${bulkId} and ${nftBulkRows.line} = v.line`);
  },

  markFailed: (db: Db, bulkId: number, line: number, errors: NftBulkRowRow['errors']) =>
    db
      .update(nftBulkRows)
      .set({ state: 'failed', errors })
      .where(and(eq(nftBulkRows.bulkId, bulkId), eq(nftBulkRows.line, line))),

  /** Rows still valid when creating gave up: they failed with the job's reason. */
  failRemaining: (db: Db, bulkId: number, errors: NftBulkRowRow['errors']) =>
    db
      .update(nftBulkRows)
      .set({ state: 'failed', errors })
      .where(and(eq(nftBulkRows.bulkId, bulkId), eq(nftBulkRows.state, 'valid')))
      .returning({ line: nftBulkRows.line }),

  async countByState(db: Db, bulkId: number): Promise<Record<NftBulkRowState, number>> {
    const rows = await db
      .select({ state: nftBulkRows.state, n: count() })
      .from(nftBulkRows)
      .where(eq(nftBulkRows.bulkId, bulkId))
      .groupBy(nftBulkRows.state);
    const counts = { valid: 0, invalid: 0, created: 0, failed: 0 };
    for (const r of rows) counts[r.state] = r.n;
    return counts;
  },

  refusedPage: (db: Db, bulkId: number, page: number, limit: number) =>
    pageWhere(db, nftBulkRows, { page, limit }, refused(bulkId), asc(nftBulkRows.line)),

  /** Refused rows after `afterLine`, in line order (the report reads them a slice at a time). */
  refusedAfter: (db: Db, bulkId: number, afterLine: number, limit: number) =>
    db
      .select()
      .from(nftBulkRows)
      .where(and(refused(bulkId), gt(nftBulkRows.line, afterLine)))
      .orderBy(asc(nftBulkRows.line))
      .limit(limit),
};

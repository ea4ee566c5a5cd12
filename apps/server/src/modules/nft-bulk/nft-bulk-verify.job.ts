import { eq } from 'drizzle-orm';
import type { NftBulkProblem } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { JsonRows } from '../../platform/db/json-rows.ts';
import type { JobHandler } from '../../platform/jobs/jobs-worker.ts';
import { classifications } from '../categories/categories.tables.ts';
import { collections } from '../collections/collections.tables.ts';
import { checkRow, type RowLookups } from './nft-bulk-rows.ts';
import { readInfoRows, SheetProblem } from './nft-bulk-sheet.ts';
import { yieldEvery } from './nft-bulk-yield.ts';
import { nftBulkRepo } from './nft-bulk.repo.ts';
import type { NftBulkJobRow } from './nft-bulk.tables.ts';

export const VERIFY_BULK_JOB = 'nft-bulk.verify';
export type VerifyBulkPayload = { bulkId: number };
/** Rows written per statement while verifying (and progress reported as often). */
export const VERIFY_BATCH = 1000;

/** The metadata file: a JSON object whose keys are file names and whose values are attributes (spec doc 1 §3 attrs). */
function metadataOf(bytes: Buffer | null): Map<string, unknown> {
  if (!bytes) return new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new SheetProblem({
      key: 'metadataInvalid',
      params: { reason: (error as Error).message },
    });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new SheetProblem({ key: 'metadataInvalid', params: { reason: 'not an object' } });
  return new Map(Object.entries(parsed));
}

async function lookupsOf(
  db: Db,
  bulk: NftBulkJobRow,
  metadata: Buffer | null,
): Promise<RowLookups> {
  // One after another: `db` may be a transaction, whose one connection runs one query at a time.
  const colls = await db.select().from(collections).where(eq(collections.shopId, bulk.shopId));
  const cats = await db
    .select({ id: classifications.id })
    .from(classifications)
    .where(eq(classifications.shopId, bulk.shopId));
  return {
    type: bulk.type,
    collections: new Map(colls.map((c) => [c.id, c])),
    categories: new Set(cats.map((c) => c.id)),
    // Starting the bulk creation checked that every path is NFT content this store uploaded.
    files: new Map(bulk.files.map((f) => [f.name, f.path])),
    metadata: metadataOf(metadata),
  };
}

/**
 * Reads every row and checks it (spec doc 1 §4 "verifying"), writing the rows and their errors
 * by line. Verifying changes nothing outside the bulk's own rows, so a resumed job starts over.
 */
async function verify(
  db: Db,
  bulk: NftBulkJobRow,
  files: { info: Buffer; metadata: Buffer | null },
): Promise<{ rows: number; valid: number; invalid: number; problem: NftBulkProblem | null }> {
  const counts = { rows: 0, valid: 0, invalid: 0 };
  try {
    const lookups = await lookupsOf(db, bulk, files.metadata);
    // The rows wait for their statement as JSON text outside the heap (platform/db/json-rows.ts).
    const batch = new JsonRows();
    const flush = async () => {
      if (!batch.count) return;
      const checked = batch.count;
      await nftBulkRepo.insertRows(db, bulk.id, batch.take());
      await nftBulkRepo.addCounts(db, bulk.id, { checked });
    };
    for (const row of readInfoRows(files.info)) {
      const verdict = checkRow(row, lookups);
      counts.rows++;
      if (verdict.body) counts.valid++;
      else counts.invalid++;
      batch.add({
        line: row.line,
        state: verdict.body ? 'valid' : 'invalid',
        cells: row.cells,
        body: verdict.body ?? null,
        errors: verdict.errors ?? null,
      });
      if (batch.count === VERIFY_BATCH) await flush();
      await yieldEvery(counts.rows);
    }
    await flush();
    return { ...counts, problem: counts.rows === 0 ? { key: 'noRows' } : null };
  } catch (error) {
    if (error instanceof SheetProblem) {
      await nftBulkRepo.clearRows(db, bulk.id);
      return { rows: 0, valid: 0, invalid: 0, problem: error.problem };
    }
    throw error;
  }
}

/** The `nft-bulk.verify` job: verifying → verification success, or failed with the errors by line. */
export function verifyBulkHandler(): JobHandler {
  return {
    async run(ctx) {
      const { bulkId } = ctx.job.payload as VerifyBulkPayload;
      const bulk = await nftBulkRepo.findById(ctx.db, bulkId);
      if (!bulk || bulk.state !== 'verifying') return { skipped: true };
      const { info, metadata } = await nftBulkRepo.filesOf(ctx.db, bulkId);
      if (!info) return { skipped: true };
      // A server that died verifying left rows and their count: both start over.
      await nftBulkRepo.clearRows(ctx.db, bulkId);
      const { rows, valid, invalid, problem } = await verify(ctx.db, bulk, { info, metadata });
      const state = problem || invalid > 0 ? 'verificationFailed' : 'verified';
      // The files are rows now: their bytes are not kept.
      await nftBulkRepo.advance(ctx.db, bulkId, ['verifying'], {
        state,
        rows,
        checked: rows,
        valid,
        invalid,
        problem,
        info: null,
        metadata: null,
      });
      return { state, rows, valid, invalid };
    },
    async onFailed(db, job, failure) {
      const { bulkId } = job.payload as VerifyBulkPayload;
      await nftBulkRepo.clearRows(db, bulkId);
      const problem: NftBulkProblem = { key: 'checkFailed', params: { reason: failure.message } };
      await nftBulkRepo.advance(db, bulkId, ['verifying'], {
        state: 'verificationFailed',
        rows: 0,
        valid: 0,
        invalid: 0,
        problem,
        info: null,
        metadata: null,
      });
    },
  };
}

import { randomUUID } from 'node:crypto';
import { messageText, saleCreateBody } from '@mintfront/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Jobs } from '../../platform/jobs/jobs-plugin.ts';
import { cellText, readXlsxRows, XlsxError } from '../../platform/xlsx/xlsx-reader.ts';
import { checkBulkSize, enqueueBulk, pastDateOf } from './sales-bulk.ts';
import { saleBatches } from './sales.tables.ts';

type Check = (typeof saleBatches.$inferSelect)['checks'][number];

/** The fields a sell order file's columns may name: the create payload's, less its type. */
const COLUMNS = new Set(Object.keys(saleCreateBody.shape).filter((k) => k !== 'type'));

/**
 * The rows of a sell order file (spec doc 2 §7 "POST /api/sale/multiple/nfts/upload/{type}"): the
 * first worksheet of an XLSX whose first row names create-payload fields (`goods_id` required);
 * each later row with something in it is one sell order, its empty cells left out.
 */
export function readSaleRows(bytes: Uint8Array, max: number): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  let columns: (string | undefined)[] | undefined;
  try {
    // The header and one row more than allowed are read, so that row answers E118.
    for (const { cells } of readXlsxRows(bytes, { maxRows: max + 2 })) {
      if (!columns) {
        columns = cells.map((c) => {
          const name = cellText(c).trim().toLowerCase();
          return COLUMNS.has(name) ? name : undefined;
        });
        if (!columns.includes('goods_id'))
          throw new AppError('SALE_BULK_FILE_INVALID', { reason: 'no goods_id column' });
        continue;
      }
      const row: Record<string, string> = {};
      cells.forEach((cell, i) => {
        const key = columns![i];
        const text = cellText(cell).trim();
        if (key && text) row[key] = text;
      });
      if (Object.keys(row).length) rows.push(row);
    }
  } catch (err) {
    if (err instanceof XlsxError && err.problem === 'rows')
      throw new AppError('E118', { max }, { max });
    if (err instanceof XlsxError)
      throw new AppError('SALE_BULK_FILE_INVALID', { reason: err.message });
    throw err;
  }
  if (!columns) throw new AppError('SALE_BULK_FILE_INVALID', { reason: 'the sheet is empty' });
  return rows;
}

/** A row's first problem as the create call would name it (schema, then a date in the past), or null. */
function checkRow(row: Record<string, string>, type: number, i: number, now: Date): Check | null {
  const parsed = saleCreateBody.safeParse({ ...row, type });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.');
    return { row: i, field, statusDesc: messageText(issue.message, 'en', { field }) };
  }
  const past = pastDateOf(row, now);
  return past
    ? { row: i, field: past, statusDesc: messageText('datePast', 'en', { field: past }) }
    : null;
}

/** spec doc 2 §4 polling statuses of a checked file: 1 every row valid, 6 some, 2 none. */
const checkedStatus = (problems: number, rows: number) =>
  problems === 0 ? 1 : problems === rows ? 2 : 6;

/**
 * Records an uploaded file's rows with their check (E118 above `max`), nothing created yet;
 * answers the key that check/status, import/key and upload/status take.
 */
export async function uploadBulk(
  db: Db,
  shopId: number,
  userId: number,
  type: number,
  bytes: Uint8Array,
  max: number,
  now = new Date(),
) {
  const rows = readSaleRows(bytes, max);
  checkBulkSize(type, rows.length, max);
  if (!rows.length) throw new AppError('SALE_BULK_FILE_INVALID', { reason: 'no rows' });
  const checks = rows.map((r, i) => checkRow(r, type, i, now)).filter((c) => c !== null);
  const key = randomUUID();
  await db.insert(saleBatches).values({
    shopId,
    userId,
    key,
    type,
    rows,
    source: 'file',
    checks,
  });
  return { key };
}

async function fileBatch(db: Db, shopId: number, key: string) {
  const [batch] = await db
    .select()
    .from(saleBatches)
    .where(
      and(eq(saleBatches.shopId, shopId), eq(saleBatches.key, key), eq(saleBatches.source, 'file')),
    );
  if (!batch) throw new AppError('NOT_FOUND');
  return batch;
}

/** GET /api/sale/multiple/nfts/upload/check/status?key: the file's check, per-row problems included. */
export async function checkStatus(db: Db, shopId: number, key: string) {
  const batch = await fileBatch(db, shopId, key);
  return {
    key,
    status: checkedStatus(batch.checks.length, batch.rows.length),
    total: batch.rows.length,
    valid: batch.rows.length - batch.checks.length,
    errors: batch.checks,
    imported: batch.importedAt !== null,
  };
}

/**
 * POST /api/sale/multiple/nfts/import/key: queues the creation of the file's rows (the bulk job of
 * the list variant; a row that fails answers its error in upload/status). Once per file.
 */
export async function importBulk(db: Db, jobs: Jobs, shopId: number, key: string, max: number) {
  const batch = await fileBatch(db, shopId, key);
  checkBulkSize(batch.type, batch.rows.length, max);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(saleBatches)
      .set({ importedAt: new Date(), status: 0 })
      .where(and(eq(saleBatches.id, batch.id), isNull(saleBatches.importedAt)))
      .returning({ id: saleBatches.id });
    if (!claimed) throw new AppError('SALE_BULK_IMPORTED');
    await enqueueBulk(tx, jobs, batch.id, key);
  });
  return { key };
}

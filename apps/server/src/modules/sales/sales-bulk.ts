import { randomUUID } from 'node:crypto';
import {
  ERRORS,
  messageText,
  saleCreateBody,
  SALE_TYPE,
  type SaleBulkBody,
} from '@mintfront/domain';
import { and, eq } from 'drizzle-orm';
import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError, RequestValidationError } from '../../platform/http/validation.ts';
import type { JobHandler } from '../../platform/jobs/jobs-worker.ts';
import type { Jobs } from '../../platform/jobs/jobs-plugin.ts';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import { createSale } from './sales-create.ts';
import { saleBatches } from './sales.tables.ts';

export const BULK_SALES_JOB = 'sales.bulk';
/** spec doc 2 §4 polling statuses of a bulk sell order. */
export const BULK_STATUS = { waiting: 0, success: 1, failed: 2, creating: 3, partial: 6 } as const;

type Result = (typeof saleBatches.$inferSelect)['results'][number];

/** The per-row outcome of an error: its code and text, and the field a validation issue names. */
function failure(row: number, err: unknown): Result {
  if (err instanceof RequestValidationError) {
    const issue = err.issues[0]!;
    const field = issue.path.join('.');
    return {
      row,
      sale_id: null,
      statusCode: ERRORS.VALIDATION.code,
      statusDesc: messageText(issue.message, 'en', { field, ...issue.params }),
      field,
    };
  }
  if (err instanceof AppError)
    return { row, sale_id: null, statusCode: err.statusCode, statusDesc: err.message };
  throw err;
}

/**
 * POST /api/sale/multiple/nfts/{type}: checks the count (E118 above the configured maximum) and
 * that no row's dates are in the past (spec doc 2 §5), then queues the creation; answers the key to poll.
 */
export async function startBulk(
  db: Db,
  jobs: Jobs,
  shopId: number,
  userId: number,
  type: number,
  body: SaleBulkBody,
  max: number,
  now = new Date(),
) {
  checkBulkSize(type, body.list.length, max);
  body.list.forEach((row, i) => {
    const field = pastDateOf(row, now);
    if (field)
      throw new RequestValidationError('body', [
        { path: ['list', i, field], message: 'datePast', params: {} },
      ]);
  });
  const key = randomUUID();
  await db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(saleBatches)
      .values({ shopId, userId, key, type, rows: body.list, importedAt: now })
      .returning();
    await enqueueBulk(tx, jobs, batch!.id, key);
  });
  return { key };
}

/** spec doc 2 §5: no airdrops here, at most `max` NFTs in one bulk sell order (E118). */
export function checkBulkSize(type: number, rows: number, max: number) {
  if (type === SALE_TYPE.airdrop) throw fieldError('type', 'saleAirdrop');
  if (rows > max) throw new AppError('E118', { max }, { max });
}

/** spec doc 2 §5 "Bulk sell orders: date cannot be in the past" (a minute of slack): the field that is. */
export function pastDateOf(row: Record<string, unknown>, now: Date) {
  return (['start_date', 'end_date'] as const).find((field) => {
    const v = row[field];
    return v && new Date(String(v)) < new Date(now.getTime() - 60_000);
  });
}

/** Queues the creation of a batch's rows (once per key). */
export const enqueueBulk = (db: Db, jobs: Jobs, batchId: number, key: string) =>
  jobs.enqueue(db, {
    kind: BULK_SALES_JOB,
    payload: { batchId },
    idempotencyKey: `${BULK_SALES_JOB}:${key}`,
  });

/** GET /api/sale/multiple/nfts/status?key: the batch's status and its rows' outcomes so far. */
export async function bulkStatus(db: Db, shopId: number, key: string) {
  const [batch] = await db
    .select()
    .from(saleBatches)
    .where(and(eq(saleBatches.shopId, shopId), eq(saleBatches.key, key)));
  if (!batch) throw new AppError('NOT_FOUND');
  return {
    key,
    status: batch.status,
    total: batch.rows.length,
    done: batch.results.length,
    created: batch.results.filter((r) => r.statusCode === 0).length,
    results: batch.results,
  };
}

/** Creates the batch's sell orders one by one, each row's outcome kept (a resumed job skips the rows done). */
export function bulkSalesHandler(chain: () => ChainClients | null): JobHandler {
  return {
    async run({ db, job }) {
      const { batchId } = job.payload as { batchId: number };
      const [batch] = await db.select().from(saleBatches).where(eq(saleBatches.id, batchId));
      if (!batch) return;
      const [shop] = await db.select().from(shops).where(eq(shops.id, batch.shopId));
      const results = [...batch.results];
      await db
        .update(saleBatches)
        .set({ status: BULK_STATUS.creating })
        .where(eq(saleBatches.id, batchId));
      for (let i = results.length; i < batch.rows.length; i++) {
        let result: Result;
        try {
          const parsed = saleCreateBody.safeParse({ ...batch.rows[i], type: batch.type });
          if (!parsed.success) {
            const issue = parsed.error.issues[0]!;
            throw new RequestValidationError('body', [
              { path: issue.path as (string | number)[], message: issue.message, params: {} },
            ]);
          }
          const sale = await createSale({ db, chain: chain() }, shop!, batch.userId, parsed.data);
          result = { row: i, sale_id: sale.id, statusCode: 0, statusDesc: 'success' };
        } catch (err) {
          result = failure(i, err);
        }
        results.push(result);
        await db.update(saleBatches).set({ results }).where(eq(saleBatches.id, batchId));
      }
      const created = results.filter((r) => r.statusCode === 0).length;
      const status =
        created === results.length
          ? BULK_STATUS.success
          : created === 0
            ? BULK_STATUS.failed
            : BULK_STATUS.partial;
      await db.update(saleBatches).set({ status }).where(eq(saleBatches.id, batchId));
    },
  };
}

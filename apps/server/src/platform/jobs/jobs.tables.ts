import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, ts } from '../db/columns.ts';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/**
 * The jobs table of ARCHITECTURE.md: a worker loop in every server claims rows with
 * `FOR UPDATE SKIP LOCKED`; a lease (locked_until) lets another server take over a job whose
 * server died. `checkpoint` is what a handler recorded before a step that must not be repeated
 * (a sent transaction's hash), so a resumed job continues instead of starting over.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAfter: ts('run_after').notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: ts('locked_until'),
    checkpoint: jsonb('checkpoint').$type<Record<string, unknown>>(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** Catalogue key of a final failure (E65 when the contract rejected it), and its reason. */
    errorCode: text('error_code'),
    error: text('error'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAtColumn(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_idempotency_key').on(t.idempotencyKey),
    index('jobs_claim_idx').on(t.status, t.runAfter),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

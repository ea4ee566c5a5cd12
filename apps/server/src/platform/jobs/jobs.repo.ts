import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/db-client.ts';
import { insertManySql, rowsOf } from '../db/insert-many.ts';
import { jobs, type JobRow } from './jobs.tables.ts';

export type NewJob = {
  kind: string;
  payload: Record<string, unknown>;
  /** A second enqueue with the same key returns the first job instead of adding one. */
  idempotencyKey?: string;
  runAfter?: Date;
  maxAttempts?: number;
};

/** The running job still belongs to this worker (its lease was not taken over). */
const owned = (id: number, workerId: string) =>
  and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId));
const leaseEnd = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** Changes the running job if it is still this worker's; false when its lease was lost. */
async function updateOwned(
  db: Db,
  id: number,
  workerId: string,
  set: PgUpdateSetSource<typeof jobs>,
): Promise<boolean> {
  const rows = await db.update(jobs).set(set).where(owned(id, workerId)).returning({ id: jobs.id });
  return rows.length > 0;
}

export const jobsRepo = {
  async enqueue(db: Db, job: NewJob): Promise<JobRow> {
    const [row] = await db
      .insert(jobs)
      .values({
        kind: job.kind,
        payload: job.payload,
        idempotencyKey: job.idempotencyKey ?? null,
        ...(job.runAfter ? { runAfter: job.runAfter } : {}),
        ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
      })
      .onConflictDoNothing({ target: jobs.idempotencyKey })
      .returning();
    if (row) return row;
    const [existing] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, job.idempotencyKey!))
      .limit(1);
    return existing!;
  },

  /**
   * Queues many jobs in one statement (inside the caller's transaction when db is one); a job whose
   * idempotency key is already queued is skipped. Answers the ids of the jobs it added.
   */
  async enqueueMany(
    db: Db,
    list: NewJob[],
  ): Promise<{ id: number; idempotencyKey: string | null }[]> {
    if (list.length === 0) return [];
    const values = list.map((job) => ({
      kind: job.kind,
      payload: job.payload,
      idempotencyKey: job.idempotencyKey ?? null,
      runAfter: job.runAfter ?? new Date(),
      maxAttempts: job.maxAttempts ?? 5,
    }));
    const result = await db.execute(
      sql`${insertManySql(jobs, values)} on conflict (idempotency_key) do nothing returning id, idempotency_key`,
    );
    return rowsOf<{ id: number; idempotency_key: string | null }>(result).map((r) => ({
      id: Number(r.id),
      idempotencyKey: r.idempotency_key,
    }));
  },

  async findById(db: Db, id: number): Promise<JobRow | undefined> {
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
    return row;
  },

  /**
   * Takes the next due job of the given kinds: a queued one whose time has come, or a running
   * one whose lease ran out (its server died). `SKIP LOCKED` lets many servers claim at once
   * without waiting on each other or taking the same row.
   */
  async claim(
    db: Db,
    workerId: string,
    kinds: string[],
    leaseMs: number,
  ): Promise<JobRow | undefined> {
    if (kinds.length === 0) return undefined;
    const due = or(
      and(eq(jobs.status, 'queued'), lte(jobs.runAfter, sql`now()`)),
      and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
    );
    const next = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.kind, kinds), due))
      .orderBy(jobs.runAfter, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(jobs)
      .set({
        status: 'running',
        lockedBy: workerId,
        lockedUntil: leaseEnd(leaseMs),
        attempts: sql`${jobs.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(inArray(jobs.id, next))
      .returning();
    return row;
  },

  /** Extends the lease; false when the job is no longer this worker's. */
  async extend(db: Db, id: number, workerId: string, leaseMs: number): Promise<boolean> {
    return updateOwned(db, id, workerId, { lockedUntil: leaseEnd(leaseMs) });
  },

  /** Records a step before the step's effect is awaited; false when the lease was lost. */
  async checkpoint(
    db: Db,
    id: number,
    workerId: string,
    data: Record<string, unknown>,
  ): Promise<boolean> {
    return updateOwned(db, id, workerId, {
      checkpoint: sql`coalesce(${jobs.checkpoint}, '{}'::jsonb) || ${JSON.stringify(data)}::jsonb`,
      updatedAt: sql`now()`,
    });
  },

  async succeed(
    db: Db,
    id: number,
    workerId: string,
    result: Record<string, unknown>,
  ): Promise<boolean> {
    return updateOwned(db, id, workerId, {
      status: 'succeeded',
      result,
      lockedBy: null,
      lockedUntil: null,
      error: null,
      errorCode: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    });
  },

  async fail(
    db: Db,
    id: number,
    workerId: string,
    errorCode: string | null,
    error: string,
  ): Promise<boolean> {
    return updateOwned(db, id, workerId, {
      status: 'failed',
      errorCode,
      error,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    });
  },

  /**
   * Puts the job back in the queue (after a delay); its checkpoint is kept for the next run.
   * `refundAttempt`: the run did not count (a service it needs was unavailable).
   */
  async release(
    db: Db,
    id: number,
    workerId: string,
    delayMs: number,
    error: string | null,
    { refundAttempt = false } = {},
  ): Promise<boolean> {
    const attempts = refundAttempt ? sql`greatest(${jobs.attempts} - 1, 0)` : undefined;
    return updateOwned(db, id, workerId, {
      status: 'queued',
      error,
      lockedBy: null,
      lockedUntil: null,
      runAfter: leaseEnd(delayMs),
      attempts,
      updatedAt: sql`now()`,
    });
  },
};

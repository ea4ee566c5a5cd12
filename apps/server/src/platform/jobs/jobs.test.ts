import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { jobsRepo } from './jobs.repo.ts';
import { jobs } from './jobs.tables.ts';
import {
  createJobWorker,
  JobFailure,
  JobUnavailable,
  JobWaiting,
  UNAVAILABLE_RETRY_MS,
  type JobHandler,
} from './jobs-worker.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({}, { jobs: { worker: false } });
});
afterAll(async () => app?.closeAll());

let kindCounter = 0;
function worker(handler: JobHandler, over: { leaseMs?: number; stopTimeoutMs?: number } = {}) {
  const kind = `test.kind${kindCounter++}`;
  const w = createJobWorker({
    db: app.db,
    log: silent,
    handlers: new Map([[kind, handler]]),
    pollMs: 20,
    ...over,
  });
  return { kind, w };
}

describe('jobs', () => {
  it('runs a queued job once and records its result', async () => {
    const seen: unknown[] = [];
    const { kind, w } = worker({ run: async (ctx) => (seen.push(ctx.job.payload), { ok: true }) });
    const job = await jobsRepo.enqueue(app.db, { kind, payload: { n: 1 } });
    expect(await w.runOnce()).toBe(true);
    expect(await w.runOnce()).toBe(false);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobsRepo.findById(app.db, job.id)).toMatchObject({
      status: 'succeeded',
      result: { ok: true },
      attempts: 1,
      lockedBy: null,
    });
  });

  it('returns the same job for the same idempotency key', async () => {
    const a = await jobsRepo.enqueue(app.db, {
      kind: 'x',
      payload: {},
      idempotencyKey: 'same-key',
    });
    const b = await jobsRepo.enqueue(app.db, {
      kind: 'x',
      payload: { other: true },
      idempotencyKey: 'same-key',
    });
    expect(b.id).toBe(a.id);
  });

  it('queues many jobs in one statement, skipping keys already queued', async () => {
    const first = await jobsRepo.enqueue(app.db, {
      kind: 'many',
      payload: { n: 0 },
      idempotencyKey: 'many-0',
    });
    const added = await jobsRepo.enqueueMany(
      app.db,
      [0, 1, 2].map((n) => ({ kind: 'many', payload: { n }, idempotencyKey: `many-${n}` })),
    );
    expect(added.map((a) => a.idempotencyKey)).toEqual(['many-1', 'many-2']);
    const rows = await app.db.select().from(jobs).where(eq(jobs.kind, 'many'));
    expect(rows.map((r) => [r.idempotencyKey, r.payload, r.status]).sort()).toEqual([
      ['many-0', { n: 0 }, 'queued'],
      ['many-1', { n: 1 }, 'queued'],
      ['many-2', { n: 2 }, 'queued'],
    ]);
    expect(rows.find((r) => r.idempotencyKey === 'many-0')!.id).toBe(first.id);
    expect(await jobsRepo.enqueueMany(app.db, [])).toEqual([]);
  });

  it('retries a failing job later with its checkpoint, and gives up after max attempts', async () => {
    const checkpoints: unknown[] = [];
    const { kind, w } = worker({
      run: async (ctx) => {
        checkpoints.push(ctx.job.checkpoint);
        await ctx.checkpoint({ step: ctx.job.attempts });
        throw new Error('node unreachable');
      },
    });
    const job = await jobsRepo.enqueue(app.db, { kind, payload: {}, maxAttempts: 2 });
    await w.runOnce();
    let row = (await jobsRepo.findById(app.db, job.id))!;
    expect(row).toMatchObject({ status: 'queued', attempts: 1, error: 'node unreachable' });
    expect(row.runAfter.getTime()).toBeGreaterThan(Date.now());
    await app.db
      .update(jobs)
      .set({ runAfter: new Date(0) })
      .where(eq(jobs.id, job.id));
    await w.runOnce();
    row = (await jobsRepo.findById(app.db, job.id))!;
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 2,
      errorCode: null,
      error: 'node unreachable',
    });
    expect(checkpoints).toEqual([null, { step: 1 }]);
  });

  it('ends a JobFailure at once with its code and calls onFailed', async () => {
    const failures: unknown[] = [];
    const { kind, w } = worker({
      run: async () => {
        throw new JobFailure('E65', 'InvalidRoyalty');
      },
      onFailed: async (_db, _job, failure) => void failures.push(failure),
    });
    const job = await jobsRepo.enqueue(app.db, { kind, payload: {} });
    await w.runOnce();
    expect(await jobsRepo.findById(app.db, job.id)).toMatchObject({
      status: 'failed',
      errorCode: 'E65',
      error: 'InvalidRoyalty',
      attempts: 1,
    });
    expect(failures).toEqual([{ code: 'E65', message: 'InvalidRoyalty' }]);
  });

  it('keeps a job waiting for an unavailable service without using up its attempts', async () => {
    let runs = 0;
    const { kind, w } = worker({
      run: async () => {
        if (++runs <= 4) throw new JobUnavailable('chain unreachable: fetch failed');
        return { runs };
      },
    });
    const job = await jobsRepo.enqueue(app.db, { kind, payload: {}, maxAttempts: 2 });
    for (let i = 0; i < 4; i++) {
      await w.runOnce();
      const row = (await jobsRepo.findById(app.db, job.id))!;
      expect(row).toMatchObject({
        status: 'queued',
        attempts: 0,
        error: 'chain unreachable: fetch failed',
      });
      expect(row.runAfter.getTime() - Date.now()).toBeGreaterThan(UNAVAILABLE_RETRY_MS - 2_000);
      await app.db
        .update(jobs)
        .set({ runAfter: new Date(0) })
        .where(eq(jobs.id, job.id));
    }
    await w.runOnce();
    expect(await jobsRepo.findById(app.db, job.id)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      result: { runs: 5 },
    });
  });

  it('logs an expected wait at debug and an unavailable service at warn; both are retried alike', async () => {
    const lines: { level: string; msg: string }[] = [];
    const record = (level: string) => (_obj: object, msg: string) =>
      void lines.push({ level, msg });
    const kind = `test.kind${kindCounter++}`;
    const errors = [
      new JobWaiting('waiting for the block after the close'),
      new JobUnavailable('chain unreachable: fetch failed'),
    ];
    const w = createJobWorker({
      db: app.db,
      log: {
        debug: record('debug'),
        info: record('info'),
        warn: record('warn'),
        error: record('error'),
      },
      handlers: new Map([
        [
          kind,
          {
            run: async () => {
              throw errors.shift();
            },
          },
        ],
      ]),
      pollMs: 20,
    });
    const job = await jobsRepo.enqueue(app.db, { kind, payload: {}, maxAttempts: 1 });
    for (let i = 0; i < 2; i++) {
      await w.runOnce();
      expect(await jobsRepo.findById(app.db, job.id)).toMatchObject({
        status: 'queued',
        attempts: 0,
      });
      await app.db
        .update(jobs)
        .set({ runAfter: new Date(0) })
        .where(eq(jobs.id, job.id));
    }
    expect(lines).toEqual([
      { level: 'debug', msg: 'job waits' },
      { level: 'warn', msg: 'job waits for an unavailable service' },
    ]);
  });

  it('fails a job and runs onFailed in one transaction: a hook that throws leaves the job to fail again later', async () => {
    let hookRuns = 0;
    const { kind, w } = worker({
      run: async () => {
        throw new JobFailure('E65', 'refused');
      },
      onFailed: async (db, job) => {
        await db
          .update(jobs)
          .set({ result: { hookRan: ++hookRuns } })
          .where(eq(jobs.id, job.id));
        if (hookRuns === 1) throw new Error('database went away');
      },
    });
    const job = await jobsRepo.enqueue(app.db, { kind, payload: {} });
    await w.runOnce();
    // The hook's write and the failed state were rolled back together.
    let row = (await jobsRepo.findById(app.db, job.id))!;
    expect(row).toMatchObject({ status: 'queued', result: null, error: 'database went away' });
    await app.db
      .update(jobs)
      .set({ runAfter: new Date(0) })
      .where(eq(jobs.id, job.id));
    await w.runOnce();
    row = (await jobsRepo.findById(app.db, job.id))!;
    expect(row).toMatchObject({ status: 'failed', errorCode: 'E65', result: { hookRan: 2 } });
  });

  it('picks up a running job whose lease ran out (its server died)', async () => {
    const { kind, w } = worker({ run: async () => ({ resumed: true }) });
    const job = await jobsRepo.enqueue(app.db, { kind, payload: {} });
    expect(await jobsRepo.claim(app.db, 'dead', [kind], 1)).toBeDefined();
    await new Promise((r) => setTimeout(r, 20));
    expect(await w.runOnce()).toBe(true);
    expect(await jobsRepo.findById(app.db, job.id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      result: { resumed: true },
    });
    // The dead server's late writes are refused: the job is no longer its own.
    expect(await jobsRepo.checkpoint(app.db, job.id, 'dead', { late: true })).toBe(false);
  });

  it('keeps the lease alive while a long job runs', async () => {
    let release!: () => void;
    const { kind, w } = worker(
      { run: () => new Promise((r) => (release = () => r({}))) },
      // Long enough that a loaded CI machine's slow round trip does not outlast it; the wait
      // below is still past the first lease, so only the heartbeats can keep the job.
      { leaseMs: 1_500 },
    );
    const job = await jobsRepo.enqueue(app.db, { kind, payload: {} });
    const running = w.runOnce();
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await jobsRepo.claim(app.db, 'other', [kind], 1000)).toBeUndefined();
    release();
    await running;
    expect((await jobsRepo.findById(app.db, job.id))!.status).toBe('succeeded');
  });

  it('stops gracefully: the loop ends, and a job that does not finish in time is handed back', async () => {
    const { kind, w } = worker(
      {
        run: (ctx) =>
          new Promise((_, reject) =>
            ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason as Error)),
          ),
      },
      { stopTimeoutMs: 100 },
    );
    const job = await jobsRepo.enqueue(app.db, { kind, payload: {} });
    w.start();
    for (let i = 0; i < 100 && (await jobsRepo.findById(app.db, job.id))!.status !== 'running'; i++)
      await new Promise((r) => setTimeout(r, 10));
    await w.stop();
    expect(await jobsRepo.findById(app.db, job.id)).toMatchObject({
      status: 'queued',
      lockedBy: null,
    });
  });
});

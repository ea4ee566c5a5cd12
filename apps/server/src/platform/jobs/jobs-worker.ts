import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ErrorKey } from '@mintfront/domain';
import type { Db } from '../db/db-client.ts';
import { jobsRepo } from './jobs.repo.ts';
import type { JobRow } from './jobs.tables.ts';

/** A failure retrying cannot fix (the contract refused it: E65); the job ends as failed. */
export class JobFailure extends Error {
  constructor(
    readonly code: ErrorKey | null,
    message: string,
  ) {
    super(message);
    this.name = 'JobFailure';
  }
}

/** Thrown inside a handler once its lease was taken over or the worker is stopping. */
export class JobInterrupted extends Error {
  constructor(message = 'job interrupted') {
    super(message);
    this.name = 'JobInterrupted';
  }
}

/**
 * A service the job needs cannot be reached (the chain's RPC is down or timed out): the job is
 * retried after UNAVAILABLE_RETRY_MS without using up an attempt, however long the outage lasts.
 * A job that has sent a transaction must not end failed while that transaction may still be mined.
 */
export class JobUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JobUnavailable';
  }
}

/**
 * What the job waits for has not come yet, as expected (the block after a close, a date on
 * chain): retried as JobUnavailable is, but logged at debug, since a quiet chain makes it repeat.
 */
export class JobWaiting extends JobUnavailable {
  constructor(message: string) {
    super(message);
    this.name = 'JobWaiting';
  }
}

/** How long a job waits for an unreachable service before it tries again. */
export const UNAVAILABLE_RETRY_MS = 10_000;

export type JobContext = {
  job: JobRow;
  db: Db;
  /** Aborted when the worker stops or the lease is lost: stop at the next step. */
  signal: AbortSignal;
  /** Merges data into the job's checkpoint before an effect that must not repeat is awaited. */
  checkpoint(data: Record<string, unknown>): Promise<void>;
};

export type JobHandler = {
  run(ctx: JobContext): Promise<Record<string, unknown> | void>;
  /**
   * Called once when the job ends failed (no retry left, or a JobFailure), in the transaction that
   * marks it failed: if it throws, the job is not failed and is tried again later.
   */
  onFailed?(db: Db, job: JobRow, failure: { code: string | null; message: string }): Promise<void>;
};

export type JobLog = {
  debug?(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type JobWorkerOptions = {
  db: Db;
  log: JobLog;
  handlers: ReadonlyMap<string, JobHandler>;
  workerId?: string;
  /** How long a claimed job stays this worker's without a heartbeat. */
  leaseMs?: number;
  /** Idle wait between polls (an enqueue in this process wakes the loop at once). */
  pollMs?: number;
  /** How long stop() waits for a running job before interrupting it. */
  stopTimeoutMs?: number;
};

export type JobWorker = {
  readonly id: string;
  start(): void;
  /** Stops claiming, lets the running job finish (or interrupts it after stopTimeoutMs). */
  stop(): Promise<void>;
  /** Wakes the idle loop (a job was just enqueued). */
  wake(): void;
  /** Claims and runs one due job; false when none was due. Tests drive a worker with it. */
  runOnce(): Promise<boolean>;
};

const backoffMs = (attempts: number) => Math.min(1000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
const describe = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 2000);

/** The worker loop inside the server (ARCHITECTURE.md "jobs"). */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, log, handlers, leaseMs = 60_000, pollMs = 1_000, stopTimeoutMs = 10_000 } = options;
  const id = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let running = false;
  let loop: Promise<void> | undefined;
  let current: { abort: AbortController; done: Promise<void> } | undefined;
  let wakeUp: (() => void) | undefined;

  async function execute(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind)!;
    const abort = new AbortController();
    const heartbeat = setInterval(
      () => {
        jobsRepo.extend(db, job.id, id, leaseMs).then(
          (mine) => mine || abort.abort(new JobInterrupted('lease lost')),
          (err: unknown) => log.warn({ err, jobId: job.id }, 'job lease not extended'),
        );
      },
      Math.max(50, leaseMs / 3),
    );
    const ctx: JobContext = {
      job,
      db,
      signal: abort.signal,
      async checkpoint(data) {
        if (!(await jobsRepo.checkpoint(db, job.id, id, data))) {
          abort.abort(new JobInterrupted('lease lost'));
          throw new JobInterrupted('lease lost');
        }
        job.checkpoint = { ...job.checkpoint, ...data };
      },
    };
    const done = (async () => {
      try {
        const result = (await handler.run(ctx)) ?? {};
        if (await jobsRepo.succeed(db, job.id, id, result))
          log.info({ jobId: job.id, kind: job.kind }, 'job succeeded');
      } catch (err) {
        await settleError(job, handler, err, abort.signal.aborted);
      } finally {
        clearInterval(heartbeat);
      }
    })();
    current = { abort, done };
    await done;
    current = undefined;
  }

  async function settleError(job: JobRow, handler: JobHandler, err: unknown, interrupted: boolean) {
    if (err instanceof JobInterrupted || interrupted) {
      // Stopping (or the lease is gone): hand the job back with its checkpoint; whoever
      // claims it next resumes from there.
      await jobsRepo.release(db, job.id, id, 0, null).catch(() => undefined);
      log.warn(
        { jobId: job.id, kind: job.kind },
        'job interrupted; it resumes from its checkpoint',
      );
      return;
    }
    if (err instanceof JobUnavailable) {
      await jobsRepo
        .release(db, job.id, id, UNAVAILABLE_RETRY_MS, describe(err), { refundAttempt: true })
        .catch(() => undefined);
      if (err instanceof JobWaiting)
        log.debug?.(
          { jobId: job.id, kind: job.kind, delay: UNAVAILABLE_RETRY_MS, reason: err.message },
          'job waits',
        );
      else
        log.warn(
          { err, jobId: job.id, kind: job.kind, delay: UNAVAILABLE_RETRY_MS },
          'job waits for an unavailable service',
        );
      return;
    }
    const permanent = err instanceof JobFailure;
    if (!permanent && job.attempts < job.maxAttempts) {
      const delay = backoffMs(job.attempts);
      await jobsRepo.release(db, job.id, id, delay, describe(err)).catch(() => undefined);
      log.warn(
        { err, jobId: job.id, kind: job.kind, attempts: job.attempts, delay },
        'job failed; retrying',
      );
      return;
    }
    const failure = { code: permanent ? err.code : null, message: describe(err) };
    // The failed state and the hook's effect commit together: a server that dies between them
    // would leave an NFT Minting (or a bulk creating) for good.
    try {
      const failed = await db.transaction(async (t) => {
        if (!(await jobsRepo.fail(t, job.id, id, failure.code, failure.message))) return false;
        await handler.onFailed?.(t, job, failure);
        return true;
      });
      if (failed) log.error({ err, jobId: job.id, kind: job.kind }, 'job failed');
    } catch (hookError) {
      const delay = backoffMs(job.attempts);
      await jobsRepo.release(db, job.id, id, delay, describe(hookError)).catch(() => undefined);
      log.error(
        { err: hookError, jobId: job.id, kind: job.kind, delay },
        'job onFailed hook failed; the job is tried again',
      );
    }
  }

  async function runOnce(): Promise<boolean> {
    const job = await jobsRepo.claim(db, id, [...handlers.keys()], leaseMs);
    if (!job) return false;
    await execute(job);
    return true;
  }

  async function run() {
    while (running) {
      let worked = false;
      try {
        worked = await runOnce();
      } catch (err) {
        log.error({ err }, 'job worker could not claim a job');
      }
      if (worked || !running) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  }

  return {
    id,
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    async stop() {
      if (!running) return;
      running = false;
      wakeUp?.();
      const active = current;
      if (active) {
        const finished = await Promise.race([
          active.done.then(() => true),
          new Promise<boolean>((r) => setTimeout(() => r(false), stopTimeoutMs).unref()),
        ]);
        if (!finished) {
          active.abort.abort(new JobInterrupted('server stopping'));
          await active.done;
        }
      }
      await loop;
    },
    wake() {
      wakeUp?.();
    },
    runOnce,
  };
}

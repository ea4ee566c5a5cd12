import fp from 'fastify-plugin';
import type { Db } from '../db/db-client.ts';
import { jobsRepo, type NewJob } from './jobs.repo.ts';
import type { JobRow } from './jobs.tables.ts';
import { createJobWorker, type JobHandler, type JobWorker } from './jobs-worker.ts';

export type JobsOptions = {
  /** Run the worker loop in this server (default true); tests drive a worker themselves with false. */
  worker?: boolean;
  pollMs?: number;
  leaseMs?: number;
};

export type Jobs = {
  /** Each area registers the handlers of its job kinds while it registers its routes. */
  register(kind: string, handler: JobHandler): void;
  /** Queues a job (inside the caller's transaction when db is one); call wake() once it committed. */
  enqueue(db: Db, job: NewJob): Promise<JobRow>;
  /** Queues many jobs in one statement (a bulk creation's mints); a known idempotency key is skipped. */
  enqueueMany(db: Db, jobs: NewJob[]): Promise<{ id: number; idempotencyKey: string | null }[]>;
  /** Wakes this server's idle worker so a just-committed job starts without waiting for the poll. */
  wake(): void;
  readonly handlers: ReadonlyMap<string, JobHandler>;
  /** This server's worker loop (null when options.worker is false). */
  readonly worker: JobWorker | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** The jobs platform: handler registry, enqueue, and the worker loop started once the app is ready. */
export const jobsPlugin = fp<JobsOptions>(
  async (app, opts) => {
    const handlers = new Map<string, JobHandler>();
    const worker =
      opts.worker === false
        ? null
        : createJobWorker({
            db: app.db,
            log: app.log.child({ area: 'jobs' }),
            handlers,
            pollMs: opts.pollMs,
            leaseMs: opts.leaseMs,
          });
    const jobs: Jobs = {
      register(kind, handler) {
        if (handlers.has(kind)) throw new Error(`job kind ${kind} registered twice`);
        handlers.set(kind, handler);
      },
      enqueue: (db, job) => jobsRepo.enqueue(db, job),
      enqueueMany: (db, list) => jobsRepo.enqueueMany(db, list),
      wake: () => worker?.wake(),
      handlers,
      worker,
    };
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => worker?.start());
    // preClose runs before the database closes (onClose): the running job finishes or is handed back.
    app.addHook('preClose', async () => worker?.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);

import { expect } from 'vitest';
import { jobsRepo } from '../platform/jobs/jobs.repo.ts';
import type { JobRow } from '../platform/jobs/jobs.tables.ts';
import { JobInterrupted, type JobContext } from '../platform/jobs/jobs-worker.ts';
import type { TestApp } from './helper.ts';

/** When the dead server dies, seen from a checkpoint its job is about to write. */
export type DiesWhen = 'beforeWrite' | 'afterWrite' | null;

/**
 * The server that dies while it runs a job: it claims the queued job of `kind` (a lease that runs
 * out at once) and hands the handler a context like the worker's. For each checkpoint the handler
 * is about to write, `dies` says whether the server dies before writing it, right after, or not then.
 */
export async function claimedByDeadServer<C = Record<string, unknown>>(
  app: TestApp,
  kind: string,
  dies: (data: C) => DiesWhen = () => null,
): Promise<JobContext> {
  const job = (await jobsRepo.claim(app.db, 'dead-server', [kind], 1))!;
  const kill = new AbortController();
  return {
    job,
    db: app.db,
    signal: kill.signal,
    checkpoint: async (data) => {
      const when = dies(data as C);
      if (when === 'beforeWrite') throw new JobInterrupted('killed');
      expect(await jobsRepo.checkpoint(app.db, job.id, 'dead-server', data)).toBe(true);
      job.checkpoint = { ...job.checkpoint, ...data };
      if (when === 'afterWrite') kill.abort(new JobInterrupted('killed'));
    },
  };
}

/** Runs the queued job of `kind` on a server that dies as `dies` says; answers the job it held. */
export async function runUntilKilled<C = Record<string, unknown>>(
  app: TestApp,
  kind: string,
  dies: (data: C) => DiesWhen,
): Promise<JobRow> {
  const ctx = await claimedByDeadServer(app, kind, dies);
  await expect(app.jobs.handlers.get(kind)!.run(ctx)).rejects.toBeInstanceOf(JobInterrupted);
  return ctx.job;
}

import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { REVEAL_DROP_JOB, dropArtBaseUri, type RevealDropPayload } from './drops-reveal.job.ts';
import { drops } from './drops.tables.ts';
import type { DropsDeps } from './drops.types.ts';

/** How long after a reveal job failed for good the next one is queued (the reveal never ends failed). */
export const REVEAL_RETRY_MS = 10 * 60_000;

/**
 * Queues the `drop.reveal` job of every ready drop whose open-box date has passed (once per drop:
 * its id is kept in the row; again REVEAL_RETRY_MS after that job failed, as only the platform can
 * reveal). A cancelled drop is revealed only if tokens were minted before the cancel: they stay
 * their buyers' (spec doc 2 §4) and must show their art; a mint indexed late is queued by a later
 * tick. Called by the drops module's periodic tick; answers how many it queued.
 */
export async function enqueueDueReveals(
  deps: DropsDeps & { publicUrl: string },
  now: Date = new Date(),
): Promise<number> {
  const retryAfter = sql`now() - make_interval(secs => ${REVEAL_RETRY_MS / 1000})`;
  const due = await deps.db
    .select({ id: drops.id, failedJobId: jobs.id })
    .from(drops)
    .leftJoin(jobs, eq(jobs.id, drops.revealJobId))
    .where(
      and(
        eq(drops.state, 'ready'),
        isNotNull(drops.address),
        isNull(drops.revealedAt),
        lte(drops.openAt, now),
        or(isNull(drops.cancelledAt), gt(drops.minted, 0)),
        or(
          isNull(drops.revealJobId),
          and(eq(jobs.status, 'failed'), lte(jobs.finishedAt, retryAfter)),
        ),
      ),
    );
  for (const { id, failedJobId } of due) {
    await deps.db.transaction(async (tx) => {
      const payload: RevealDropPayload = {
        dropId: id,
        baseUri: dropArtBaseUri(deps.publicUrl, id),
      };
      // One key per round, so two servers ticking at once queue the same job.
      const round = failedJobId === null ? '' : `:after:${failedJobId}`;
      const job = await deps.jobs.enqueue(tx, {
        kind: REVEAL_DROP_JOB,
        payload,
        idempotencyKey: `${REVEAL_DROP_JOB}:${id}${round}`,
      });
      await tx.update(drops).set({ revealJobId: job.id }).where(eq(drops.id, id));
    });
  }
  if (due.length) deps.jobs.wake();
  return due.length;
}

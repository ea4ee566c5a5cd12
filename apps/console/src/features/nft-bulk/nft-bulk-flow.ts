import type { NftBulkSchedule, NftBulkState } from '@mintfront/domain';

/** What the /multiple screen shows: the files form, or the bulk creation's state (spec doc 1 §4). */
export type BulkView = 'files' | NftBulkState;

export const bulkViewOf = (schedule: NftBulkSchedule | null | undefined): BulkView =>
  schedule?.state ?? 'files';

/** The three steps (files, verify, create): which one is current and how it stands. */
export function bulkSteps(view: BulkView): {
  current: 0 | 1 | 2;
  status: 'process' | 'finish' | 'error';
} {
  switch (view) {
    case 'files':
      return { current: 0, status: 'process' };
    case 'verifying':
      return { current: 1, status: 'process' };
    case 'verificationFailed':
      return { current: 1, status: 'error' };
    case 'verified':
      return { current: 1, status: 'finish' };
    case 'creating':
      return { current: 2, status: 'process' };
    case 'failed':
      return { current: 2, status: 'error' };
    default:
      return { current: 2, status: 'finish' };
  }
}

/** Opening /multiple picks up the member's latest bulk creation while it is being worked on or awaits confirmation. */
export const resumable = (
  schedule: NftBulkSchedule | null | undefined,
): schedule is NftBulkSchedule =>
  Boolean(
    schedule &&
    (schedule.state === 'verifying' ||
      schedule.state === 'verified' ||
      schedule.state === 'creating'),
  );

/** Rows of the file that were not created: refused when verifying, or failed while creating. */
export const refusedRows = (s: NftBulkSchedule) => s.invalid + s.failed;

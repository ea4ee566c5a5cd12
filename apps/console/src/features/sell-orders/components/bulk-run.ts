import { useState } from 'react';
import type { SaleBulkStatus } from '@mintfront/domain';
import { ApiError } from '../../../api/api-error.ts';
import {
  SALE_BULK_CHECK_TRIES,
  SALE_BULK_PATHS,
  SALE_BULK_POLL_TRIES,
  importSaleBulk,
  pollSaleBulk,
  startSaleBulk,
  uploadSaleBulk,
  type PollOutcome,
  type SaleBulkRow,
} from '../../../api/sales-bulk.ts';

export type BulkPhase = 'idle' | 'checking' | 'working' | 'importing';
/** The rows the server refused (statusCode not 0), counted from 0 in the order sent. */
export type BulkRefusal = NonNullable<SaleBulkStatus['results']>[number];
export type BulkResult =
  | { kind: 'done'; refused: BulkRefusal[] }
  | { kind: 'failed'; errors: BulkRefusal[]; text?: string }
  | { kind: 'timeout' };

const refusedOf = (status: SaleBulkStatus) =>
  (status.results ?? []).filter((r) => r.statusCode !== 0);

const settle = (outcome: PollOutcome): BulkResult => {
  if (outcome.result === 'success') return { kind: 'done', refused: refusedOf(outcome.status) };
  if (outcome.result === 'failure') return { kind: 'failed', errors: refusedOf(outcome.status) };
  return { kind: 'timeout' };
};

/**
 * The bulk sell-order calls in order (spec doc 2 §4): a list is created and polled by key; a file
 * is uploaded, its check polled, imported by key and the import polled. `asked` counts the polls.
 */
export function useBulkRun() {
  const [phase, setPhase] = useState<BulkPhase>('idle');
  const [asked, setAsked] = useState(0);
  const onStatus = (_: SaleBulkStatus, n: number) => setAsked(n);

  async function guarded(run: () => Promise<BulkResult>): Promise<BulkResult> {
    try {
      return await run();
    } catch (e) {
      return { kind: 'failed', errors: [], text: e instanceof ApiError ? e.statusDesc : String(e) };
    } finally {
      setPhase('idle');
      setAsked(0);
    }
  }

  const fromList = (type: number, list: SaleBulkRow[]) =>
    guarded(async () => {
      setPhase('working');
      const { key } = await startSaleBulk(type, list);
      const outcome = await pollSaleBulk(SALE_BULK_PATHS.listStatus, key, {
        tries: SALE_BULK_POLL_TRIES,
        onStatus,
      });
      return settle(outcome);
    });

  const fromFile = (type: number, file: File) =>
    guarded(async () => {
      setPhase('checking');
      const { key } = await uploadSaleBulk(type, file);
      const checked = await pollSaleBulk(SALE_BULK_PATHS.uploadCheck, key, {
        tries: SALE_BULK_CHECK_TRIES,
        onStatus,
      });
      const checkedOut = settle(checked);
      if (checkedOut.kind !== 'done') return checkedOut;
      setPhase('importing');
      const imported = await importSaleBulk(key);
      const outcome = await pollSaleBulk(SALE_BULK_PATHS.uploadStatus, imported?.key ?? key, {
        tries: SALE_BULK_POLL_TRIES,
        onStatus,
      });
      return settle(outcome);
    });

  return { phase, asked, fromList, fromFile };
}

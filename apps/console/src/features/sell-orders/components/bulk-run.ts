import { useState } from 'react';
import type { SaleBulkCheck, SaleBulkStatus } from '@mintfront/domain';
import { ApiError } from '../../../api/api-error.ts';
import {
  SALE_BULK_CHECK_TRIES,
  SALE_BULK_PATHS,
  SALE_BULK_POLL_TRIES,
  importSaleBulk,
  pollSaleBulk,
  pollSaleBulkCheck,
  startSaleBulk,
  uploadSaleBulk,
  type PollOutcome,
  type SaleBulkRow,
} from '../../../api/sales-bulk.ts';

export type BulkPhase = 'idle' | 'checking' | 'working' | 'importing';
/** The rows the server refused (statusCode not 0), counted from 0 in the order sent. */
export type BulkRefusal = NonNullable<SaleBulkStatus['results']>[number];
type Failed = { kind: 'failed'; errors: BulkRefusal[]; text?: string };
export type BulkResult = { kind: 'done'; refused: BulkRefusal[] } | Failed | { kind: 'timeout' };
/** An uploaded file's check (spec doc 2 §7 upload/check/status): its rows, valid or not, nothing created. */
export type FileCheckResult =
  { kind: 'checked'; check: SaleBulkCheck } | Failed | { kind: 'timeout' };

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
  const onStatus = (_: unknown, n: number) => setAsked(n);

  async function guarded<R>(run: () => Promise<R>): Promise<R | Failed> {
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
    guarded(async (): Promise<BulkResult> => {
      setPhase('working');
      const { key } = await startSaleBulk(type, list);
      const outcome = await pollSaleBulk(SALE_BULK_PATHS.listStatus, key, {
        tries: SALE_BULK_POLL_TRIES,
        onStatus,
      });
      return settle(outcome);
    });

  /** Uploads the file and polls its check; the rows are created only by `importFile`. */
  const checkFile = (type: number, file: File): Promise<FileCheckResult> =>
    guarded(async (): Promise<FileCheckResult> => {
      setPhase('checking');
      const { key } = await uploadSaleBulk(type, file);
      const checked = await pollSaleBulkCheck(key, { tries: SALE_BULK_CHECK_TRIES, onStatus });
      if (checked.result === 'success' || checked.result === 'failure')
        return { kind: 'checked', check: checked.status };
      return { kind: 'timeout' };
    });

  /** Creates a checked file's valid rows (import/key) and polls the import until it settles. */
  const importFile = (key: string) =>
    guarded(async (): Promise<BulkResult> => {
      setPhase('importing');
      const imported = await importSaleBulk(key);
      const outcome = await pollSaleBulk(SALE_BULK_PATHS.uploadStatus, imported?.key ?? key, {
        tries: SALE_BULK_POLL_TRIES,
        onStatus,
      });
      return settle(outcome);
    });

  return { phase, asked, fromList, checkFile, importFile };
}

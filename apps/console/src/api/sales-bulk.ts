import type { SaleBulkCheck, SaleBulkStatus, SaleCreateInput } from '@mintfront/domain';
import { api } from './client.ts';

// CreateMultipleSellOrders (spec doc 2 §4 "bulk sell order upload", §7 "Bulk"): start a job from a
// list or a file, poll its status by key, and for a file import it by key once it checked out.

/** spec doc 2 §4: the multi-NFT sale upload is asked every 500 ms up to 100 times, other upload checks up to 20. */
export const SALE_BULK_POLL_MS = 500;
export const SALE_BULK_POLL_TRIES = 100;
export const SALE_BULK_CHECK_TRIES = 20;

/** One row of a bulk sell order: the create payload without its type (the path carries it). */
export type SaleBulkRow = Omit<SaleCreateInput, 'type'>;

export type PollOptions<S = SaleBulkStatus> = {
  tries: number;
  intervalMs?: number;
  onStatus?: (status: S, asked: number) => void;
  signal?: AbortSignal;
};

export type PollOutcome<S = SaleBulkStatus> =
  { result: 'success' | 'failure'; status: S } | { result: 'timeout' | 'aborted' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** spec doc 2 §4: status 1 or 6 ends in success, 2 in failure, anything else is asked again. */
export function bulkOutcome(status: number): 'success' | 'failure' | 'retry' {
  if (status === 1 || status === 6) return 'success';
  if (status === 2) return 'failure';
  return 'retry';
}

/** Asks `path?key=` until the job (or the file's check) settles or the tries run out. */
export async function pollSaleBulk<S extends { status: number } = SaleBulkStatus>(
  path: string,
  key: string,
  options: PollOptions<S>,
): Promise<PollOutcome<S>> {
  const interval = options.intervalMs ?? SALE_BULK_POLL_MS;
  for (let asked = 1; asked <= options.tries; asked++) {
    if (options.signal?.aborted) return { result: 'aborted' };
    const status = await api.get<S>(path, { query: { key }, toast: false });
    options.onStatus?.(status, asked);
    const outcome = bulkOutcome(status.status);
    if (outcome !== 'retry') return { result: outcome, status };
    if (asked < options.tries) await wait(interval);
  }
  return { result: 'timeout' };
}

/** GET …/upload/check/status until the uploaded file's check is known (status 1, 6 or 2). */
export const pollSaleBulkCheck = (key: string, options: PollOptions<SaleBulkCheck>) =>
  pollSaleBulk<SaleBulkCheck>(SALE_BULK_PATHS.uploadCheck, key, options);

/** POST /api/sale/multiple/nfts/{type} `{ list }` → `{ key }`. */
export const startSaleBulk = (type: number, list: SaleBulkRow[]) =>
  api.post<{ key: string }>(`/api/sale/multiple/nfts/${type}`, { list }, { toast: false });

/** POST /api/sale/multiple/nfts/upload/{type} (form field `file`) → `{ key }`. */
export function uploadSaleBulk(type: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.postForm<{ key: string }>(`/api/sale/multiple/nfts/upload/${type}`, form, {
    toast: false,
  });
}

/** POST /api/sale/multiple/nfts/import/key `{ key }` → `{ key }` of the import. */
export const importSaleBulk = (key: string) =>
  api.post<{ key?: string }>('/api/sale/multiple/nfts/import/key', { key }, { toast: false });

export const SALE_BULK_PATHS = {
  listStatus: '/api/sale/multiple/nfts/status',
  uploadCheck: '/api/sale/multiple/nfts/upload/check/status',
  uploadStatus: '/api/sale/multiple/nfts/upload/status',
} as const;

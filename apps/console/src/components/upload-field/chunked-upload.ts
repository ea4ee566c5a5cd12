import { CHUNK_SIZE, UPLOAD_STATUS, type MediaKind, type UploadedFile } from '@mintfront/domain';
import type { UploadTransport } from '../../api/uploads.ts';

// spec doc 1 §4 / §9: upload checks every 500 ms, up to 20 tries.
export const CHECK_INTERVAL_MS = 500;
export const CHECK_TRIES = 20;

export class UploadCheckFailed extends Error {
  constructor() {
    super('Upload check failed');
    this.name = 'UploadCheckFailed';
  }
}

export type ChunkedUpload = {
  file: File;
  kind: MediaKind;
  uploadId: string;
  transport: UploadTransport;
  signal: AbortSignal;
  /** Bytes of the file stored on the server so far (chunks from an earlier attempt included). */
  onProgress: (sent: number) => void;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export const chunkCount = (size: number) => Math.max(1, Math.ceil(size / CHUNK_SIZE));

/** Chunks in flight at once for one file: a few overlap network and disk without flooding either. */
export const CHUNK_CONCURRENCY = 3;

/**
 * Sends a file in CHUNK_SIZE slices (spec doc 1 §7), CHUNK_CONCURRENCY at a time, skipping the
 * chunks the server already holds (resume), then merges it and polls the check call until
 * status 1 (success) or 2. The first failed chunk stops the others; a retry sends what is missing.
 */
export async function runChunkedUpload({
  file,
  kind,
  uploadId,
  transport,
  signal,
  onProgress,
  sleep = wait,
}: ChunkedUpload): Promise<UploadedFile> {
  const total = chunkCount(file.size);
  const stored = new Set(await transport.listChunks(uploadId));
  const sizeOf = (i: number) => Math.min(CHUNK_SIZE, file.size - i * CHUNK_SIZE);
  let sent = [...stored].filter((i) => i < total).reduce((sum, i) => sum + sizeOf(i), 0);
  const inFlight = new Map<number, number>();
  const report = () => onProgress(sent + [...inFlight.values()].reduce((a, b) => a + b, 0));
  report();
  const todo = Array.from({ length: total }, (_, i) => i).filter((i) => !stored.has(i));
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  const worker = async () => {
    for (let index = todo.shift(); index !== undefined; index = todo.shift()) {
      if (stop.signal.aborted) throw new DOMException('Upload cancelled', 'AbortError');
      const blob = file.slice(index * CHUNK_SIZE, index * CHUNK_SIZE + CHUNK_SIZE);
      const at = index;
      inFlight.set(at, 0);
      await transport.sendChunk({
        uploadId,
        index,
        blob,
        kind,
        signal: stop.signal,
        onProgress: (loaded) => {
          if (inFlight.has(at)) inFlight.set(at, Math.min(loaded, blob.size));
          report();
        },
      });
      inFlight.delete(at);
      sent += blob.size;
      report();
    }
  };
  try {
    const workers = Array.from({ length: Math.min(CHUNK_CONCURRENCY, todo.length) }, () =>
      worker().catch((error: unknown) => {
        stop.abort();
        throw error;
      }),
    );
    const results = await Promise.allSettled(workers);
    const failed = results.find(
      (r): r is PromiseRejectedResult =>
        r.status === 'rejected' &&
        !(r.reason instanceof DOMException && r.reason.name === 'AbortError'),
    );
    if (failed) throw failed.reason;
    const aborted = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (aborted) throw aborted.reason;
  } finally {
    signal.removeEventListener('abort', onAbort);
    inFlight.clear();
  }
  const merged = await transport.merge({ uploadId, total, kind, fileName: file.name });
  for (let attempt = 0; attempt < CHECK_TRIES; attempt++) {
    const { status } = await transport.check(merged.path);
    if (status === UPLOAD_STATUS.success) return merged;
    if (status === UPLOAD_STATUS.failure) throw new UploadCheckFailed();
    await sleep(CHECK_INTERVAL_MS);
  }
  throw new UploadCheckFailed();
}

/** The upload id kept for a file, so an upload interrupted by a reload resumes where it stopped. */
export function resumeKey(kind: MediaKind, file: File) {
  return `upload:${kind}:${file.name}:${file.size}:${file.lastModified}`;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1_048_576)
    return `${(bytes / 1_048_576).toFixed(bytes >= 10 * 1_048_576 ? 0 : 1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

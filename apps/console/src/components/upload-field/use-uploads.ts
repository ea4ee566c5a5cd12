import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS, type MediaKind } from '@mintfront/domain';
import { ApiError } from '../../api/api-error.ts';
import type { UploadTransport } from '../../api/uploads.ts';
import { resumeKey, runChunkedUpload } from './chunked-upload.ts';

/** One file of the field: waiting its turn, being sent, or failed (retry unless `fatal`). */
export type UploadItem = {
  key: string;
  uploadId: string;
  file: File;
  status: 'queued' | 'uploading' | 'error';
  sent: number;
  speed: number;
  error?: string;
  /** A refusal that sending again cannot fix (too large, wrong type, too many files). */
  fatal?: boolean;
};

/** Files sent at the same time; the others wait in the list (each already sends chunks in parallel). */
export const FILE_CONCURRENCY = 2;

const FINAL_CODES = new Set<number>([ERRORS.E18.code, ERRORS.WRONG_FILE_TYPE.code]);

function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

type Options = {
  kind: MediaKind;
  transport: UploadTransport;
  onStored: (path: string, file: File) => void;
};

/**
 * The uploads of one field: a row per file with progress, speed, cancel and retry, at most
 * FILE_CONCURRENCY sent at once. An upload id is kept per file, so a reload resumes it.
 */
export function useUploads({ kind, transport, onStored }: Options) {
  const { t } = useTranslation('uploads');
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const stored = useRef(onStored);
  stored.current = onStored;

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const update = useCallback((key: string, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  }, []);
  const remove = useCallback(
    (key: string) => setItems((list) => list.filter((i) => i.key !== key)),
    [],
  );

  const run = useCallback(
    async (item: UploadItem) => {
      const abort = new AbortController();
      controllers.current.set(item.key, abort);
      const started = Date.now();
      let firstSent: number | null = null;
      update(item.key, { status: 'uploading', error: undefined, speed: 0 });
      try {
        const merged = await runChunkedUpload({
          file: item.file,
          kind,
          uploadId: item.uploadId,
          transport,
          signal: abort.signal,
          onProgress: (sent) => {
            firstSent ??= sent;
            const seconds = (Date.now() - started) / 1000;
            update(item.key, { sent, speed: seconds > 0 ? (sent - firstSent) / seconds : 0 });
          },
        });
        localStorage.removeItem(resumeKey(kind, item.file));
        remove(item.key);
        stored.current(merged.path, item.file);
      } catch (error) {
        if (abort.signal.aborted) return;
        const fatal = error instanceof ApiError && FINAL_CODES.has(error.statusCode);
        if (fatal) localStorage.removeItem(resumeKey(kind, item.file));
        const text = error instanceof ApiError && error.statusDesc ? error.statusDesc : t('failed');
        update(item.key, { status: 'error', error: text, fatal });
      } finally {
        if (controllers.current.get(item.key) === abort) controllers.current.delete(item.key);
      }
    },
    [kind, transport, t, update, remove],
  );

  // Starts waiting files while fewer than FILE_CONCURRENCY are being sent.
  useEffect(() => {
    const busy = items.filter((i) => i.status === 'uploading').length;
    items
      .filter((i) => i.status === 'queued')
      .slice(0, Math.max(0, FILE_CONCURRENCY - busy))
      .forEach((i) => void run(i));
  }, [items, run]);

  /** Queues a file; the id of an earlier, interrupted upload of the same file is reused. */
  const add = (file: File) => {
    const key = resumeKey(kind, file);
    const uploadId = localStorage.getItem(key) ?? newId();
    localStorage.setItem(key, uploadId);
    setItems((list) => [
      ...list,
      { key: newId(), uploadId, file, status: 'queued', sent: 0, speed: 0 },
    ]);
  };

  /** A file refused before sending anything: shown with its reason, no retry. */
  const refuse = (file: File, error: string) => {
    setItems((list) => [
      ...list,
      { key: newId(), uploadId: '', file, status: 'error', sent: 0, speed: 0, error, fatal: true },
    ]);
  };

  const retry = (item: UploadItem) => update(item.key, { status: 'queued', error: undefined });

  /** Stops a file and drops its chunks on the server; a failed row is dismissed. */
  const cancel = (item: UploadItem) => {
    controllers.current.get(item.key)?.abort();
    controllers.current.delete(item.key);
    if (item.uploadId) {
      localStorage.removeItem(resumeKey(kind, item.file));
      void transport.discard(item.uploadId).catch(() => undefined);
    }
    remove(item.key);
  };

  const cancelAll = () => items.forEach(cancel);

  return { items, add, refuse, retry, cancel, cancelAll };
}

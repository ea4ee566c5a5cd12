import { type MediaKind, type UploadedFile } from '@mintfront/domain';
import { api } from './client.ts';

/** Where the server serves a stored path (docs/api.md "Uploads"); same origin as the console. */
export const fileUrl = (path: string) => `/api/files/${path}`;

export type ChunkArgs = {
  uploadId: string;
  index: number;
  blob: Blob;
  kind: MediaKind;
  signal: AbortSignal;
  /** Bytes of this chunk sent so far. */
  onProgress: (loaded: number) => void;
};

/** The calls of the chunked upload (spec doc 1 §7); the upload field takes another in tests. */
export type UploadTransport = {
  listChunks(uploadId: string): Promise<number[]>;
  sendChunk(args: ChunkArgs): Promise<void>;
  merge(args: {
    uploadId: string;
    total: number;
    kind: MediaKind;
    fileName: string;
  }): Promise<UploadedFile>;
  check(path: string): Promise<{ status: number }>;
  discard(uploadId: string): Promise<void>;
};

/** spec doc 1 §9: chunk load timeout 120 s. */
const CHUNK_TIMEOUT_MS = 120_000;

function sendChunk({ uploadId, index, blob, kind, signal, onProgress }: ChunkArgs): Promise<void> {
  const form = new FormData();
  // index_name before file, so the server streams the chunk straight to disk.
  form.append('index_name', `${uploadId}_${index}`);
  form.append('kind', kind);
  form.append('file', blob, 'blob');
  return api.postForm<void>('/api/upload/chunk', form, {
    signal,
    onProgress,
    timeoutMs: CHUNK_TIMEOUT_MS,
    toast: false,
  });
}

export const httpUploadTransport: UploadTransport = {
  async listChunks(uploadId) {
    const data = await api.get<{ chunks: number[] }>('/api/upload/chunks', {
      query: { upload_id: uploadId },
      toast: false,
    });
    return data.chunks;
  },
  sendChunk,
  merge: ({ uploadId, total, kind, fileName }) =>
    api.post<UploadedFile>(
      '/api/upload/merge',
      { flag: 1, file_name: fileName, upload_id: uploadId, total, kind },
      { toast: false },
    ),
  check: (path) => api.post<{ status: number }>('/api/upload/check', { path }, { toast: false }),
  async discard(uploadId) {
    await api.del('/api/upload/chunks', { query: { upload_id: uploadId }, toast: false });
  },
};

import { z } from 'zod';
import {
  acceptsFormat,
  MAX_CHUNKS,
  MEDIA_FORMATS,
  MEDIA_KIND_NAMES,
  type MediaFormat,
  type MediaKind,
} from '../media.ts';
import { zString } from './text.ts';

// Calls of the upload pipeline (spec doc 1 §7; paths chosen in docs/api.md "Uploads").

/** Client-chosen id of one chunked upload: letters, digits and hyphens (a UUID fits). */
export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
const uploadId = zString({ error: 'required' })
  .trim()
  .regex(UPLOAD_ID_PATTERN, { error: 'invalid' });

export const mediaKind = z.enum(MEDIA_KIND_NAMES, { error: 'oneOf' });

/** `index_name` of a chunk: `<upload_id>_<index>`, index from 0. */
export const INDEX_NAME_PATTERN = /^([A-Za-z0-9-]{8,64})_(\d{1,4})$/;

/** Text fields of POST /api/upload/chunk (the `file` part carries the chunk's bytes). */
export const uploadChunkFields = z.object({
  /** A chunk past the largest file is a wrong index, not a file too large (issue 19 item 10). */
  index_name: zString({ error: 'required' })
    .trim()
    .regex(INDEX_NAME_PATTERN, { error: 'invalid', abort: true })
    .refine((s) => parseIndexName(s)!.index < MAX_CHUNKS, { error: 'chunkIndex' }),
  /** Optional: lets the server refuse a chunk past the kind's size limit at once (E18). */
  kind: mediaKind.optional(),
});

/** Splits an index_name into its upload id and chunk index. */
export function parseIndexName(indexName: string): { uploadId: string; index: number } | null {
  const match = INDEX_NAME_PATTERN.exec(indexName.trim());
  return match ? { uploadId: match[1]!, index: Number(match[2]) } : null;
}

/** Text fields of POST /api/upload/file and /api/upload/file/full, and the name the file part carries. */
export const uploadFileFields = z.object({ kind: mediaKind, filename: zString() });

export const uploadChunksQuery = z.object({ upload_id: uploadId });

/** POST /api/upload/merge: flag 1 and the file name (spec doc 1 §7), plus what the server needs. */
export const uploadMergeBody = z.object({
  flag: z.literal(1, { error: 'invalid' }),
  file_name: zString({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(255, { error: 'tooLong' }),
  upload_id: uploadId,
  total: z.coerce
    .number({ error: 'number' })
    .int({ error: 'chunkTotal' })
    .min(1, { error: 'chunkTotal' })
    .max(MAX_CHUNKS, { error: 'chunkTotal' }),
  kind: mediaKind,
});
export type UploadMergeBody = z.infer<typeof uploadMergeBody>;

/** A stored path as the API hands it out: the content-addressed key 'ab/cd/<sha256>.<ext>'. */
export const STORED_PATH_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.[a-z0-9]{1,8}$/;
export const storedPath = zString({ error: 'required' })
  .trim()
  .regex(STORED_PATH_PATTERN, { error: 'invalid' });
/** An uploaded file's path (POST /api/upload/file answers it) in a form field; empty clears it. */
export const optionalStoredPath = zString({ error: 'invalid' })
  .trim()
  .refine((s) => s === '' || STORED_PATH_PATTERN.test(s), { error: 'invalid' });

/** A required stored path whose extension is a format the kind accepts; `typeError` names the kind's formats. */
export function storedPathOf(kind: MediaKind, typeError: string) {
  return zString({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .regex(STORED_PATH_PATTERN, { error: 'invalid', abort: true })
    .refine(
      (p) => {
        const ext = p.slice(p.lastIndexOf('.') + 1);
        return ext in MEDIA_FORMATS && acceptsFormat(kind, ext as MediaFormat);
      },
      { error: typeError },
    );
}

export const uploadCheckBody = z.object({ path: storedPath });

/** Spec doc 1 §4 polling: 1 ends as success, 2 as failure, any other value is asked again. */
export const UPLOAD_STATUS = { processing: 0, success: 1, failure: 2 } as const;

/** `{ path, url }` of a merge or a single-request upload. */
export type UploadedFile = { path: string; url: string };

/** The whole record of a stored file (POST /api/upload/file/full, POST /api/upload/check). */
export type StoredFile = UploadedFile & {
  kind: string;
  contentType: string;
  size: number;
  sha256: string;
  thumbnailPath: string | null;
  thumbnailUrl: string | null;
  fileName: string | null;
};

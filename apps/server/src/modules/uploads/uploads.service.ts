import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CHUNK_SIZE,
  MAX_CHUNKS,
  MEDIA_KINDS,
  UPLOAD_STATUS,
  type MediaKind,
  type StoredFile,
  type UploadMergeBody,
  type UploadedFile,
} from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError } from '../../platform/http/validation.ts';
import { MediaRefusal, placeMedia, type MediaPlacement } from '../../platform/media/place-media.ts';
import { svgSanitizers } from '../../platform/media/svg-sanitizer-pool.ts';
import { THUMBNAIL_CONTENT_TYPE } from '../../platform/media/thumbnail.ts';
import { ChunkError, type ChunkStore } from '../../platform/storage/chunk-store.ts';
import { displayKey, thumbnailKey, type Storage } from '../../platform/storage/storage.ts';
import { uploadsRepo } from './uploads.repo.ts';
import type { FileRow } from './uploads.tables.ts';

/** What the upload calls work with; the module builds it once (tests may hand their own). */
export type UploadDeps = { db: Db; storage: Storage; chunks: ChunkStore; publicUrl: string };
/** Who uploads: chunks are kept per shop and user, so no one else can add to or merge them. */
export type Uploader = { shopId: number; userId: number };

/** Where the API serves a stored file (GET /api/files/<key>). */
export const FILES_PREFIX = '/api/files/';
export const fileUrl = (publicUrl: string, key: string) => `${publicUrl}${FILES_PREFIX}${key}`;

/** A stored file's list thumbnail; nulls when it has none (SVG, video, audio, an undecodable image). */
export type Thumbnail = { path: string | null; url: string | null };

/**
 * The thumbnails of a page of stored paths, in one query: answers a lookup by path. Lists show
 * these instead of the originals (issue 3: "a small thumbnail for lists").
 */
export async function thumbnailsOf(
  deps: { db: Db; publicUrl: string },
  shopId: number,
  keys: (string | null)[],
) {
  const found = await uploadsRepo.thumbnailsOf(
    deps.db,
    shopId,
    keys.filter((k): k is string => k !== null),
  );
  return (key: string | null): Thumbnail => {
    const path = key ? (found.get(key) ?? null) : null;
    return { path, url: path ? fileUrl(deps.publicUrl, path) : null };
  };
}

/** The URL of a stored picture's display copy (an NFT page shows it); null when it has none. */
export async function displayUrlOf(
  deps: { db: Db; publicUrl: string },
  shopId: number,
  key: string | null,
): Promise<string | null> {
  const path = key ? await uploadsRepo.displayOf(deps.db, shopId, key) : null;
  return path ? fileUrl(deps.publicUrl, path) : null;
}

const chunkDir = (who: Uploader, uploadId: string) => `s${who.shopId}-u${who.userId}-${uploadId}`;

/** Turns a refusal of the storage library into the API's error (docs/api.md "Uploads"). */
function apiError(error: unknown, field = 'upload_id'): unknown {
  if (error instanceof MediaRefusal) {
    const { detail } = error;
    if (detail.error === 'E18') return new AppError('E18', undefined, { ...detail });
    return new AppError(
      'WRONG_FILE_TYPE',
      { formats: detail.acceptedLabel },
      { accepted: detail.accepted },
    );
  }
  if (error instanceof ChunkError) {
    switch (error.reason) {
      case 'INVALID_UPLOAD':
        return fieldError(field, 'invalid');
      case 'INVALID_INDEX':
        return fieldError('index_name', 'chunkIndex');
      case 'TOO_LARGE':
        return new AppError('E18');
      case 'CHUNK_TOO_LARGE':
        return new AppError('E109', undefined, { reason: 'chunkTooLarge', chunkSize: CHUNK_SIZE });
      case 'MISSING_CHUNKS':
        return new AppError('E109', undefined, { reason: 'missingChunks', missing: error.missing });
    }
  }
  if ((error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('E18');
  return error;
}

function toStoredFile(deps: UploadDeps, row: FileRow): StoredFile {
  return {
    path: row.key,
    url: fileUrl(deps.publicUrl, row.key),
    kind: row.kind,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    thumbnailPath: row.thumbnailKey,
    thumbnailUrl: row.thumbnailKey ? fileUrl(deps.publicUrl, row.thumbnailKey) : null,
    fileName: row.fileName,
  };
}

/**
 * Merges the chunks of an upload into the storage as a file of `kind`, stores its thumbnail and
 * records it for the shop. A refusal (type, size, pixel limit) leaves no chunk and no object. A
 * stored object whose row cannot be recorded stays: it is whole, its name is its content, and
 * another upload of the same bytes may have recorded it meanwhile (removing it would break theirs).
 */
async function storeUpload(
  deps: UploadDeps,
  who: Uploader,
  dir: string,
  total: number,
  kind: MediaKind,
  fileName: string | null,
): Promise<FileRow> {
  let result;
  try {
    result = await deps.chunks.merge<MediaPlacement>(dir, total, deps.storage, (file) =>
      placeMedia(kind, file, svgSanitizers.forOwner(who.shopId)),
    );
  } catch (error) {
    throw apiError(error);
  }
  const { key, contentType, sha256, size, placement } = result;
  const thumbKey = placement.thumbnail ? thumbnailKey(key) : null;
  if (thumbKey && placement.thumbnail)
    await deps.storage.put(thumbKey, placement.thumbnail, THUMBNAIL_CONTENT_TYPE);
  const shownKey = placement.display ? displayKey(key) : null;
  if (shownKey && placement.display)
    await deps.storage.put(shownKey, placement.display, THUMBNAIL_CONTENT_TYPE);
  return uploadsRepo.record(deps.db, {
    shopId: who.shopId,
    key,
    kind,
    contentType,
    size,
    sha256,
    thumbnailKey: thumbKey,
    displayKey: shownKey,
    fileName,
    uploadedBy: who.userId,
  });
}

export const uploadsService = {
  /** POST /api/upload/chunk: stores chunk `index` of an upload (resending a chunk replaces it). */
  async putChunk(
    deps: UploadDeps,
    who: Uploader,
    uploadId: string,
    index: number,
    body: Readable | Buffer,
    kind?: MediaKind,
  ) {
    const dir = chunkDir(who, uploadId);
    // Past the largest file the index is wrong (the upload is kept, like any refused request).
    if (index >= MAX_CHUNKS) throw fieldError('index_name', 'chunkIndex');
    // A chunk that starts past the kind's limit can only belong to a file that is too large.
    if (kind && index * CHUNK_SIZE >= MEDIA_KINDS[kind].maxBytes) {
      await deps.chunks.discard(dir);
      throw new AppError('E18');
    }
    try {
      const { size } = await deps.chunks.putChunk(dir, index, body);
      return { upload_id: uploadId, index, size };
    } catch (error) {
      throw apiError(error, 'index_name');
    }
  },

  /** GET /api/upload/chunks: the indexes already stored, so a resumed upload sends only the rest. */
  async listChunks(deps: UploadDeps, who: Uploader, uploadId: string) {
    return { upload_id: uploadId, chunks: await deps.chunks.listChunks(chunkDir(who, uploadId)) };
  },

  /** DELETE /api/upload/chunks: a cancelled upload leaves nothing behind. */
  async discard(deps: UploadDeps, who: Uploader, uploadId: string) {
    await deps.chunks.discard(chunkDir(who, uploadId));
    return { upload_id: uploadId };
  },

  /** POST /api/upload/merge: the file of chunks 0…total-1, answered as `{ path, url }`. */
  async merge(deps: UploadDeps, who: Uploader, body: UploadMergeBody): Promise<UploadedFile> {
    const dir = chunkDir(who, body.upload_id);
    if (body.total > MAX_CHUNKS) throw fieldError('total', 'chunkTotal');
    if ((body.total - 1) * CHUNK_SIZE >= MEDIA_KINDS[body.kind].maxBytes) {
      await deps.chunks.discard(dir);
      throw new AppError('E18');
    }
    const row = await storeUpload(deps, who, dir, body.total, body.kind, body.file_name);
    return { path: row.key, url: fileUrl(deps.publicUrl, row.key) };
  },

  /** POST /api/upload/file(/full): one request; streamed through chunks, never held whole in memory. */
  async uploadWhole(
    deps: UploadDeps,
    who: Uploader,
    kind: MediaKind,
    body: Readable | Buffer,
    fileName: string | null,
  ): Promise<StoredFile> {
    const dir = chunkDir(who, `single-${randomUUID()}`);
    let total: number;
    try {
      total = await deps.chunks.ingest(
        dir,
        Buffer.isBuffer(body) ? Readable.from([body]) : body,
        MEDIA_KINDS[kind].maxBytes,
      );
    } catch (error) {
      await deps.chunks.discard(dir);
      throw apiError(error);
    }
    return toStoredFile(deps, await storeUpload(deps, who, dir, total, kind, fileName));
  },

  /**
   * POST /api/upload/check: status 1 once the shop's file and its thumbnail are stored,
   * 2 when the path is not a file of this shop or its bytes are gone (spec doc 1 §4 polling).
   */
  async check(deps: UploadDeps, who: Uploader, path: string) {
    const row = await uploadsRepo.findOfShop(deps.db, who.shopId, path);
    if (!row || !(await deps.storage.exists(row.key)))
      return { status: UPLOAD_STATUS.failure, path };
    if (row.thumbnailKey && !(await deps.storage.exists(row.thumbnailKey)))
      return { status: UPLOAD_STATUS.processing, path };
    return { status: UPLOAD_STATUS.success, ...toStoredFile(deps, row) };
  },

  /** True when the shop uploaded this path as this kind (a category icon must be one). */
  async ownsFile(db: Db, shopId: number, path: string, kind: MediaKind): Promise<boolean> {
    return Boolean(await uploadsRepo.findOfShop(db, shopId, path, kind));
  },

  /**
   * A file a request names must have been uploaded by this shop as that kind: else 40019
   * FILE_NOT_UPLOADED naming the field. No path (none given, or cleared) passes.
   */
  async requireOwnFile(
    db: Db,
    shopId: number,
    path: string | null | undefined,
    kind: MediaKind,
    field: string,
  ): Promise<void> {
    if (path && !(await this.ownsFile(db, shopId, path, kind)))
      throw new AppError('FILE_NOT_UPLOADED', undefined, { field });
  },

  /**
   * A user's own picture (profile photo) belongs to no shop: it must be a file this user uploaded
   * as that kind, in any shop; else 40019 naming the field. No path passes.
   */
  async requireUsersFile(
    db: Db,
    userId: number,
    path: string | null | undefined,
    kind: MediaKind,
    field: string,
  ): Promise<void> {
    if (path && !(await uploadsRepo.findOfUploader(db, userId, path, kind)))
      throw new AppError('FILE_NOT_UPLOADED', undefined, { field });
  },
};

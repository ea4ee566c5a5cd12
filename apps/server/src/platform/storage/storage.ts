import type { Readable } from 'node:stream';
import { MEDIA_FORMATS } from '@mintfront/domain';

export type StoredObject = { size: number; contentType: string };
/** Bytes start…end of a stored object, both inclusive and inside it (an HTTP byte range). */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live: a local folder by default, S3-compatible storage when STORAGE_URL
 * names a bucket (ARCHITECTURE.md "One code path, two sizes"). Keys are relative paths with
 * '/' separators, checked by assertSafeKey.
 */
export interface Storage {
  /** Stores the body under the key; a no-op (the body is drained) when the key already exists. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /**
   * Stores a finished file of the local disk (a merged upload) under the key; a no-op when the
   * key exists. The store may move the file in place of copying it, so the caller must not use
   * the path afterwards.
   */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** The stored bytes, or only `range` of them; throws StorageNotFoundError when the key is absent. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  head(key: string): Promise<StoredObject | null>;
  /** Removes the key; deleting an absent key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file at ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

export class UnsafeKeyError extends Error {
  constructor(readonly key: string) {
    super(`Unsafe storage key: ${JSON.stringify(key)}`);
    this.name = 'UnsafeKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Refuses keys that could leave the storage root: absolute, '..', backslashes, empty segments. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  const safe = key.length <= 512 && segments.every((s) => SEGMENT.test(s) && !s.includes('..'));
  if (!safe) throw new UnsafeKeyError(key);
}

/**
 * Content-addressed key of a file: 'ab/cd/abcd….png' from its SHA-256 (hex) and extension, so
 * one file stored twice takes the space once and two folder levels keep directories small.
 */
export function contentKey(sha256: string, ext: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256) || !/^[a-z0-9]{1,8}$/.test(ext)) {
    throw new UnsafeKeyError(`${sha256}.${ext}`);
  }
  return `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}.${ext}`;
}

/** Key of the list thumbnail that belongs to a stored original. */
export function thumbnailKey(key: string): string {
  return `${key.replace(/\.[a-z0-9]+$/, '')}.thumb.webp`;
}

/** Key of the display copy (an NFT page's picture) that belongs to a stored original. */
export function displayKey(key: string): string {
  return `${key.replace(/\.[a-z0-9]+$/, '')}.display.webp`;
}

const EXTRA_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  json: 'application/json',
};

/** Content type from a key's extension, for stores that keep no metadata of their own. */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return (
    (MEDIA_FORMATS as Record<string, string>)[ext] ?? EXTRA_TYPES[ext] ?? 'application/octet-stream'
  );
}

/** Reads a body that is not used, so its producer is not left waiting. */
export async function drain(body: Readable | Buffer): Promise<void> {
  if (Buffer.isBuffer(body)) return;
  for await (const _ of body) {
    // discard
  }
}

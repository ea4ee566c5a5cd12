import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import {
  StorageNotFoundError,
  UnsafeKeyError,
  assertSafeKey,
  contentTypeOfKey,
  drain,
  type ByteRange,
  type Storage,
  type StoredObject,
} from './storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/**
 * Files in a local folder (DATA_DIR/uploads). Writes go to a temp file in `.tmp/` under the same
 * root, are flushed to disk, then renamed into place, so a reader never sees half a file.
 * The content type comes from the key's extension.
 */
export class LocalStorage implements Storage {
  private readonly root: string;
  private readonly tmpDir: string;

  constructor(root: string) {
    this.root = resolve(root);
    // A segment starting with '.' is never a valid key, so temp files cannot be addressed.
    this.tmpDir = join(this.root, '.tmp');
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new UnsafeKeyError(key);
    return path;
  }

  async put(key: string, body: Readable | Buffer, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    if (await this.exists(key)) return drain(body);
    await mkdir(this.tmpDir, { recursive: true });
    await mkdir(dirname(path), { recursive: true });
    const tmp = join(this.tmpDir, randomUUID());
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(tmp, { flush: true }));
      await rename(tmp, path);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    if (await this.exists(key)) return;
    await mkdir(dirname(path), { recursive: true });
    const handle = await open(file, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(file, path);
    } catch (error) {
      // Another file system (DATA_DIR/chunks mounted apart): copy it instead.
      if ((error as NodeJS.ErrnoException)?.code !== 'EXDEV') throw error;
      await this.put(key, createReadStream(file), contentType);
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.pathOf(key);
    try {
      const handle = await open(path, 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      if (isMissing(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, contentType: contentTypeOfKey(key) } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }
}

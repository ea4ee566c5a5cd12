import { createHash, randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { lstat, mkdir, open, readdir, readlink, rename, rm, symlink, truncate, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { CHUNK_SIZE } from '@mintfront/domain';
import type { Storage } from './storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,128}$/;
const CHUNK_NAME = /^\d+$/;
/** The bytes of an upload; a name starting with '.' is neither a chunk index nor listed. */
const DATA_FILE = '.data';

async function writeAll(file: FileHandle, bytes: Buffer, position: number) {
  for (let done = 0; done < bytes.length; ) {
    const { bytesWritten } = await file.write(bytes, done, bytes.length - done, position + done);
    done += bytesWritten;
  }
}

export type ChunkErrorReason = 'INVALID_UPLOAD' | 'INVALID_INDEX' | 'CHUNK_TOO_LARGE' | 'TOO_LARGE' | 'MISSING_CHUNKS';

/** A refused chunk operation; `missing` names the indexes a merge still needs. */
export class ChunkError extends Error {
  constructor(
    readonly reason: ChunkErrorReason,
    readonly missing: number[] = [],
  ) {
    super(reason === 'MISSING_CHUNKS' ? `Missing chunks: ${missing.join(', ')}` : reason);
    this.name = 'ChunkError';
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/** What a chunk's marker records: its size and CRC-32, read back when the upload is merged. */
type ChunkMarker = { size: number; crc: number };
const markerOf = (bytes: Buffer) => `${bytes.length}.${crc32(bytes)}`;
function parseMarker(text: string): ChunkMarker | null {
  const m = /^(\d+)\.(\d+)$/.exec(text);
  return m ? { size: Number(m[1]), crc: Number(m[2]) } : null;
}

/** A chunk body read whole, refusing more than CHUNK_SIZE bytes (then `onTooLarge` runs). */
async function readChunkBody(body: Readable | Buffer, onTooLarge: () => Promise<void>): Promise<Buffer> {
  if (Buffer.isBuffer(body) && body.length <= CHUNK_SIZE) return body;
  const parts: Buffer[] = [];
  let size = 0;
  try {
    for await (const part of Buffer.isBuffer(body) ? [body] : body) {
      size += (part as Buffer).length;
      if (size > CHUNK_SIZE) throw new ChunkError('CHUNK_TOO_LARGE');
      parts.push(part as Buffer);
    }
  } catch (error) {
    if (!Buffer.isBuffer(body)) body.destroy();
    // Not a chunk of this protocol: the client is broken, so its upload goes.
    if (error instanceof ChunkError) await onTooLarge();
    throw error;
  }
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts, size);
}

/** A complete upload, read back in index order. */
export type MergedFile = { sha256: string; size: number; head: Buffer; open(): Readable };
/** Where `place` decides a merged file goes; `body` replaces the bytes (a sanitised SVG). */
export type Placement = { key: string; contentType: string; body?: Buffer };
export type MergeResult<P extends Placement = Placement> = {
  sha256: string;
  size: number;
  head: Buffer;
  key: string;
  contentType: string;
  placement: P;
};

export type ChunkStoreOptions = { maxChunks?: number; headBytes?: number };

/**
 * Chunks of the resumable upload (spec doc 1 §7: 1,048,576-byte chunks). An upload is a folder
 * DATA_DIR/chunks/<upload>/ holding one file `.data` that every chunk is written into at its own
 * offset (index × CHUNK_SIZE), so the merged file is never copied on the local disk, and one
 * marker per stored chunk, named by its index: a symbolic link whose target records the chunk's
 * size and CRC-32, put in place by rename once its bytes are written. A killed server loses
 * nothing written; bytes lost by a power cut or torn by a kill mid-write fail the checksum
 * at merge, and that chunk is asked for again.
 */
export class ChunkStore {
  private readonly maxChunks: number;
  private readonly headBytes: number;

  /** `maxChunks` bounds an upload: 100 chunks are the 100 MB of the largest kind (spec doc 1 §5). */
  constructor(
    private readonly dir: string,
    options: ChunkStoreOptions = {},
  ) {
    this.maxChunks = options.maxChunks ?? 100;
    this.headBytes = options.headBytes ?? 65_536;
  }

  private uploadDir(upload: string): string {
    if (!UPLOAD_ID.test(upload)) throw new ChunkError('INVALID_UPLOAD');
    return join(this.dir, upload);
  }

  private dataPath(upload: string): string {
    return join(this.uploadDir(upload), DATA_FILE);
  }

  /** Opens the upload's data file, creating its folder on the first chunk. */
  private async openData(dir: string): Promise<FileHandle> {
    const path = join(dir, DATA_FILE);
    try {
      return await open(path, constants.O_RDWR | constants.O_CREAT);
    } catch (error) {
      if (!isMissing(error)) throw error;
      await mkdir(dir, { recursive: true });
      return open(path, constants.O_RDWR | constants.O_CREAT);
    }
  }

  /**
   * Stores one chunk; sending the same chunk again replaces it. The body is read whole first
   * (1 MB at most), so a body that fails half way changes nothing, then written with one call.
   * No fsync per chunk: the marker's checksum lets the merge find a chunk whose bytes did not
   * reach the disk, and the merge flushes the whole file once (docs/decisions.md "Uploads").
   */
  async putChunk(upload: string, index: number, body: Readable | Buffer): Promise<{ size: number }> {
    if (!Number.isInteger(index) || index < 0 || index >= this.maxChunks) throw new ChunkError('INVALID_INDEX');
    const dir = this.uploadDir(upload);
    const bytes = await readChunkBody(body, () => rm(dir, { recursive: true, force: true }));
    const data = await this.openData(dir);
    try {
      await writeAll(data, bytes, index * CHUNK_SIZE);
    } finally {
      await data.close();
    }
    try {
      await this.putMarker(dir, index, markerOf(bytes));
    } catch (error) {
      // The upload was discarded (cancel, refusal) while this chunk was written.
      if (isMissing(error)) throw new ChunkError('INVALID_UPLOAD');
      throw error;
    }
    return { size: bytes.length };
  }

  /**
   * Puts a chunk's marker in place: a symbolic link appears whole, so the first one is made
   * where it belongs; a chunk sent again gets a new link renamed over the old one.
   */
  private async putMarker(dir: string, index: number, target: string) {
    const marker = join(dir, String(index));
    try {
      return await symlink(target, marker);
    } catch (error) {
      if ((error as NodeJS.ErrnoException)?.code !== 'EEXIST') throw error;
    }
    const tmp = join(dir, `.${index}.${randomUUID()}.tmp`);
    try {
      await symlink(target, tmp);
      await rename(tmp, marker);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  /** The indexes already stored, ascending: what a resuming client need not send again. */
  async listChunks(upload: string): Promise<number[]> {
    const names = await readdir(this.uploadDir(upload)).catch(() => [] as string[]);
    return names.filter((n) => CHUNK_NAME.test(n)).map(Number).sort((a, b) => a - b);
  }

  /** The marker of each chunk 0…total-1 (its size and checksum), or null where none is stored. */
  private async chunkMarkers(upload: string, total: number): Promise<(ChunkMarker | null)[]> {
    const dir = this.uploadDir(upload);
    return Promise.all(Array.from({ length: total }, (_, i) => readlink(join(dir, String(i))).then(parseMarker, () => null)));
  }

  /**
   * Writes a whole stream as consecutive chunks (the single-request upload) and answers their
   * count; past `maxBytes` it discards what it wrote and throws ChunkError TOO_LARGE.
   */
  async ingest(upload: string, body: Readable, maxBytes = this.maxChunks * CHUNK_SIZE): Promise<number> {
    let index = 0;
    let total = 0;
    let pending = Buffer.alloc(0);
    try {
      for await (const part of body) {
        total += (part as Buffer).length;
        if (total > maxBytes) throw new ChunkError('TOO_LARGE');
        pending = Buffer.concat([pending, part as Buffer]);
        while (pending.length >= CHUNK_SIZE) {
          await this.putChunk(upload, index++, pending.subarray(0, CHUNK_SIZE));
          pending = pending.subarray(CHUNK_SIZE);
        }
      }
      if (pending.length > 0 || index === 0) await this.putChunk(upload, index++, pending);
    } catch (error) {
      body.destroy();
      await this.discard(upload);
      throw error;
    }
    return index;
  }

  private open(upload: string, size: number): Readable {
    return size === 0 ? Readable.from([]) : createReadStream(this.dataPath(upload), { start: 0, end: size - 1 });
  }

  /**
   * Reads chunks 0…total-1 through a hash, asks `place` where the file goes (it may refuse
   * by throwing), then hands the file to the storage unless that key is already stored.
   * Missing chunks (and a chunk short of CHUNK_SIZE before the last) answer ChunkError
   * MISSING_CHUNKS and keep the upload, so the client can send them; any other refusal
   * discards the upload. On success the chunks are removed.
   */
  async merge<P extends Placement>(
    upload: string,
    total: number,
    storage: Storage,
    place: (file: MergedFile) => P | Promise<P>,
  ): Promise<MergeResult<P>> {
    if (!Number.isInteger(total) || total < 1 || total > this.maxChunks) throw new ChunkError('INVALID_INDEX');
    const markers = await this.chunkMarkers(upload, total);
    const missing = markers.flatMap((m, i) => (m === null || (i < total - 1 && m.size !== CHUNK_SIZE) ? [i] : []));
    if (missing.length) throw new ChunkError('MISSING_CHUNKS', missing);
    const size = (total - 1) * CHUNK_SIZE + markers[total - 1]!.size;

    const hash = createHash('sha256');
    const headParts: Buffer[] = [];
    const torn: number[] = [];
    let read = 0;
    let crc = 0;
    for await (const part of this.open(upload, size)) {
      let bytes = part as Buffer;
      hash.update(bytes);
      if (read < this.headBytes) headParts.push(bytes.subarray(0, this.headBytes - read));
      // Each chunk's bytes are checked against the checksum its marker recorded.
      while (bytes.length > 0) {
        const index = Math.floor(read / CHUNK_SIZE);
        const take = Math.min(bytes.length, (index + 1) * CHUNK_SIZE - read);
        crc = crc32(bytes.subarray(0, take), crc);
        read += take;
        bytes = bytes.subarray(take);
        if (read % CHUNK_SIZE === 0 || read === size) {
          if (crc !== markers[index]!.crc) torn.push(index);
          crc = 0;
        }
      }
    }
    if (torn.length) {
      await Promise.all(torn.map((i) => rm(join(this.uploadDir(upload), String(i)), { force: true })));
      throw new ChunkError('MISSING_CHUNKS', torn);
    }
    const file: MergedFile = {
      sha256: hash.digest('hex'),
      size,
      head: Buffer.concat(headParts),
      open: () => this.open(upload, size),
    };
    let placement: P;
    try {
      placement = await place(file);
    } catch (refusal) {
      await this.discard(upload);
      throw refusal;
    }
    const { key, contentType, body } = placement;
    // A storage failure keeps the chunks, so the same merge can be retried.
    if (!(await storage.exists(key))) {
      if (body) await storage.put(key, body, contentType, body.length);
      else {
        // Chunks past `total` may have been sent: the file ends where the last chunk does.
        // putFile flushes the file to disk before it is renamed into place.
        await truncate(this.dataPath(upload), size);
        await storage.putFile(key, this.dataPath(upload), contentType, size);
      }
    }
    await this.discard(upload);
    return { sha256: file.sha256, size, head: file.head, key, contentType, placement };
  }

  /** Removes an upload's chunks. */
  async discard(upload: string): Promise<void> {
    await rm(this.uploadDir(upload), { recursive: true, force: true });
  }

  /** Removes uploads with no chunk written for `olderThanMs` (issue 3: after a day); answers their ids. */
  async cleanupAbandoned(olderThanMs = DAY_MS, now = Date.now()): Promise<string[]> {
    const uploads = await readdir(this.dir).catch(() => [] as string[]);
    const removed: string[] = [];
    for (const upload of uploads.filter((u) => UPLOAD_ID.test(u))) {
      const dir = join(this.dir, upload);
      const names = await readdir(dir).catch(() => [] as string[]);
      const times = await Promise.all([dir, ...names.map((n) => join(dir, n))].map((p) => lstat(p).then((s) => s.mtimeMs, () => 0)));
      if (now - Math.max(...times) > olderThanMs) {
        await rm(dir, { recursive: true, force: true });
        removed.push(upload);
      }
    }
    return removed;
  }
}

import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, open, readdir, readlink, rename, rm, symlink, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CHUNK_SIZE } from '@mintfront/domain';
import { ChunkTooLargeError, readChunkBody, writeParts } from './chunk-body.ts';
import { machineBootId, markerText, parseMarker, type ChunkMarker } from './chunk-markers.ts';
import { CHUNK_NAME, DATA_FILE, OpenUpload } from './open-upload.ts';
import type { Storage } from './storage.ts';
import { uploadHasher, type UploadHasher } from './upload-hasher.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,128}$/;

export type ChunkErrorReason =
  'INVALID_UPLOAD' | 'INVALID_INDEX' | 'CHUNK_TOO_LARGE' | 'TOO_LARGE' | 'MISSING_CHUNKS';

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

export type ChunkStoreOptions = {
  maxChunks?: number;
  headBytes?: number;
  bootId?: string;
  hasher?: UploadHasher;
};

/**
 * Chunks of the resumable upload (spec doc 1 §7: 1,048,576-byte chunks). An upload is a folder
 * DATA_DIR/chunks/<upload>/ holding one file `.data` that every chunk is written into at its own
 * offset (index × CHUNK_SIZE), so the merged file is never copied on the local disk, and one
 * marker per stored chunk, named by its index: a symbolic link whose target records the chunk's
 * size and the machine's boot, put in place once its bytes are written. A killed server loses
 * nothing written (the bytes are in the page cache); a chunk of an earlier boot may have been
 * lost in a power cut, so the merge asks for it again. The SHA-256 is computed on the hasher's
 * thread as consecutive chunks arrive (docs/decisions.md "Uploads").
 */
export class ChunkStore {
  private readonly maxChunks: number;
  private readonly headBytes: number;
  private readonly bootId: string;
  private readonly hasher: UploadHasher;
  /** Uploads receiving chunks in this process, by upload id. */
  private readonly open = new Map<string, OpenUpload>();
  /** Uploads being merged or discarded: a chunk for one of them is refused. */
  private readonly locked = new Set<string>();

  /** `maxChunks` bounds an upload: 100 chunks are the 100 MB of the largest kind (spec doc 1 §5). */
  constructor(
    private readonly dir: string,
    options: ChunkStoreOptions = {},
  ) {
    this.maxChunks = options.maxChunks ?? 100;
    this.headBytes = options.headBytes ?? 65_536;
    this.bootId = options.bootId ?? machineBootId();
    this.hasher = options.hasher ?? uploadHasher;
  }

  private uploadDir(upload: string): string {
    if (!UPLOAD_ID.test(upload)) throw new ChunkError('INVALID_UPLOAD');
    return join(this.dir, upload);
  }

  private dataPath(upload: string): string {
    return join(this.uploadDir(upload), DATA_FILE);
  }

  private opened(upload: string): OpenUpload {
    let current = this.open.get(upload);
    if (!current) {
      const created = new OpenUpload(
        this.uploadDir(upload),
        this.hasher,
        () => void this.close(upload, created).catch(() => undefined),
      );
      this.open.set(upload, created);
      current = created;
    }
    return current;
  }

  /** Stops taking chunks into `upload`'s open file and closes it (writes in flight finish first). */
  private async close(upload: string, which = this.open.get(upload)) {
    if (!which || this.open.get(upload) !== which) return;
    this.open.delete(upload);
    await which.close();
  }

  /**
   * Stores one chunk; sending the same chunk again replaces it. The body is read whole first
   * (1 MB at most, as it arrived, not copied), so a body that fails half way changes nothing,
   * then written with one call. A chunk sent again loses its marker before its bytes are
   * rewritten, so a kill in between leaves it missing, not mixed.
   */
  async putChunk(
    upload: string,
    index: number,
    body: Readable | Buffer,
  ): Promise<{ size: number }> {
    if (!Number.isInteger(index) || index < 0 || index >= this.maxChunks)
      throw new ChunkError('INVALID_INDEX');
    const dir = this.uploadDir(upload);
    let chunk;
    try {
      chunk = await readChunkBody(body);
    } catch (error) {
      if (!(error instanceof ChunkTooLargeError)) throw error;
      // Not a chunk of this protocol: the client is broken, so its upload goes.
      await this.discard(upload);
      throw new ChunkError('CHUNK_TOO_LARGE');
    }
    if (this.locked.has(upload)) throw new ChunkError('INVALID_UPLOAD');
    const target = this.opened(upload);
    try {
      await target.use(index, async () => {
        const { file, sizes } = await target.ready;
        if (sizes.has(index)) {
          sizes.delete(index);
          target.rewriting(index);
          await rm(join(dir, String(index)), { force: true });
        }
        await writeParts(file, chunk, index * CHUNK_SIZE);
        if (target.closed) throw new ChunkError('INVALID_UPLOAD');
        await this.putMarker(dir, index, markerText({ size: chunk.size, boot: this.bootId }));
        target.stored(sizes, index, chunk.size);
      });
    } catch (error) {
      if (error instanceof ChunkError) throw error;
      // The upload was discarded or merged (its file closed, its folder gone) while this chunk was written.
      if (target.closed || isMissing(error)) throw new ChunkError('INVALID_UPLOAD');
      // Anything else (a full disk, a failed open): the next chunk opens the upload afresh.
      await this.close(upload, target).catch(() => undefined);
      throw error;
    }
    return { size: chunk.size };
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
    return names
      .filter((n) => CHUNK_NAME.test(n))
      .map(Number)
      .sort((a, b) => a - b);
  }

  /** The marker of each chunk 0…total-1 (its size and boot), or null where none is stored. */
  private async chunkMarkers(upload: string, total: number): Promise<(ChunkMarker | null)[]> {
    const dir = this.uploadDir(upload);
    return Promise.all(
      Array.from({ length: total }, (_, i) =>
        readlink(join(dir, String(i))).then(parseMarker, () => null),
      ),
    );
  }

  /**
   * Writes a whole stream as consecutive chunks (the single-request upload) and answers their
   * count; past `maxBytes` it discards what it wrote and throws ChunkError TOO_LARGE.
   */
  async ingest(
    upload: string,
    body: Readable,
    maxBytes = this.maxChunks * CHUNK_SIZE,
  ): Promise<number> {
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

  private readStream(upload: string, size: number): Readable {
    return size === 0
      ? Readable.from([])
      : createReadStream(this.dataPath(upload), { start: 0, end: size - 1 });
  }

  /** The first bytes of the upload's file, for the type check. */
  private async readHead(upload: string, size: number): Promise<Buffer> {
    const file = await open(this.dataPath(upload), 'r');
    try {
      const head = Buffer.alloc(Math.min(this.headBytes, size));
      const { bytesRead } = await file.read(head, 0, head.length, 0);
      return head.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  /** The file's SHA-256: from the hasher's thread, or read here if that thread failed. */
  private async sha256Of(upload: string, size: number): Promise<string> {
    try {
      return await this.hasher.digest(this.dataPath(upload), size);
    } catch {
      const hash = createHash('sha256');
      let read = 0;
      for await (const bytes of this.readStream(upload, size)) {
        hash.update(bytes as Buffer);
        read += (bytes as Buffer).length;
      }
      // Never the hash of fewer bytes than the markers promise.
      if (read !== size) throw new Error(`upload ${upload} holds ${read} of its ${size} bytes`);
      return hash.digest('hex');
    }
  }

  /**
   * Checks that chunks 0…total-1 are all stored, asks `place` where the file goes (it may
   * refuse by throwing), then hands the file to the storage unless that key is already stored.
   * Missing chunks (a chunk short of CHUNK_SIZE before the last, or stored before the machine
   * restarted) answer ChunkError MISSING_CHUNKS and keep the upload, so the client can send
   * them; any other refusal discards the upload. On success the chunks are removed. While it
   * runs, chunks for the upload are refused, so the bytes hashed are the bytes stored.
   */
  async merge<P extends Placement>(
    upload: string,
    total: number,
    storage: Storage,
    place: (file: MergedFile) => P | Promise<P>,
  ): Promise<MergeResult<P>> {
    if (!Number.isInteger(total) || total < 1 || total > this.maxChunks)
      throw new ChunkError('INVALID_INDEX');
    const dir = this.uploadDir(upload);
    if (this.locked.has(upload)) throw new ChunkError('INVALID_UPLOAD');
    this.locked.add(upload);
    try {
      await this.close(upload);
      const markers = await this.chunkMarkers(upload, total);
      const earlierBoot = markers.flatMap((m, i) => (m && m.boot !== this.bootId ? [i] : []));
      await Promise.all(earlierBoot.map((i) => rm(join(dir, String(i)), { force: true })));
      const missing = markers.flatMap((m, i) =>
        m === null || m.boot !== this.bootId || (i < total - 1 && m.size !== CHUNK_SIZE) ? [i] : [],
      );
      if (missing.length) throw new ChunkError('MISSING_CHUNKS', missing);
      const size = (total - 1) * CHUNK_SIZE + markers[total - 1]!.size;

      const [sha256, head] = await Promise.all([
        this.sha256Of(upload, size),
        this.readHead(upload, size),
      ]);
      const file: MergedFile = { sha256, size, head, open: () => this.readStream(upload, size) };
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
        if (body) await storage.put(key, body, contentType);
        else {
          // Chunks past `total` may have been sent: the file ends where the last chunk does, and
          // their markers go first (a failed store keeps the upload, and must not list them).
          // putFile flushes the file to disk before it is renamed into place.
          const beyond = (await this.listChunks(upload)).filter((i) => i >= total);
          await Promise.all(beyond.map((i) => rm(join(dir, String(i)), { force: true })));
          await truncate(this.dataPath(upload), size);
          await storage.putFile(key, this.dataPath(upload), contentType);
        }
      }
      await this.discard(upload);
      return { sha256, size, head, key, contentType, placement };
    } finally {
      this.locked.delete(upload);
    }
  }

  /** Removes an upload's chunks; chunks sent meanwhile are refused. */
  async discard(upload: string): Promise<void> {
    const dir = this.uploadDir(upload);
    // A merge discarding its own upload already holds the lock and releases it.
    const own = !this.locked.has(upload);
    this.locked.add(upload);
    try {
      await this.close(upload);
      this.hasher.drop(join(dir, DATA_FILE));
      await rm(dir, { recursive: true, force: true });
    } finally {
      if (own) this.locked.delete(upload);
    }
  }

  /** Closes every upload's open file (the server is stopping); their chunks stay. */
  async closeAll(): Promise<void> {
    await Promise.all([...this.open.keys()].map((upload) => this.close(upload)));
  }

  /** Removes uploads with no chunk written for `olderThanMs` (issue 3: after a day); answers their ids. */
  async cleanupAbandoned(olderThanMs = DAY_MS, now = Date.now()): Promise<string[]> {
    const uploads = await readdir(this.dir).catch(() => [] as string[]);
    const removed: string[] = [];
    for (const upload of uploads.filter((u) => UPLOAD_ID.test(u) && !this.locked.has(u))) {
      const dir = join(this.dir, upload);
      const names = await readdir(dir).catch(() => [] as string[]);
      const times = await Promise.all(
        [dir, ...names.map((n) => join(dir, n))].map((p) =>
          lstat(p).then(
            (s) => s.mtimeMs,
            () => 0,
          ),
        ),
      );
      // Asked again here: a merge of this upload may have started while the times were read.
      if (now - Math.max(...times) > olderThanMs && !this.locked.has(upload)) {
        await this.discard(upload);
        removed.push(upload);
      }
    }
    return removed;
  }
}

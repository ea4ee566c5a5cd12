import { constants } from 'node:fs';
import { mkdir, open, readdir, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { CHUNK_SIZE } from '@mintfront/domain';
import type { UploadHasher } from './upload-hasher.ts';

/** The bytes of an upload; a name starting with '.' is neither a chunk index nor listed. */
export const DATA_FILE = '.data';
export const CHUNK_NAME = /^\d+$/;
/** An upload with no chunk for this long gives its file handle back (it opens again on the next chunk). */
const IDLE_MS = 30_000;

/**
 * An upload receiving chunks in this process: its data file, kept open between chunks, the
 * chunks it holds (their sizes; -1 when stored before this process opened it), and how far the
 * hasher has been asked to hash (`hashed`, in chunks: a run of full chunks from 0). Closing it
 * waits for writes in flight; a chunk still holding a closed one is refused, so nothing is
 * written into a file that is being merged or was discarded.
 */
export class OpenUpload {
  readonly dataPath: string;
  readonly ready: Promise<{ file: FileHandle; sizes: Map<number, number> }>;
  private inFlight = 0;
  private idle: NodeJS.Timeout | null = null;
  private drained: (() => void) | null = null;
  /** The last write of each index in flight. */
  private readonly writing = new Map<number, Promise<unknown>>();
  private hashed = 0;
  private rehash = false;
  closed = false;

  constructor(
    dir: string,
    private readonly hasher: UploadHasher,
    private readonly onIdle: () => void,
  ) {
    const dataPath = join(dir, DATA_FILE);
    this.dataPath = dataPath;
    // Whatever was hashed before this process opened the upload again may have been rewritten since.
    hasher.drop(dataPath);
    this.ready = (async () => {
      await mkdir(dir, { recursive: true });
      const file = await open(dataPath, constants.O_RDWR | constants.O_CREAT);
      try {
        const names = await readdir(dir);
        return {
          file,
          sizes: new Map(names.filter((n) => CHUNK_NAME.test(n)).map((n) => [Number(n), -1])),
        };
      } catch (error) {
        await file.close();
        throw error;
      }
    })();
    // Closing reports a failed open; nothing else waits for it.
    this.ready.catch(() => undefined);
  }

  /**
   * Runs the work of chunk `index` on this upload, keeping it open meanwhile; refused once it is
   * closed. Two sends of one index run one after the other: the second is then a rewrite, so the
   * hash starts over and a kill during it leaves the chunk missing, never mixed.
   */
  async use<T>(index: number, work: () => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('upload closed');
    this.inFlight++;
    if (this.idle) clearTimeout(this.idle);
    const before = this.writing.get(index);
    const mine = (async () => {
      await before?.catch(() => undefined);
      return work();
    })();
    this.writing.set(index, mine);
    try {
      return await mine;
    } finally {
      if (this.writing.get(index) === mine) this.writing.delete(index);
      if (--this.inFlight === 0) {
        if (this.closed) this.drained?.();
        else this.idle = setTimeout(this.onIdle, IDLE_MS).unref();
      }
    }
  }

  /** Chunk `index` is about to be rewritten: what was hashed from it on must be hashed again. */
  rewriting(index: number) {
    if (index < this.hashed) {
      this.hashed = index;
      this.rehash = true;
    }
  }

  /** Chunk `index` (of `size` bytes) is stored: the hasher takes the new run of full chunks. */
  stored(sizes: Map<number, number>, index: number, size: number) {
    sizes.set(index, size);
    let to = this.hashed;
    while (sizes.get(to) === CHUNK_SIZE) to++;
    if (this.rehash) this.hasher.reset(this.dataPath, to * CHUNK_SIZE);
    else if (to > this.hashed) this.hasher.extend(this.dataPath, to * CHUNK_SIZE);
    this.rehash = false;
    this.hashed = to;
  }

  /** Takes no more chunks, waits for those in flight (bytes and marker), then closes the data file. */
  async close() {
    this.closed = true;
    if (this.idle) clearTimeout(this.idle);
    if (this.inFlight > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    const opened = await this.ready.catch(() => null);
    await opened?.file.close();
  }
}

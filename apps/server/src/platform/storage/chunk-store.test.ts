import { createHash, randomBytes } from 'node:crypto';
import { lutimes, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHUNK_SIZE } from '@mintfront/domain';
import { ChunkError, ChunkStore, type MergedFile } from './chunk-store.ts';
import { LocalStorage } from './local-storage.ts';
import { contentKey } from './storage.ts';
import { UploadHasher } from './upload-hasher.ts';
import { readAll, streamOf } from './storage-contract.ts';

let dataDir: string;
let chunks: ChunkStore;
let storage: LocalStorage;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mintfront-chunks-'));
  chunks = new ChunkStore(join(dataDir, 'chunks'));
  storage = new LocalStorage(join(dataDir, 'uploads'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pieces = (file: Buffer) =>
  Array.from({ length: Math.ceil(file.length / CHUNK_SIZE) }, (_, i) =>
    file.subarray(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE),
  );
const byHash = (file: MergedFile) => ({
  key: contentKey(file.sha256, 'bin'),
  contentType: 'application/octet-stream',
});

describe('ChunkStore', () => {
  it('merges chunks sent in shuffled order into the original file', async () => {
    const file = randomBytes(3 * CHUNK_SIZE + 12_345);
    const parts = pieces(file);
    for (const index of [2, 0, 3, 1])
      await chunks.putChunk('u1', index, streamOf(parts[index] as Buffer));
    const merged = await chunks.merge('u1', parts.length, storage, byHash);
    expect(merged).toMatchObject({
      sha256: sha256(file),
      size: file.length,
      key: contentKey(sha256(file), 'bin'),
    });
    expect(merged.head).toEqual(file.subarray(0, 65_536));
    expect(sha256(await readAll(await storage.get(merged.key)))).toBe(sha256(file));
  });

  it('treats a chunk sent twice as sent once', async () => {
    const parts = pieces(randomBytes(2 * CHUNK_SIZE));
    await chunks.putChunk('u1', 0, parts[0] as Buffer);
    await chunks.putChunk('u1', 0, parts[0] as Buffer);
    await chunks.putChunk('u1', 1, parts[1] as Buffer);
    expect(await chunks.listChunks('u1')).toEqual([0, 1]);
    expect((await chunks.merge('u1', 2, storage, byHash)).size).toBe(2 * CHUNK_SIZE);
  });

  it('refuses a merge with missing chunks, naming them, keeps the rest and stores nothing', async () => {
    for (const index of [0, 2]) await chunks.putChunk('u1', index, randomBytes(CHUNK_SIZE));
    const error = await chunks.merge('u1', 5, storage, byHash).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkError);
    expect(error).toMatchObject({ reason: 'MISSING_CHUNKS', missing: [1, 3, 4] });
    expect(await chunks.listChunks('u1')).toEqual([0, 2]);
    expect(await readdir(join(dataDir, 'uploads')).catch(() => [])).toEqual([]);
  });

  it('continues after a restart: a new instance on the same folder sees the stored chunks', async () => {
    const file = randomBytes(3 * CHUNK_SIZE);
    const parts = pieces(file);
    await chunks.putChunk('u1', 0, parts[0] as Buffer);
    await chunks.putChunk('u1', 2, parts[2] as Buffer);
    const restarted = new ChunkStore(join(dataDir, 'chunks'));
    expect(await restarted.listChunks('u1')).toEqual([0, 2]);
    await restarted.putChunk('u1', 1, parts[1] as Buffer);
    expect((await restarted.merge('u1', 3, storage, byHash)).sha256).toBe(sha256(file));
  });

  it('removes the chunks after a merge, and after a refusal by place', async () => {
    await chunks.putChunk('ok', 0, randomBytes(10));
    await chunks.merge('ok', 1, storage, byHash);
    await chunks.putChunk('bad', 0, randomBytes(10));
    await expect(
      chunks.merge('bad', 1, storage, () => Promise.reject(new Error('wrong type'))),
    ).rejects.toThrow('wrong type');
    expect(await readdir(join(dataDir, 'chunks'))).toEqual([]);
    expect(await storage.exists(contentKey('0'.repeat(64), 'bin'))).toBe(false);
  });

  it('stores the body chosen by place instead of the chunks (a sanitised SVG)', async () => {
    await chunks.putChunk('u1', 0, Buffer.from('<svg onload="x()"/>'));
    const clean = Buffer.from('<svg/>');
    const merged = await chunks.merge('u1', 1, storage, () => ({
      key: contentKey(sha256(clean), 'svg'),
      contentType: 'image/svg+xml',
      body: clean,
    }));
    expect(await readAll(await storage.get(merged.key))).toEqual(clean);
  });

  it('refuses a chunk over 1,048,576 bytes, an index out of range and an unsafe upload id', async () => {
    await expect(chunks.putChunk('u1', 0, randomBytes(CHUNK_SIZE + 1))).rejects.toMatchObject({
      reason: 'CHUNK_TOO_LARGE',
    });
    expect(await chunks.listChunks('u1')).toEqual([]);
    await expect(chunks.putChunk('u1', 100, randomBytes(1))).rejects.toMatchObject({
      reason: 'INVALID_INDEX',
    });
    await expect(chunks.putChunk('u1', -1, randomBytes(1))).rejects.toMatchObject({
      reason: 'INVALID_INDEX',
    });
    await expect(chunks.putChunk('../etc', 0, randomBytes(1))).rejects.toMatchObject({
      reason: 'INVALID_UPLOAD',
    });
  });

  it('stores no chunk and leaves no temp file when a chunk body fails half way; a failed resend keeps the stored copy', async () => {
    const failing = () =>
      Readable.from(
        (async function* () {
          yield randomBytes(1000);
          throw new Error('connection reset');
        })(),
      );
    await expect(chunks.putChunk('u1', 0, failing())).rejects.toThrow('connection reset');
    const stored = randomBytes(10);
    await chunks.putChunk('u1', 1, randomBytes(10));
    await chunks.putChunk('u1', 1, stored);
    await expect(chunks.putChunk('u1', 1, failing())).rejects.toThrow('connection reset');
    expect(await chunks.listChunks('u1')).toEqual([1]);
    expect((await readdir(join(dataDir, 'chunks', 'u1'))).sort()).toEqual(['.data', '1']);
    await chunks.putChunk('u1', 0, randomBytes(CHUNK_SIZE));
    const merged = await chunks.merge('u1', 2, storage, byHash);
    expect((await readAll(await storage.get(merged.key))).subarray(CHUNK_SIZE)).toEqual(stored);
  });

  it('asks again for chunks stored before the machine restarted (they may have been lost with the page cache)', async () => {
    const file = randomBytes(3 * CHUNK_SIZE);
    const parts = pieces(file);
    const before = new ChunkStore(join(dataDir, 'chunks'), { bootId: 'boot1' });
    for (const [index, part] of parts.entries()) await before.putChunk('u1', index, part);
    await before.closeAll();
    const after = new ChunkStore(join(dataDir, 'chunks'), { bootId: 'boot2' });
    await after.putChunk('u1', 1, parts[1] as Buffer);
    await expect(after.merge('u1', 3, storage, byHash)).rejects.toMatchObject({
      reason: 'MISSING_CHUNKS',
      missing: [0, 2],
    });
    expect(await after.listChunks('u1')).toEqual([1]);
    for (const index of [0, 2]) await after.putChunk('u1', index, parts[index] as Buffer);
    expect((await after.merge('u1', 3, storage, byHash)).sha256).toBe(sha256(file));
  });

  it('hashes the bytes merged when a hashed chunk is sent again with other bytes', async () => {
    const first = randomBytes(4 * CHUNK_SIZE);
    for (const [index, part] of pieces(first).entries()) await chunks.putChunk('u1', index, part);
    const changed = Buffer.concat([
      first.subarray(0, CHUNK_SIZE),
      randomBytes(CHUNK_SIZE),
      first.subarray(2 * CHUNK_SIZE),
    ]);
    await chunks.putChunk('u1', 1, pieces(changed)[1] as Buffer);
    const merged = await chunks.merge('u1', 4, storage, byHash);
    expect(merged.sha256).toBe(sha256(changed));
    expect(sha256(await readAll(await storage.get(merged.key)))).toBe(sha256(changed));
  });

  it('hashes the file itself when the hashing thread fails', async () => {
    class FailingHasher extends UploadHasher {
      override digest(): Promise<string> {
        return Promise.reject(new Error('thread gone'));
      }
    }
    const store = new ChunkStore(join(dataDir, 'chunks'), { hasher: new FailingHasher() });
    const file = randomBytes(2 * CHUNK_SIZE + 3);
    for (const [index, part] of pieces(file).entries()) await store.putChunk('u1', index, part);
    expect((await store.merge('u1', 3, storage, byHash)).sha256).toBe(sha256(file));
  });

  it('refuses a chunk while its upload is merged, and a merge of the same upload at once', async () => {
    const file = randomBytes(CHUNK_SIZE + 1);
    for (const [index, part] of pieces(file).entries()) await chunks.putChunk('u1', index, part);
    let release!: () => void;
    const placed = new Promise<void>((r) => (release = r));
    const merging = chunks.merge('u1', 2, storage, async (f) => (await placed, byHash(f)));
    await new Promise((r) => setTimeout(r, 50));
    await expect(chunks.putChunk('u1', 1, randomBytes(1))).rejects.toMatchObject({
      reason: 'INVALID_UPLOAD',
    });
    await expect(chunks.merge('u1', 2, storage, byHash)).rejects.toMatchObject({
      reason: 'INVALID_UPLOAD',
    });
    release();
    expect((await merging).sha256).toBe(sha256(file));
  });

  it('stores what it hashed when one index is sent twice at once with other bytes', async () => {
    for (let round = 0; round < 5; round++) {
      const upload = `race${round}`;
      const [a, b, rest] = [
        randomBytes(CHUNK_SIZE),
        randomBytes(CHUNK_SIZE),
        randomBytes(CHUNK_SIZE),
      ];
      await Promise.all([
        chunks.putChunk(upload, 0, a),
        chunks.putChunk(upload, 0, b),
        chunks.putChunk(upload, 1, rest),
      ]);
      const merged = await chunks.merge(upload, 2, storage, byHash);
      const stored = await readAll(await storage.get(merged.key));
      expect(sha256(stored)).toBe(merged.sha256);
      expect([sha256(Buffer.concat([a, rest])), sha256(Buffer.concat([b, rest]))]).toContain(
        merged.sha256,
      );
    }
  });

  it('keeps an upload whose store failed, without the chunks past the merge, and merges it again', async () => {
    class FailingOnce extends LocalStorage {
      failed = false;
      override async putFile(key: string, file: string, contentType: string) {
        if (!this.failed) {
          this.failed = true;
          throw new Error('disk full');
        }
        return super.putFile(key, file, contentType);
      }
    }
    const flaky = new FailingOnce(join(dataDir, 'uploads'));
    const file = randomBytes(2 * CHUNK_SIZE);
    for (const [index, part] of [
      ...pieces(file),
      randomBytes(CHUNK_SIZE),
      randomBytes(CHUNK_SIZE),
    ].entries())
      await chunks.putChunk('u1', index, part);
    await expect(chunks.merge('u1', 2, flaky, byHash)).rejects.toThrow('disk full');
    expect(await chunks.listChunks('u1')).toEqual([0, 1]);
    await expect(chunks.merge('u1', 4, flaky, byHash)).rejects.toMatchObject({
      reason: 'MISSING_CHUNKS',
      missing: [2, 3],
    });
    const merged = await chunks.merge('u1', 2, flaky, byHash);
    expect(merged.sha256).toBe(sha256(file));
    expect(await readAll(await flaky.get(merged.key))).toEqual(file);
  });

  it('refuses a chunk sent while its upload is discarded, and leaves nothing', async () => {
    await chunks.putChunk('u1', 0, randomBytes(10));
    const discarding = chunks.discard('u1');
    await expect(chunks.putChunk('u1', 1, randomBytes(10))).rejects.toMatchObject({
      reason: 'INVALID_UPLOAD',
    });
    await discarding;
    expect(await readdir(join(dataDir, 'chunks'))).toEqual([]);
  });

  it('writes nothing into an upload discarded while its chunk was in flight', async () => {
    let resume!: () => void;
    const held = new Promise<void>((r) => (resume = r));
    const slow = Readable.from(
      (async function* () {
        yield randomBytes(10);
        await held;
        yield randomBytes(10);
      })(),
    );
    const writing = chunks.putChunk('u1', 0, slow);
    await chunks.putChunk('u1', 1, randomBytes(10));
    await chunks.discard('u1');
    resume();
    // The chunk's body arrived after the discard: it starts a new upload of that id.
    await writing;
    expect(await chunks.listChunks('u1')).toEqual([0]);
    await chunks.discard('u1');
    expect(await readdir(join(dataDir, 'chunks'))).toEqual([]);
  });

  it('asks again for a chunk short of 1,048,576 bytes before the last', async () => {
    await chunks.putChunk('u1', 0, randomBytes(CHUNK_SIZE - 1));
    await chunks.putChunk('u1', 1, randomBytes(10));
    await expect(chunks.merge('u1', 2, storage, byHash)).rejects.toMatchObject({
      reason: 'MISSING_CHUNKS',
      missing: [0],
    });
  });

  it('ends the merged file at the last chunk of the merge, whatever came after it', async () => {
    const file = randomBytes(CHUNK_SIZE + 5);
    const parts = pieces(file);
    for (const [index, part] of [...parts, randomBytes(CHUNK_SIZE)].entries())
      await chunks.putChunk('u1', index, part);
    const merged = await chunks.merge('u1', 2, storage, byHash);
    expect(await readAll(await storage.get(merged.key))).toEqual(file);
  });

  it('cuts a single-request upload into chunks, and refuses one over the limit', async () => {
    const file = randomBytes(2 * CHUNK_SIZE + 7);
    expect(await chunks.ingest('single', streamOf(file))).toBe(3);
    expect((await chunks.merge('single', 3, storage, byHash)).sha256).toBe(sha256(file));
    await expect(
      chunks.ingest('big', streamOf(randomBytes(3 * CHUNK_SIZE)), 2 * CHUNK_SIZE),
    ).rejects.toMatchObject({ reason: 'TOO_LARGE' });
    expect(await chunks.listChunks('big')).toEqual([]);
  });

  it('cleans up uploads untouched for a day and keeps recent ones', async () => {
    await chunks.putChunk('old', 0, randomBytes(10));
    await chunks.putChunk('fresh', 0, randomBytes(10));
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await lutimes(join(dataDir, 'chunks', 'old', '0'), twoDaysAgo, twoDaysAgo);
    await utimes(join(dataDir, 'chunks', 'old', '.data'), twoDaysAgo, twoDaysAgo);
    await utimes(join(dataDir, 'chunks', 'old'), twoDaysAgo, twoDaysAgo);
    expect(await chunks.cleanupAbandoned()).toEqual(['old']);
    expect(await chunks.listChunks('old')).toEqual([]);
    expect(await chunks.listChunks('fresh')).toEqual([0]);
  });

  it('does not clean up an old upload whose merge starts while the cleanup runs', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `stale${i}`);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    const file = randomBytes(10);
    for (const name of names) {
      await chunks.putChunk(name, 0, file);
      for (const p of ['0', '.data', ''])
        await lutimes(join(dataDir, 'chunks', name, p), twoDaysAgo, twoDaysAgo);
    }
    // The cleanup visits the uploads in the folder's order.
    const order = (await readdir(join(dataDir, 'chunks'))).filter((n) => names.includes(n));
    const [first, last] = [order[0]!, order.at(-1)!];
    const cleanup = chunks.cleanupAbandoned();
    // Once the cleanup has removed its first upload, the last one (already listed) starts merging.
    while ((await chunks.listChunks(first)).length) await new Promise((r) => setImmediate(r));
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const merging = chunks.merge(last, 1, storage, async (f) => (await gate, byHash(f)));
    const removed = await cleanup;
    open();
    expect((await merging).sha256).toBe(sha256(file));
    expect(removed).not.toContain(last);
    expect(removed.length).toBeGreaterThan(0);
  });

  it('keeps memory flat while merging 64 MB', async () => {
    for (let i = 0; i < 64; i++) await chunks.putChunk('big', i, randomBytes(CHUNK_SIZE));
    const before = process.memoryUsage();
    await chunks.merge('big', 64, storage, byHash);
    const grown = process.memoryUsage().rss - before.rss;
    expect(grown).toBeLessThan(48 * CHUNK_SIZE);
  });
});

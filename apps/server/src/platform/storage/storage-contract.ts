import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { StorageNotFoundError, UnsafeKeyError, contentKey, type Storage } from './storage.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

/** A stream of `bytes` in 64 KB pieces, so a put really streams. */
export function streamOf(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 65_536) yield bytes.subarray(at, at + 65_536);
    })(),
  );
}

/** The behaviour every Storage implementation shares; run once per implementation. */
export function storageContract(name: string, storage: () => Storage): void {
  describe(`${name} storage contract`, () => {
    const keyOf = (bytes: Buffer, ext = 'png') => contentKey(sha256(bytes), ext);

    it('stores a buffer and answers it back with its size and content type', async () => {
      const bytes = randomBytes(1000);
      const key = keyOf(bytes);
      await storage().put(key, bytes, 'image/png');
      expect(await storage().exists(key)).toBe(true);
      expect(await storage().head(key)).toEqual({ size: 1000, contentType: 'image/png' });
      expect(await readAll(await storage().get(key))).toEqual(bytes);
    });

    it('streams a 5 MB body in and out unchanged', async () => {
      const bytes = randomBytes(5 * 1_048_576);
      const key = keyOf(bytes, 'mp4');
      await storage().put(key, streamOf(bytes), 'video/mp4');
      expect(sha256(await readAll(await storage().get(key)))).toBe(sha256(bytes));
    });

    it('answers a byte range of a stored file: a middle, the last byte, the whole', async () => {
      const bytes = randomBytes(3 * 65_536 + 11);
      const key = keyOf(bytes, 'mp4');
      await storage().put(key, streamOf(bytes), 'video/mp4');
      expect(await readAll(await storage().get(key, { start: 100, end: 70_000 }))).toEqual(
        bytes.subarray(100, 70_001),
      );
      const last = bytes.length - 1;
      expect(await readAll(await storage().get(key, { start: last, end: last }))).toEqual(
        bytes.subarray(last),
      );
      expect(await readAll(await storage().get(key, { start: 0, end: last }))).toEqual(bytes);
    });

    it('stores a finished local file under a key, once', async () => {
      const bytes = randomBytes(2 * 65_536 + 5);
      const dir = await mkdtemp(join(tmpdir(), 'mintfront-putfile-'));
      try {
        const key = keyOf(bytes, 'mp4');
        await writeFile(join(dir, 'merged'), bytes);
        await storage().putFile(key, join(dir, 'merged'), 'video/mp4');
        expect(await readAll(await storage().get(key))).toEqual(bytes);
        await writeFile(join(dir, 'again'), randomBytes(bytes.length));
        await storage().putFile(key, join(dir, 'again'), 'video/mp4');
        expect(await readAll(await storage().get(key))).toEqual(bytes);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('keeps the first file when the same key is put again (content addressing)', async () => {
      const bytes = randomBytes(100);
      const key = keyOf(bytes);
      await storage().put(key, bytes, 'image/png');
      const again = streamOf(randomBytes(100));
      await storage().put(key, again, 'image/png');
      expect(again.readableEnded).toBe(true);
      expect(await readAll(await storage().get(key))).toEqual(bytes);
    });

    it('answers an absent key: get throws not found, head null, exists false, delete is fine', async () => {
      const key = keyOf(randomBytes(10));
      await expect(storage().get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
      expect(await storage().head(key)).toBeNull();
      expect(await storage().exists(key)).toBe(false);
      await expect(storage().delete(key)).resolves.toBeUndefined();
    });

    it('deletes a stored file', async () => {
      const bytes = randomBytes(10);
      const key = keyOf(bytes);
      await storage().put(key, bytes, 'image/png');
      await storage().delete(key);
      expect(await storage().exists(key)).toBe(false);
    });

    it('leaves nothing behind when the body fails half way', async () => {
      const key = keyOf(randomBytes(10));
      const failing = Readable.from(
        (async function* () {
          yield randomBytes(65_536);
          throw new Error('client went away');
        })(),
      );
      await expect(storage().put(key, failing, 'image/png')).rejects.toThrow();
      expect(await storage().exists(key)).toBe(false);
    });

    it.each([
      '../escape.png',
      '/etc/passwd',
      'a/../../b.png',
      'a//b.png',
      'a\\..\\b.png',
      '',
      '.tmp/x',
      'a/./b',
    ])('refuses the unsafe key %j', async (key) => {
      await expect(storage().put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
        UnsafeKeyError,
      );
      await expect(storage().get(key)).rejects.toBeInstanceOf(UnsafeKeyError);
    });
  });
}

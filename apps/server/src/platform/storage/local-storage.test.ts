import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.ts';
import { contentKey, thumbnailKey } from './storage.ts';
import { storageFromConfig } from './storage-from-config.ts';
import { storageContract } from './storage-contract.ts';

let dataDir: string;
let storage: LocalStorage;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mintfront-local-'));
  storage = storageFromConfig({ dataDir }) as LocalStorage;
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

storageContract('local', () => storage);

describe('local storage', () => {
  it('is chosen when no STORAGE_URL is set, under DATA_DIR/uploads', async () => {
    expect(storage).toBeInstanceOf(LocalStorage);
    const key = contentKey('ab'.repeat(32), 'png');
    await storage.put(key, Buffer.from('png bytes'), 'image/png');
    expect(
      await readFile(join(dataDir, 'uploads', 'ab', 'ab', `${'ab'.repeat(32)}.png`), 'utf8'),
    ).toBe('png bytes');
  });

  it('leaves no temp file behind, after success or failure', async () => {
    expect(await readdir(join(dataDir, 'uploads', '.tmp'))).toEqual([]);
  });
});

describe('content keys', () => {
  it('spreads files over two folder levels named by the hash', () => {
    const sha = `abcd${'0'.repeat(60)}`;
    expect(contentKey(sha, 'png')).toBe(`ab/cd/${sha}.png`);
    expect(thumbnailKey(`ab/cd/${sha}.png`)).toBe(`ab/cd/${sha}.thumb.webp`);
  });

  it('refuses a hash or extension that is not one', () => {
    expect(() => contentKey('../../etc', 'png')).toThrow();
    expect(() => contentKey('ab'.repeat(32), 'p/ng')).toThrow();
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_SIZE, S3Storage } from './s3-storage.ts';
import { contentKey } from './storage.ts';
import { parseStorageUrl, storageFromConfig } from './storage-from-config.ts';
import { readAll, storageContract } from './storage-contract.ts';

let directory: string;
let server: S3rver;
let storage: S3Storage;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'mintfront-s3-'));
  // A real S3-compatible server on a free loopback port (port 0), files in a temp folder.
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: 'media' }],
  });
  const { port } = await server.run();
  const storageUrl = `s3://S3RVER:S3RVER@media/shop-files?endpoint=http://127.0.0.1:${port}&region=us-east-1`;
  storage = storageFromConfig({ dataDir: directory, storageUrl }) as S3Storage;
});
afterAll(async () => {
  storage?.client.destroy();
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

storageContract('S3', () => storage);

describe('S3 storage', () => {
  it('is chosen when STORAGE_URL names a bucket', () => {
    expect(storage).toBeInstanceOf(S3Storage);
  });

  it('stores a body of several parts as a multipart upload, byte for byte', async () => {
    const bytes = randomBytes(2 * PART_SIZE + 12_345);
    const key = contentKey(createHash('sha256').update(bytes).digest('hex'), 'mp4');
    await storage.put(
      key,
      Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
      'video/mp4',
    );
    expect(await storage.head(key)).toEqual({ size: bytes.length, contentType: 'video/mp4' });
    expect((await readAll(await storage.get(key))).equals(bytes)).toBe(true);
  });

  it('leaves no object when a body fails after some of its parts were stored', async () => {
    const key = contentKey(createHash('sha256').update(randomBytes(8)).digest('hex'), 'mp4');
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(PART_SIZE + 100);
        yield randomBytes(PART_SIZE);
        throw new Error('client went away');
      })(),
    );
    await expect(storage.put(key, failing, 'video/mp4')).rejects.toThrow('client went away');
    expect(await storage.exists(key)).toBe(false);
  });
});

describe('parseStorageUrl', () => {
  it('reads bucket, prefix, endpoint, region and credentials', () => {
    expect(
      parseStorageUrl(
        's3://key%2F1:se%40cret@my-bucket/a/b/?endpoint=http://127.0.0.1:9000&region=eu-west-1',
      ),
    ).toEqual({
      bucket: 'my-bucket',
      prefix: 'a/b/',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key/1', secretAccessKey: 'se@cret' },
    });
  });

  it('leaves credentials to the environment when the URL has none, and the endpoint to AWS', () => {
    const location = parseStorageUrl('s3://bucket?region=us-east-1');
    expect(location).toEqual({ bucket: 'bucket', prefix: '', region: 'us-east-1' });
  });

  it('refuses a URL that is not s3://', () => {
    expect(() => parseStorageUrl('http://bucket')).toThrow(/s3:\/\/bucket/);
  });
});

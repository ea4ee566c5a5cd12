import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHUNK_SIZE } from '@mintfront/domain';
import { PART_SIZE } from '../../platform/storage/s3-storage.ts';
import { contentKey } from '../../platform/storage/storage.ts';
import { createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import { filesUnder, merge, postJson, sendChunk, slices, type Caller } from './uploads-test-kit.ts';

// The upload pipeline with STORAGE_URL naming a bucket of a real S3-compatible server: chunks on
// the local disk, the merged file in the bucket (a multipart upload past 8 MiB), served from there.
let app: TestApp;
let dataDir: string;
let server: S3rver;
let owner: Caller;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mf-uploads-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: join(dataDir, 's3'),
    silent: true,
    configureBuckets: [{ name: 'media' }],
  });
  const { port } = await server.run();
  app = await createTestApp({
    dataDir,
    storageUrl: `s3://S3RVER:S3RVER@media/files?endpoint=http://127.0.0.1:${port}&region=us-east-1`,
  });
  const user = await signUp(app);
  owner = { as: user, shopId: (await createShop(app, user)).id };
});
afterAll(async () => {
  await app?.closeAll();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An MP4 header and random bytes. */
function video(size: number) {
  const bytes = randomBytes(size);
  Buffer.from([
    0,
    0,
    0,
    0x18,
    ...Buffer.from('ftypisom'),
    0,
    0,
    2,
    0,
    ...Buffer.from('isomiso2mp41'),
  ]).copy(bytes, 0);
  return bytes;
}

it('stores a chunked upload larger than one part in the bucket and serves it, whole and by range', async () => {
  const bytes = video(PART_SIZE + 3 * CHUNK_SIZE + 777);
  const uploadId = randomUUID();
  const parts = slices(bytes);
  for (const index of parts.keys())
    expect(
      (await sendChunk(app, owner, uploadId, index, parts[index]!, 'nftContent')).statusCode,
    ).toBe(0);
  const merged = await merge(app, owner, uploadId, parts.length, 'nftContent', 'clip.mp4');
  const key = contentKey(createHash('sha256').update(bytes).digest('hex'), 'mp4');
  expect(merged).toMatchObject({ statusCode: 0, data: { path: key } });
  expect((await postJson(app, '/api/upload/check', owner, { path: key })).data).toMatchObject({
    status: 1,
    size: bytes.length,
    contentType: 'video/mp4',
  });

  const whole = await app.inject({ method: 'GET', url: `/api/files/${key}` });
  expect(whole.statusCode).toBe(200);
  expect(whole.rawPayload.equals(bytes)).toBe(true);
  const range = await app.inject({
    method: 'GET',
    url: `/api/files/${key}`,
    headers: { range: `bytes=${PART_SIZE - 5}-${PART_SIZE + 4}` },
  });
  expect(range.statusCode).toBe(206);
  expect(range.rawPayload.equals(bytes.subarray(PART_SIZE - 5, PART_SIZE + 5))).toBe(true);
  // The file is in the bucket, not in the local folder, and no chunk is left on the local disk.
  expect(filesUnder(join(dataDir, 's3')).some((f) => f.includes(key.split('/').at(-1)!))).toBe(
    true,
  );
  expect(filesUnder(join(dataDir, 'uploads'))).toEqual([]);
  expect(filesUnder(join(dataDir, 'chunks'))).toEqual([]);
});

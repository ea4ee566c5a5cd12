import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import { filesUnder, merge, sendChunk, slices, type Caller } from './uploads-test-kit.ts';

// The world the uploads test files share: each file calls useUploadsWorld() at its top, which
// starts it before the file's tests (beforeAll) and stops it after, one app per file. The hooks are
// registered per call, not on import: the server project runs files without isolation, so a module
// is imported once per worker and import-time hooks would run for the first file only, handing the
// next ones a closed app.

export const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export let app: TestApp;
export let dataDir: string;
export let owner: Caller;
export const chunksDir = () => join(dataDir, 'chunks');
export const uploadsDir = () => join(dataDir, 'uploads');
export const storedFiles = () => filesUnder(uploadsDir());

export function useUploadsWorld() {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mf-uploads-'));
    app = await createTestApp({ dataDir });
    const user = await signUp(app);
    const shop = await createShop(app, user);
    owner = { as: user, shopId: shop.id };
  });
  afterAll(async () => {
    await app?.closeAll();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
/** A PNG of about `size` bytes: a small image with random bytes after IEND (still a valid PNG). */
export async function bigPng(size: number) {
  const image = await png(16, 16);
  return Buffer.concat([image, randomBytes(size - image.length)]);
}

export async function uploadInChunks(who: Caller, bytes: Buffer, kind: string, order?: number[]) {
  const uploadId = randomUUID();
  const parts = slices(bytes);
  for (const i of order ?? parts.map((_, i) => i))
    expect((await sendChunk(app, who, uploadId, i, parts[i]!)).statusCode).toBe(0);
  return { uploadId, merged: await merge(app, who, uploadId, parts.length, kind, 'picture.png') };
}

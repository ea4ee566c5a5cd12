import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_SIZE, MASK, MB } from '@mintfront/domain';
import { bombPng } from '../../platform/media/bomb-png.ts';
import { contentKey } from '../../platform/storage/storage.ts';
import { createShop, createTestApp, seedRoles, signUp, type TestApp } from '../../test/helper.ts';
import {
  filesUnder,
  getJson,
  merge,
  postForm,
  postJson,
  sendChunk,
  slices,
  type Caller,
} from './uploads-test-kit.ts';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let app: TestApp;
let dataDir: string;
let owner: Caller;
const chunksDir = () => join(dataDir, 'chunks');
const uploadsDir = () => join(dataDir, 'uploads');
const storedFiles = () => filesUnder(uploadsDir());

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

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
/** A PNG of about `size` bytes: a small image with random bytes after IEND (still a valid PNG). */
async function bigPng(size: number) {
  const image = await png(16, 16);
  return Buffer.concat([image, randomBytes(size - image.length)]);
}

async function uploadInChunks(who: Caller, bytes: Buffer, kind: string, order?: number[]) {
  const uploadId = randomUUID();
  const parts = slices(bytes);
  for (const i of order ?? parts.map((_, i) => i))
    expect((await sendChunk(app, who, uploadId, i, parts[i]!)).statusCode).toBe(0);
  return { uploadId, merged: await merge(app, who, uploadId, parts.length, kind, 'picture.png') };
}

describe('chunked upload (spec doc 1 §7)', () => {
  it('merges chunks sent in shuffled order into the original bytes, answers { path, url } and the check says 1', async () => {
    const bytes = await bigPng(3 * CHUNK_SIZE + 1234);
    const { merged } = await uploadInChunks(owner, bytes, 'categoryImage', [2, 0, 3, 1]);
    expect(merged.statusCode).toBe(0);
    expect(merged.data).toEqual({
      path: contentKey(sha(bytes), 'png'),
      url: `http://localhost:8080/api/files/${contentKey(sha(bytes), 'png')}`,
    });

    const served = await app.inject({ method: 'GET', url: `/api/files/${merged.data.path}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const check = await postJson(app, '/api/upload/check', owner, { path: merged.data.path });
    expect(check.data).toMatchObject({
      status: 1,
      path: merged.data.path,
      contentType: 'image/png',
      size: bytes.length,
      kind: 'categoryImage',
    });
    const thumb = await app.inject({
      method: 'GET',
      url: `/api/files/${check.data.thumbnailPath}`,
    });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(filesUnder(chunksDir())).toEqual([]);
  });

  it('takes a chunk sent twice once', async () => {
    const bytes = await bigPng(2 * CHUNK_SIZE + 10);
    const { merged } = await uploadInChunks(owner, bytes, 'categoryImage', [0, 1, 1, 2, 0]);
    expect(merged.data.path).toBe(contentKey(sha(bytes), 'png'));
    const served = await app.inject({ method: 'GET', url: `/api/files/${merged.data.path}` });
    expect(served.rawPayload.length).toBe(bytes.length);
  });

  it('answers E109 naming a missing chunk at merge, keeps the others, and lists them for a resume', async () => {
    const bytes = await bigPng(3 * CHUNK_SIZE);
    const parts = slices(bytes);
    const uploadId = randomUUID();
    for (const i of [0, 2]) await sendChunk(app, owner, uploadId, i, parts[i]!);
    const before = storedFiles();

    const refused = await merge(app, owner, uploadId, 3, 'categoryImage');
    expect(refused).toMatchObject({
      statusCode: 41109,
      statusDesc: 'Chunk upload failed',
      data: { missing: [1] },
    });
    expect(storedFiles()).toEqual(before);
    expect((await getJson(app, `/api/upload/chunks?upload_id=${uploadId}`, owner)).data).toEqual({
      upload_id: uploadId,
      chunks: [0, 2],
    });

    await sendChunk(app, owner, uploadId, 1, parts[1]!);
    expect((await merge(app, owner, uploadId, 3, 'categoryImage')).statusCode).toBe(0);
  });

  it('does not let another shop see or merge the chunks of an upload', async () => {
    const { stranger, strangerShop } = await seedRoles(app);
    const other = { as: stranger, shopId: strangerShop.id };
    const uploadId = randomUUID();
    await sendChunk(app, owner, uploadId, 0, await png(4, 4));
    expect(
      (await getJson(app, `/api/upload/chunks?upload_id=${uploadId}`, other)).data.chunks,
    ).toEqual([]);
    expect((await merge(app, other, uploadId, 1, 'categoryIcon')).statusCode).toBe(41109);
    expect(
      (await getJson(app, `/api/upload/chunks?upload_id=${uploadId}`, owner)).data.chunks,
    ).toEqual([0]);
    await app.inject({
      method: 'DELETE',
      url: `/api/upload/chunks?upload_id=${uploadId}`,
      headers: { authorization: `Bearer ${owner.as.token}`, 'x-shop-id': String(owner.shopId) },
    });
  });

  it('stores a file whose extension lies by its real type, and refuses bytes of no accepted type naming the accepted ones', async () => {
    const image = await png(20, 20);
    const asVideo = await postForm(app, '/api/upload/file', owner, [
      { name: 'kind', value: 'categoryIcon' },
      { name: 'file', fileName: 'clip.mp4', type: 'video/mp4', bytes: image },
    ]);
    expect(asVideo.data.path).toMatch(/\.png$/);

    const before = storedFiles();
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const refused = await postForm(app, '/api/upload/file', owner, [
      { name: 'kind', value: 'categoryIcon' },
      { name: 'file', fileName: 'icon.png', type: 'image/png', bytes: html },
    ]);
    expect(refused).toMatchObject({
      statusCode: 40018,
      statusDesc: 'This file type is not accepted. Accepted types: JPG, PNG, GIF, SVG',
      data: { accepted: ['jpg', 'png', 'gif', 'svg'] },
    });
    expect(storedFiles()).toEqual(before);
    expect(filesUnder(chunksDir())).toEqual([]);
  });

  it('sanitises an SVG carrying script, foreignObject and javascript: links, and serves it with a sandboxing CSP', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10" onload="alert(1)">
      <script>alert(2)</script>
      <foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(3)</script><iframe src="javascript:alert(4)"/></body></foreignObject>
      <a href="javascript:alert(5)"><rect width="5" height="5"/></a>
      <a xlink:href="javascript:alert(6)"><circle r="2"/></a>
      <image href="https://evil.example/x.png"/>
    </svg>`;
    const uploaded = await postForm(app, '/api/upload/file/full', owner, [
      { name: 'kind', value: 'categoryIcon' },
      { name: 'file', fileName: 'logo.svg', bytes: Buffer.from(svg) },
    ]);
    expect(uploaded.statusCode).toBe(0);
    expect(uploaded.data).toMatchObject({
      contentType: 'image/svg+xml',
      kind: 'categoryIcon',
      thumbnailPath: null,
    });
    const served = await app.inject({ method: 'GET', url: `/api/files/${uploaded.data.path}` });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.body).toContain('<rect');
    expect(served.body).not.toMatch(
      /script|onload|foreignObject|javascript:|evil\.example|iframe/i,
    );
  });

  it('refuses an SVG of 200,000 nested groups with E18 naming the depth limit, and stores nothing (issue 19 item 4)', async () => {
    const before = storedFiles();
    const nested = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(200_000)}${'</g>'.repeat(200_000)}</svg>`,
    );
    const refused = await postForm(app, '/api/upload/file', owner, [
      { name: 'kind', value: 'nftContent' },
      { name: 'file', fileName: 'deep.svg', bytes: nested },
    ]);
    expect(refused).toMatchObject({
      statusCode: 41018,
      data: { reason: 'svgTooComplex', limit: 'depth', max: 256 },
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an image of absurd pixel dimensions with E18 and stores nothing', async () => {
    const before = storedFiles();
    const bomb = bombPng(100_000, 100_000);
    const refused = await postForm(app, '/api/upload/file', owner, [
      { name: 'kind', value: 'categoryImage' },
      { name: 'file', fileName: 'bomb.png', bytes: bomb },
    ]);
    expect(refused).toMatchObject({
      statusCode: 41018,
      statusDesc: 'File too large',
      data: { maxPixels: 100_000_000 },
    });
    const uploadId = randomUUID();
    await sendChunk(app, owner, uploadId, 0, bomb);
    expect((await merge(app, owner, uploadId, 1, 'categoryImage')).statusCode).toBe(41018);
    expect(storedFiles()).toEqual(before);
    expect(filesUnder(chunksDir())).toEqual([]);
  });

  it('refuses an oversize file with E18 in one request and in chunks, leaving nothing behind', async () => {
    const before = storedFiles();
    const tooBig = await bigPng(2 * MB + 1);
    const single = await postForm(app, '/api/upload/file', owner, [
      { name: 'kind', value: 'categoryIcon' },
      { name: 'file', fileName: 'icon.png', bytes: tooBig },
    ]);
    expect(single).toMatchObject({ statusCode: 41018, statusDesc: 'File too large' });

    // Chunked, kind unknown to the chunks: refused at merge, chunks removed.
    const { uploadId, merged } = await uploadInChunks(owner, tooBig, 'categoryIcon');
    expect(merged.statusCode).toBe(41018);
    expect(
      (await getJson(app, `/api/upload/chunks?upload_id=${uploadId}`, owner)).data.chunks,
    ).toEqual([]);

    // Chunked with the kind: the chunk past the limit is refused at once, and the upload dropped.
    const early = randomUUID();
    const parts = slices(tooBig);
    await sendChunk(app, owner, early, 0, parts[0]!, 'categoryIcon');
    await sendChunk(app, owner, early, 1, parts[1]!, 'categoryIcon');
    expect((await sendChunk(app, owner, early, 2, parts[2]!, 'categoryIcon')).statusCode).toBe(
      41018,
    );
    expect(
      (await getJson(app, `/api/upload/chunks?upload_id=${early}`, owner)).data.chunks,
    ).toEqual([]);

    // A chunk larger than 1 MB is not a chunk.
    const fat = await sendChunk(app, owner, randomUUID(), 0, randomBytes(CHUNK_SIZE + 1));
    expect(fat.statusCode).toBe(41109);
    expect(storedFiles()).toEqual(before);
    expect(filesUnder(chunksDir())).toEqual([]);
  });

  it('answers a bad index_name, a missing file and a wrong flag with 40001 naming the field', async () => {
    const bad = await postForm(app, '/api/upload/chunk', owner, [
      { name: 'index_name', value: '../../etc_1' },
      { name: 'file', fileName: 'b', bytes: Buffer.from('x') },
    ]);
    expect(bad.statusDesc).toBe('index_name: index_name is invalid');
    const noFile = await postForm(app, '/api/upload/chunk', owner, [
      { name: 'index_name', value: `${randomUUID()}_0` },
    ]);
    expect(noFile.statusDesc).toBe('file: file is required');
    const flag = await postJson(app, '/api/upload/merge', owner, {
      flag: 2,
      file_name: 'a.png',
      upload_id: randomUUID(),
      total: 1,
      kind: 'photo',
    });
    expect(flag.statusDesc).toBe('flag: flag is invalid');
    expect(filesUnder(chunksDir())).toEqual([]);
  });

  it('reads the file field even when it comes before the kind', async () => {
    const image = await png(12, 12);
    const res = await postForm(app, '/api/upload/file', owner, [
      { name: 'file', fileName: 'a.png', bytes: image },
      { name: 'kind', value: 'photo' },
    ]);
    expect(res.data.path).toBe(contentKey(sha(image), 'png'));
  });

  it('answers check status 2 for a path this shop never uploaded', async () => {
    const res = await postJson(app, '/api/upload/check', owner, {
      path: contentKey(sha(Buffer.from('never')), 'png'),
    });
    expect(res.data).toEqual({ status: 2, path: contentKey(sha(Buffer.from('never')), 'png') });
  });

  it('cancels an upload: its chunks are removed', async () => {
    const uploadId = randomUUID();
    await sendChunk(app, owner, uploadId, 0, Buffer.from('partial'));
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/upload/chunks?upload_id=${uploadId}`,
      headers: { authorization: `Bearer ${owner.as.token}`, 'x-shop-id': String(owner.shopId) },
    });
    expect(res.json().statusCode).toBe(0);
    expect(filesUnder(chunksDir())).toEqual([]);
  });

  it('serves byte ranges of a stored file (206, 416), keeping its content type and nosniff', async () => {
    const bytes = await bigPng(CHUNK_SIZE + 500);
    const { merged } = await uploadInChunks(owner, bytes, 'categoryImage');
    const url = `/api/files/${merged.data.path}`;
    const get = (range?: string) =>
      app.inject({ method: 'GET', url, headers: range ? { range } : {} });
    const size = bytes.length;

    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    for (const [range, start, end] of [
      ['bytes=10-19', 10, 19],
      [`bytes=${CHUNK_SIZE}-`, CHUNK_SIZE, size - 1],
      ['bytes=-7', size - 7, size - 1],
    ] as const) {
      const part = await get(range);
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(part.headers['content-length'])).toBe(end - start + 1);
      expect(part.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
      expect(part.headers['content-type']).toBe('image/png');
      expect(part.headers['x-content-type-options']).toBe('nosniff');
    }
    const past = await get(`bytes=${size}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    const several = await get('bytes=0-1,5-9');
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.equals(bytes)).toBe(true);
  });

  it('serves only stored keys: anything else is a 404 envelope', async () => {
    for (const url of [
      '/api/files/ab/..%2f..%2fserver.lock',
      '/api/files/ab/cd/nothing.png',
      `/api/files/${contentKey(sha(Buffer.from('x')), 'png')}`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().statusCode).toBe(40400);
    }
  });
});

describe('who may upload which kind', () => {
  it('lets a member upload a kind only with the permission of the area that uses it, and stores nothing otherwise', async () => {
    const image = await png(16, 16);
    // A collaborator who may view collections but not manage NFTs, nor change collections.
    const { owner: storeOwner, shop, collaborator } = await seedRoles(app, MASK.collectionView);
    const member: Caller = { as: collaborator, shopId: shop.id };
    const before = storedFiles();
    const upload = (who: Caller, kind: string) =>
      postForm(app, '/api/upload/file', who, [
        { name: 'kind', value: kind },
        { name: 'file', fileName: 'a.png', bytes: image },
      ]);

    for (const kind of ['nftContent', 'boxImage', 'collectionLogo', 'categoryIcon', 'favicon'])
      expect((await upload(member, kind)).statusCode, kind).toBe(40300);
    expect(await sendChunk(app, member, randomUUID(), 0, image, 'nftContent')).toMatchObject({
      statusCode: 40300,
    });
    // Chunks sent without a kind are checked when merged, and a refused merge leaves none.
    const uploadId = randomUUID();
    expect((await sendChunk(app, member, uploadId, 0, image)).statusCode).toBe(0);
    expect(await merge(app, member, uploadId, 1, 'nftContent', 'a.png')).toMatchObject({
      statusCode: 40300,
    });
    expect(
      (await getJson(app, `/api/upload/chunks?upload_id=${uploadId}`, member)).data.chunks,
    ).toEqual([]);
    expect(storedFiles()).toEqual(before);

    // Their own profile photo needs no permission; the owner may upload every kind.
    expect((await upload(member, 'photo')).statusCode).toBe(0);
    const ownerCaller: Caller = { as: storeOwner, shopId: shop.id };
    for (const kind of ['nftContent', 'categoryIcon', 'favicon'])
      expect((await upload(ownerCaller, kind)).statusCode, kind).toBe(0);
  });

  it('lets a collaborator with the NFT permission upload NFT content, but not a category icon (owner only)', async () => {
    const { shop, collaborator } = await seedRoles(app, MASK.nft);
    const member: Caller = { as: collaborator, shopId: shop.id };
    const image = await png(12, 12);
    const file = (kind: string) =>
      postForm(app, '/api/upload/file', member, [
        { name: 'kind', value: kind },
        { name: 'file', fileName: 'b.png', bytes: image },
      ]);
    expect((await file('nftContent')).statusCode).toBe(0);
    expect((await file('nftPreview')).statusCode).toBe(0);
    expect((await file('categoryIcon')).statusCode).toBe(40300);
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, MB } from '@mintfront/domain';
import { bombPng } from '../../platform/media/bomb-png.ts';
import { filesUnder, getJson, merge, postForm, sendChunk, slices } from './uploads-test-kit.ts';
import {
  app,
  owner,
  chunksDir,
  storedFiles,
  png,
  bigPng,
  uploadInChunks,
  useUploadsWorld,
} from './uploads-fixture.ts';

useUploadsWorld();

describe('chunked upload: what is stored (spec doc 1 §7)', () => {
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
});

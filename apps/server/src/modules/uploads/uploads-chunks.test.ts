import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE } from '@mintfront/domain';
import { contentKey } from '../../platform/storage/storage.ts';
import { seedRoles } from '../../test/helper.ts';
import { filesUnder, getJson, merge, postJson, sendChunk, slices } from './uploads-test-kit.ts';
import {
  sha,
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
});

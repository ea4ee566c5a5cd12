import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentKey } from '../../platform/storage/storage.ts';
import { filesUnder, postForm, postJson, sendChunk } from './uploads-test-kit.ts';
import { sha, app, owner, chunksDir, png, useUploadsWorld } from './uploads-fixture.ts';

useUploadsWorld();

describe('chunked upload: request fields, status and cancel (spec doc 1 §7)', () => {
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
});

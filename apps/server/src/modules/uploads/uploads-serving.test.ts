import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE } from '@mintfront/domain';
import { contentKey } from '../../platform/storage/storage.ts';
import { sha, app, owner, bigPng, uploadInChunks, useUploadsWorld } from './uploads-fixture.ts';

useUploadsWorld();

describe('serving stored files', () => {
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

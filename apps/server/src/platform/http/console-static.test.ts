import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

let app: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'mf-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  // As the console build leaves them: a brotli and a gzip copy beside each text file.
  writeFileSync(join(dist, 'assets', 'app-123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(dist, 'assets', 'app-123.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(
    join(dist, 'index.html.br'),
    brotliCompressSync('<!doctype html><title>console</title>'),
  );
  writeFileSync(join(dist, 'index.html.gz'), gzipSync('<!doctype html><title>console</title>'));
  app = await createTestApp({ consoleDist: dist });
});
afterAll(async () => {
  await app?.closeAll();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built console', () => {
  it('serves its files, and index.html for any other path outside /api', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.body).toBe('console.log(1)');
    for (const url of ['/', '/select-store', '/NFT/CreatedNFT?x=1']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<title>console</title>');
    }
  });

  it('sends the brotli copy to a browser that accepts it, else gzip, else the file as built', async () => {
    const asset = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/app-123.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await asset('gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    for (const res of [br, gz, plain]) {
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('lets browsers keep hashed assets for a year and makes them ask again for index.html', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const asset = await app.inject({
        method: 'GET',
        url: '/assets/app-123.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const url of ['/', '/index.html', '/NFT/CreatedNFT']) {
        const page = await app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': acceptEncoding },
        });
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.headers['content-type']).toMatch(/^text\/html/);
      }
    }
    const page = await app.inject({
      method: 'GET',
      url: '/select-store',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>console</title>');
  });

  it('never serves a file outside its folder', async () => {
    const res = await app.inject({ method: 'GET', url: '/..%2F..%2F..%2Fetc%2Fpasswd' });
    expect(res.body).not.toContain('root:');
    expect(res.body).toContain('<title>console</title>');
  });

  it('keeps unknown /api paths as 404 envelopes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().statusCode).toBe(40400);
  });
});

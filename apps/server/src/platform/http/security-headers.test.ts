import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { CONSOLE_POLICY, storefrontPolicy } from './security-headers.ts';

let app: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'mf-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  app = await createTestApp({ consoleDist: dist });
});
afterAll(async () => {
  await app?.closeAll();
  rmSync(dist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
const directives = (policy: string | undefined) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  it("sends the console's policy on its HTML: scripts from itself only, never framed", async () => {
    for (const url of ['/', '/select-store']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const csp = directives(page.headers['content-security-policy'] as string);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      // The theme editor frames the storefront at /s/{subdomain}/ on the same origin.
      expect(csp.get('frame-src')).toContain("'self'");
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(page.headers['content-security-policy']).toBe(CONSOLE_POLICY);
    }
  });

  it('sends nosniff and a referrer policy on every answer: HTML, files, API and errors', async () => {
    const answers = await Promise.all(
      ['/', '/assets/app-123.js', '/api/health', '/api/nope', '/api/user/info'].map((url) =>
        app.inject({ method: 'GET', url }),
      ),
    );
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    for (const url of [
      '/',
      '/select-store',
      '/assets/app-123.js',
      '/api/health',
      '/api/user/info',
      '/api/nope',
    ]) {
      const [get, head] = await Promise.all([
        app.inject({ method: 'GET', url }),
        app.inject({ method: 'HEAD', url }),
      ]);
      expect({ url, status: head.statusCode }).toEqual({ url, status: get.statusCode });
      expect(head.body).toBe('');
      for (const name of [
        'content-type',
        'content-security-policy',
        'x-content-type-options',
        'referrer-policy',
      ]) {
        expect({ url, name, value: head.headers[name] }).toEqual({
          url,
          name,
          value: get.headers[name],
        });
      }
    }
  });

  it("lets only the console's origin frame a storefront (theme preview), scripts still from itself", () => {
    const csp = directives(storefrontPolicy('https://console.mintfront.test'));
    expect(csp.get('frame-ancestors')).toEqual(['https://console.mintfront.test']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(() => storefrontPolicy('https://console.mintfront.test/path; script-src *')).toThrow(
      /origin/,
    );
  });
});

import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export type Weight = { files: number; gzipBytes: number; wireBytes: number };
type FileWeight = Weight & { name: string };

/** `BENCH_FILES=1` also lists every file a page loaded, largest first. */
const LIST_FILES = process.env.BENCH_FILES === '1';

/**
 * The JavaScript a page loads with an empty cache: opens `url` in a fresh context, waits until
 * `ready` shows and the network is idle, and weighs every script file: its gzip size (the same
 * measure whatever the server sends) and the bytes that crossed the wire.
 */
export async function weighScripts(
  browser: Browser,
  url: string,
  ready: string,
  storage: Record<string, string> = {},
): Promise<Weight> {
  const context = await browser.newContext();
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  const pending: Promise<FileWeight>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const [response, sizes] = await Promise.all([request.response(), request.sizes()]);
        const body = (await response?.body()) ?? Buffer.alloc(0);
        return {
          name: new URL(request.url()).pathname,
          files: 1,
          gzipBytes: gzipSync(body).length,
          wireBytes: sizes.responseBodySize,
        };
      })(),
    );
  });
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  const weights = await Promise.all(pending);
  await context.close();
  if (LIST_FILES) {
    console.log(`\n${url}:`);
    for (const w of weights.sort((a, b) => b.gzipBytes - a.gzipBytes))
      console.log(`  ${kb(w.gzipBytes).padStart(9)}  ${w.name}`);
  }
  return weights.reduce(
    (a, b) => ({
      files: a.files + b.files,
      gzipBytes: a.gzipBytes + b.gzipBytes,
      wireBytes: a.wireBytes + b.wireBytes,
    }),
    { files: 0, gzipBytes: 0, wireBytes: 0 },
  );
}

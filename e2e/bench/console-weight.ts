// `npm run bench:console` (issue 23 §5): builds the console, starts the real server, and loads
// `/login` and the store home (signed in as a new owner) in Debian's Chromium with an empty
// cache. For each page it prints the JavaScript the page loaded: file count, gzip size of every
// file (the same measure whatever the server sends), and the bytes that crossed the wire. A
// benchmark, not a test: it prints figures and asserts nothing.
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { startAppServer } from '../support/app-server.ts';
import { startMailbox } from '../support/mailbox.ts';
import { signedInOwner } from '../support/owner.ts';

/** React + antd's Form, Input and Button: what a sign-in form cannot do without (issue 23 §5). */
const FLOOR_KB = 169;
const AIMS_KB = { '/login': 200, 'store home': 350 };
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type Weight = { files: number; gzipBytes: number; wireBytes: number };
type FileWeight = Weight & { name: string };

/** `BENCH_FILES=1` also lists every file a page loaded, largest first. */
const LIST_FILES = process.env.BENCH_FILES === '1';

/** Opens `path` in a fresh context (nothing cached), waits until `ready` shows and the network is idle. */
async function weigh(
  browser: Browser,
  url: string,
  path: string,
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
  await page.goto(url + path);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  const weights = await Promise.all(pending);
  await context.close();
  if (LIST_FILES) {
    console.log(`\n${path}:`);
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

/** A new owner with a store, signed in as the e2e fixtures do it; answers what the console keeps in localStorage. */
async function ownerStorage(
  browser: Browser,
  url: string,
  codeFor: (to: string, since?: number) => Promise<string>,
) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await signedInOwner(page, context.request, codeFor);
  const storage = await page.evaluate(() => ({ ...localStorage }) as Record<string, string>);
  await context.close();
  return storage;
}

// `BENCH_SKIP_BUILD=1` weighs the build already in apps/console/dist.
if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('building the console (npm run build)…');
  execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'] });
}
const mailbox = await startMailbox();
const app = await startAppServer({
  SMTP_URL: mailbox.url,
  MAIL_FROM: 'Mintfront <no-reply@mintfront.test>',
});
let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const login = await weigh(browser, app.url, '/login', 'input[type=password]');
  const owner = await ownerStorage(browser, app.url, mailbox.codeFor);
  const home = await weigh(browser, app.url, '/home', 'h1.page-title', owner);
  console.log(
    `\nJavaScript per page (empty cache; floor: React + antd Form/Input/Button = ${FLOOR_KB} KB gz)`,
  );
  for (const [name, w] of [
    ['/login', login],
    ['store home', home],
  ] as const) {
    console.log(
      `  ${name.padEnd(11)} ${String(w.files).padStart(3)} files  ${kb(w.gzipBytes).padStart(9)} gz (aim ≤ ${AIMS_KB[name]} KB, floor ${FLOOR_KB} KB)  ${kb(w.wireBytes).padStart(9)} on the wire`,
    );
  }
} finally {
  await browser?.close();
  await app.stop();
  await mailbox.close();
}

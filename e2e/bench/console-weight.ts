// `npm run bench:console` (issue 23 §5): builds the console, starts the real server, and loads
// `/login` and the store home (signed in as a new owner) in Debian's Chromium with an empty
// cache. For each page it prints the JavaScript the page loaded: file count, gzip size of every
// file (the same measure whatever the server sends), and the bytes that crossed the wire. A
// benchmark, not a test: it prints figures and asserts nothing.
import { execSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import { startAppServer } from '../support/app-server.ts';
import { startMailbox } from '../support/mailbox.ts';
import { signedInOwner } from '../support/owner.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { kb, weighScripts } from './page-weight.ts';

/** React + antd's Form, Input and Button: what a sign-in form cannot do without (issue 23 §5). */
const FLOOR_KB = 169;
const AIMS_KB = { '/login': 200, 'store home': 350 };

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
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const login = await weighScripts(browser, `${app.url}/login`, 'input[type=password]');
  const owner = await ownerStorage(browser, app.url, mailbox.codeFor);
  const home = await weighScripts(browser, `${app.url}/home`, 'h1.page-title', owner);
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

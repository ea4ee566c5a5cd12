// `npm run bench:storefront` (issue 24, "The storefront", Aim): builds for production, starts the
// real server with a local chain, seeds through the API a published store of 1,000 minted NFTs
// (printing how long seeding takes), then measures in Debian's Chromium the store's home page:
// gzipped JavaScript, largest contentful paint (median of 5 cold loads), and Lighthouse's
// performance and accessibility scores of the home, an NFT and a collection page. Each figure
// is printed beside the same figure of the console's /login page, taken in the same run, and
// beside the aim. A benchmark, not a test: it prints figures and asserts nothing.
import { execSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import { startAnvil } from '@mintfront/contracts';
import { startAppServer } from '../support/app-server.ts';
import { startMailbox } from '../support/mailbox.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { kb, weighScripts } from './page-weight.ts';
import { lighthouseRunner, medianLcp, type Scores } from './storefront-measure.ts';
import { seedPublishedStore } from './storefront-seed.ts';

const NFTS = Number(process.env.BENCH_NFTS ?? 1000);
const LCP_LOADS = 5;
/** Lighthouse runs per page (median); `BENCH_LH_RUNS` changes it. */
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);

// `BENCH_SKIP_BUILD=1` measures the build already in apps/*/dist.
if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('building for production (npm run build)…');
  execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'] });
}
const mailbox = await startMailbox();
let chain: Awaited<ReturnType<typeof startAnvil>> | undefined;
let app: Awaited<ReturnType<typeof startAppServer>> | undefined;
let browser: Browser | undefined;
let lighthouse: Awaited<ReturnType<typeof lighthouseRunner>> | undefined;
try {
  chain = await startAnvil();
  // The machine is shared: the server may take longer than the e2e suite's minute to start.
  app = await startAppServer(
    {
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'Mintfront <no-reply@mintfront.test>',
      RPC_URL_LOCAL: chain.rpcUrl,
    },
    180_000,
  );
  console.log(`seeding a published store of ${NFTS} minted NFTs through the API…`);
  const seeded = await seedPublishedStore(app.url, mailbox.codeFor, NFTS);
  console.log(`  seeding took ${(seeded.totalMs / 1000).toFixed(1)} s`);

  // Chromium resolves every *.localhost name to this machine.
  const store = `http://${seeded.subdomain}.localhost:${new URL(app.url).port}`;
  const nfts = (await (
    await fetch(`${app.url}/api/store/${seeded.subdomain}/nfts?limit=1`)
  ).json()) as {
    data: { list: { id: number }[]; total: number };
  };
  if (nfts.data.total !== NFTS)
    throw new Error(`the store shows ${nfts.data.total} NFTs, not ${NFTS}`);
  const pages = {
    home: `${store}/`,
    nft: `${store}/nft/${nfts.data.list[0]!.id}`,
    collection: `${store}/collection/${seeded.collectionId}`,
  };
  const login = `${app.url}/login`;

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  console.log('weighing JavaScript…');
  const jsHome = await weighScripts(browser, pages.home, 'html[data-hydrated=true]');
  const jsLogin = await weighScripts(browser, login, 'input[type=password]');
  console.log(`largest contentful paint, ${LCP_LOADS} cold loads each…`);
  const lcpHome = await medianLcp(browser, pages.home, LCP_LOADS);
  const lcpLogin = await medianLcp(browser, login, LCP_LOADS);
  await browser.close();
  browser = undefined;

  console.log(`Lighthouse 12.2.3, ${LH_RUNS} run(s) a page…`);
  lighthouse = await lighthouseRunner();
  const lh: Record<string, Scores> = {};
  for (const [name, url] of [...Object.entries(pages), ['login', login]] as const) {
    lh[name] = await lighthouse.scores(url, LH_RUNS);
  }

  const rows: [string, string, string, string][] = [
    [
      'JavaScript shipped, home (gzip)',
      `${kb(jsHome.gzipBytes)} (${jsHome.files} files)`,
      `${kb(jsLogin.gzipBytes)} (${jsLogin.files} files)`,
      '≤ 80 KB',
    ],
    [
      `Largest contentful paint, home (median of ${LCP_LOADS})`,
      `${Math.round(lcpHome.ms)} ms`,
      `${Math.round(lcpLogin.ms)} ms`,
      '< 1000 ms',
    ],
  ];
  for (const category of ['performance', 'accessibility'] as const) {
    for (const page of ['home', 'nft', 'collection'] as const) {
      rows.push([
        `Lighthouse ${category}, ${page === 'nft' ? 'NFT' : page}`,
        String(lh[page]![category]),
        String(lh.login![category]),
        '≥ 95',
      ]);
    }
  }
  const widths = [0, 1, 2, 3].map((i) =>
    Math.max(
      ...rows.map((r) => r[i]!.length),
      ['figure', 'storefront', 'console /login', 'aim'][i]!.length,
    ),
  );
  const line = (r: string[]) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(
    `\nStorefront benchmark: a published store of ${NFTS} minted NFTs, seeded in ${(seeded.totalMs / 1000).toFixed(1)} s`,
  );
  console.log(line(['figure', 'storefront', 'console /login', 'aim']));
  for (const r of rows) console.log(line(r));
  console.log(
    `\nLCP element: home ${lcpHome.element} (loads ${lcpHome.all.join(', ')} ms); /login ${lcpLogin.element} (loads ${lcpLogin.all.join(', ')} ms)`,
  );
  for (const [name, scores] of Object.entries(lh)) {
    if (scores.complaints.length === 0) continue;
    console.log(`Lighthouse's complaints, ${name}:`);
    for (const c of scores.complaints) console.log(`  ${c}`);
  }
} finally {
  await browser?.close();
  lighthouse?.close();
  await app?.stop();
  await chain?.stop();
  await mailbox.close();
}

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

type Lcp = { ms: number; element: string };

/**
 * Reads the page's largest contentful paint (plain JavaScript: the e2e workspace has no DOM
 * types): a buffered observer is handed every entry so far; the last is the largest. Waits up to
 * 5 s for one (an observer's callback comes after the paint, never at once).
 */
const READ_LCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const e = list.getEntries().at(-1);
    const el = e.element;
    const name = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') : '?';
    resolve({ ms: e.startTime, element: e.url ? name + ' ' + new URL(e.url).pathname.slice(0, 48) : name });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve({ ms: NaN, element: 'none in 5 s' }), 5000);
})`;

/**
 * The largest contentful paint of one cold load (a fresh context: empty cache), read by a
 * PerformanceObserver once the network is idle.
 */
async function coldLcp(browser: Browser, url: string): Promise<Lcp> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const lcp = (await page.evaluate(READ_LCP)) as Lcp;
  await context.close();
  return lcp;
}

/** The median largest contentful paint of `runs` cold loads, with the element painted in the median one. */
export async function medianLcp(browser: Browser, url: string, runs = 5) {
  const loads: Lcp[] = [];
  for (let i = 0; i < runs; i++) loads.push(await coldLcp(browser, url));
  // A load whose page painted no entry in time counts as none (printed as "–").
  const painted = loads.filter((l) => Number.isFinite(l.ms));
  const ms = painted.length ? median(painted.map((l) => l.ms)) : NaN;
  const element = painted.find((l) => l.ms === ms)?.element ?? loads[0]!.element;
  return { ms, element, all: loads.map((l) => Math.round(l.ms)) };
}

/** A URL's path; Lighthouse also names things that are not URLs ("Unattributable"). */
const pathOf = (url: string) => (URL.canParse(url) ? new URL(url).pathname : url);

/** Where the main thread's time went (the two audits that say it), largest first. */
function breakdown(audit: { id: string; details?: unknown }): string {
  const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  if (audit.id === 'mainthread-work-breakdown')
    return ` [${items
      .slice(0, 4)
      .map((i) => `${String(i.groupLabel)} ${Math.round(Number(i.duration))} ms`)
      .join('; ')}]`;
  if (audit.id === 'bootup-time')
    return ` [${items
      .slice(0, 3)
      .map((i) => `${pathOf(String(i.url))}: script ${Math.round(Number(i.scripting))} ms`)
      .join('; ')}]`;
  return '';
}

export type Scores = {
  performance: number;
  accessibility: number;
  /** Audits of the two categories that did not pass, with what Lighthouse says of them. */
  complaints: string[];
};

/**
 * Lighthouse 12's default run (mobile, simulated throttling) of the performance and
 * accessibility categories, in one Debian Chromium started by chrome-launcher with the same
 * flags as every benchmark. Lighthouse clears the origin's cache and storage before each run.
 */
export async function lighthouseRunner() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  async function once(url: string): Promise<Scores> {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const complaints: string[] = [];
    for (const category of Object.values(lhr.categories)) {
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 0.9) continue;
        if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative')
          continue;
        complaints.push(
          `${category.id}/${audit.id} (weight ${ref.weight}, score ${audit.score})${audit.displayValue ? `: ${audit.displayValue}` : ''}${breakdown(audit)}`,
        );
      }
    }
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      complaints,
    };
  }
  /** The median scores of `runs` runs; the complaints of the run of the median performance. */
  async function scores(url: string, runs: number): Promise<Scores> {
    const all: Scores[] = [];
    for (let i = 0; i < runs; i++) all.push(await once(url));
    const performance = median(all.map((s) => s.performance));
    const accessibility = median(all.map((s) => s.accessibility));
    const middle = all.find((s) => s.performance === performance) ?? all[0]!;
    return { performance, accessibility, complaints: middle.complaints };
  }
  return { scores, close: () => chrome.kill() };
}

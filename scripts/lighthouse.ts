/**
 * `npm run lighthouse`: Lighthouse 12 on the built storefront (rebuilt when older than its sources) served
 * with the demo gateway in process, in Debian's Chromium. Every page of PAGES, on mobile (Lighthouse's
 * default settings) and desktop (its desktop preset), 5 runs each by default; prints the medians per page and form
 * factor, writes them and every run's numbers to lighthouse-report/, and exits non-zero when a median misses
 * its budget (scripts/lighthouse-budgets.ts). A measurement, not a test: not part of `npm test`.
 *
 *   npm run lighthouse [-- --runs N] [--page <substring>]… [--form-factor mobile|desktop] [--keep-reports]
 *                      [--dist <folder>]
 *
 * --dist measures another build (e.g. an earlier commit's, for a before and after) instead of dist/.
 * --keep-reports also writes each run's whole Lighthouse report (lighthouse-report/runs/*.json, open in
 * https://googlechrome.github.io/lighthouse/viewer/ or read with jq): where the LCP time goes, the chains.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { request } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { Browser } from 'puppeteer-core';
import { BUDGETS } from './lighthouse-budgets';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium';
import { apiLogin, sessionEntries } from './lib/demo-login';
import type { Account } from './lib/demo-login';
import { buildWhenStale } from './lib/fresh-build';
import { formatReport, missedBudgets, summarise } from './lib/lighthouse-summary';
import type { FormFactor, Run } from './lib/lighthouse-summary';
import { failedAudits, measurementOf } from './lib/lighthouse-result';
import { startServer } from './serve';
import type { RunningServer } from './serve';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPORT_DIR = join(root, 'lighthouse-report');
const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];

interface Page {
  /** `<shop>/<screen>`, with the account when someone is logged in; what --page matches. */
  name: string;
  mallPath: string;
  /** The address on the server: `/<mall path>/<route>`. */
  path: string;
  account: Account;
}

const page = (mallPath: string, screen: string, route: string, account: Account): Page => ({
  name: `${mallPath}/${screen}${account === 'guest' ? '' : ` (${account})`}`,
  mallPath,
  path: `/${mallPath}${route}`,
  account,
});

/** The shops as their shoppers browse them: procure asks for a login, points and dropship let guests in. */
const BROWSING: readonly [string, Account][] = [
  ['points', 'guest'],
  ['procure', 'member'],
  ['dropship', 'guest'],
];

const PAGES: readonly Page[] = [
  ...BROWSING.flatMap(([mallPath, account]) => [
    page(mallPath, 'home', '/home', account),
    page(mallPath, 'commodity-centre', '/commodityCenter/commodityCenter', account),
    page(
      mallPath,
      'goods-detail',
      '/goodDetail/goodDetail?goodsCode=G-LADDER&goodsSkuCode=G-LADDER-01',
      account,
    ),
  ]),
  page('points', 'cart', '/cart', 'member'),
  page('points', 'orders', '/userCenter/order', 'member'),
];

/**
 * Each run gets a fresh browser context (an empty HTTP cache, no storage but the session set here), so
 * Lighthouse's own storage reset would find nothing to clear: it stays off, for every page alike, and can
 * never touch a logged-in page's session.
 */
const FLAGS: Flags = {
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
  disableStorageReset: true,
};

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      page: { type: 'string', multiple: true },
      'form-factor': { type: 'string' },
      'keep-reports': { type: 'boolean', default: false },
      dist: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  const pages = PAGES.filter(
    (entry) => !values.page || values.page.some((part) => entry.name.includes(part)),
  );
  const formFactors = FORM_FACTORS.filter((entry) => (values['form-factor'] ?? entry) === entry);
  const problems = [
    ...(Number.isInteger(runs) && runs > 0
      ? []
      : [`--runs takes a whole number above 0, not ${values.runs}`]),
    ...(pages.length ? [] : [`--page matches none of: ${PAGES.map((entry) => entry.name).join(', ')}`]),
    ...(formFactors.length ? [] : [`--form-factor takes ${FORM_FACTORS.join(' or ')}`]),
  ];
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(2);
  }
  const dist = values.dist === undefined ? undefined : resolve(values.dist);
  return { runs, pages, formFactors, keepReports: values['keep-reports'], dist };
}

interface Bench {
  server: RunningServer;
  api: APIRequestContext;
  browser: Browser;
}

/** One Lighthouse run of one page, from the demo seed, in a fresh browser context. */
async function measure({ server, api, browser }: Bench, target: Page, formFactor: FormFactor) {
  server.gateway.reset(target.mallPath);
  const url = `${server.url}${target.path}`;
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    if (target.account !== 'guest') {
      const entries = sessionEntries(target.mallPath, await apiLogin(api, target.mallPath, target.account));
      // localStorage needs a document of the origin: the shop list, which no measured page loads.
      await tab.goto(`${server.url}/shop-profiles/index.json`);
      await tab.evaluate((items) => {
        for (const { name, value } of items) localStorage.setItem(name, value);
      }, entries);
    }
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const lhr = (await lighthouse(url, FLAGS, config, tab))?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    // A logged-in page without its session lands on the login page: that would measure the wrong page.
    if (lhr.finalDisplayedUrl !== url) throw new Error(`ended at ${lhr.finalDisplayedUrl}`);
    return {
      lhr,
      measurement: measurementOf(lhr),
      failedAudits: failedAudits(lhr),
      warnings: lhr.runWarnings,
      lighthouseVersion: lhr.lighthouseVersion,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${target.name} ${formFactor} (${url}): ${reason}`, { cause: error });
  } finally {
    await context.close();
  }
}

interface RawRun extends Run {
  path: string;
  run: number;
  seconds: number;
  failedAudits: string[];
}

const { runs, pages, formFactors, keepReports, dist } = options();
const RUNS_DIR = join(REPORT_DIR, 'runs');
if (keepReports) mkdirSync(RUNS_DIR, { recursive: true });
if (!dist && !buildWhenStale(root)) process.exit(1);

// The gateway clock stands still for the whole measurement, so every run sees the same data and flash-sale
// states. It stands at the start, not at a fixed date: the browser's clock runs, and it must still find
// the demo login (2 hours) valid.
const startedAt = Date.now();
const server = await startServer({ port: 0, dist: dist ?? join(root, 'dist'), now: () => startedAt });
const api = await request.newContext({ baseURL: server.url });
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
const done: RawRun[] = [];
const warnings = new Set<string>();
let lighthouseVersion = '';
try {
  const total = runs * pages.length * formFactors.length;
  // Round by round rather than page by page: a busy minute on the machine then touches every page alike.
  for (let run = 1; run <= runs; run += 1) {
    for (const target of pages) {
      for (const formFactor of formFactors) {
        const start = Date.now();
        const result = await measure({ server, api, browser }, target, formFactor);
        const seconds = (Date.now() - start) / 1000;
        const { measurement, failedAudits } = result;
        done.push({
          page: target.name,
          formFactor,
          path: target.path,
          run,
          seconds,
          measurement,
          failedAudits,
        });
        if (keepReports) {
          const file = `${target.name.replace(/[^\w-]+/g, '_')}-${formFactor}-${run}.json`;
          writeFileSync(join(RUNS_DIR, file), JSON.stringify(result.lhr));
        }
        result.warnings.forEach((warning) => warnings.add(String(warning)));
        lighthouseVersion = result.lighthouseVersion;
        const { performance, lcpMs, tbtMs } = measurement;
        console.log(
          `[${done.length}/${total}] ${target.name} ${formFactor}: performance ${performance}, LCP ${(lcpMs / 1000).toFixed(2)} s, TBT ${tbtMs.toFixed(0)} ms (${seconds.toFixed(1)} s)`,
        );
      }
    }
  }
} finally {
  await browser.close();
  await api.dispose();
  await server.close();
}

const summaries = summarise(done);
const misses = missedBudgets(summaries, BUDGETS);
const report = formatReport(summaries, misses, {
  lighthouseVersion,
  runs: done.length,
  seconds: done.reduce((sum, entry) => sum + entry.seconds, 0),
  warnings: [...warnings],
});
mkdirSync(REPORT_DIR, { recursive: true });
writeFileSync(join(REPORT_DIR, 'summary.md'), `${report}\n`);
writeFileSync(
  join(REPORT_DIR, 'runs.json'),
  `${JSON.stringify({ lighthouseVersion, startedAt: new Date(startedAt).toISOString(), runs: done }, null, 2)}\n`,
);
console.log(`\n${report}\n\nWritten to lighthouse-report/summary.md and lighthouse-report/runs.json.`);
process.exit(misses.length ? 1 : 0);

/**
 * `npm run lighthouse`: Lighthouse 12 on the built storefront (rebuilt when older than its sources) served
 * with the demo gateway in process, in Debian's Chromium. Every page of PAGES (scripts/lib/lighthouse-options.ts),
 * on mobile (Lighthouse's default settings) and desktop (its desktop preset), 5 runs each by default; prints
 * the medians per page and form factor, writes them and every run's numbers to lighthouse-report/, and exits
 * non-zero when a median misses its budget (scripts/lighthouse-budgets.ts). A measurement, not a test: not
 * part of `npm test`.
 *
 *   npm run lighthouse [-- --runs N] [--page <substring>]… [--form-factor mobile|desktop] [--keep-reports]
 *                      [--dist <folder>] [--before <folder>]
 *
 * --dist measures another build instead of dist/ (not rebuilt then); with --before, it is the after build.
 * --before measures a second build, e.g. an earlier commit's, in the same run as the first (the "after"):
 * each on a server of its own with the same frozen gateway clock, the two taking turns run by run so that
 * the machine's noise touches both alike. The summary then shows each median as `before → after`, and the
 * LCP phases (TTFB, load delay, load time, render delay) and element of both; the budgets hold the after
 * build only.
 * --keep-reports also writes each run's whole Lighthouse report (lighthouse-report/runs/*.json, open in
 * https://googlechrome.github.io/lighthouse/viewer/ or read with jq): where the LCP time goes, the chains.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { Browser } from 'puppeteer-core';
import { BUDGETS } from './lighthouse-budgets';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium';
import { apiLogin, sessionEntries } from './lib/demo-login';
import { buildWhenStale } from './lib/fresh-build';
import { compareBuilds, formatComparison } from './lib/lighthouse-compare';
import type { Build, BuildRun } from './lib/lighthouse-compare';
import { options } from './lib/lighthouse-options';
import type { Page } from './lib/lighthouse-options';
import { formatReport, formatTable, missedBudgets, summarise } from './lib/lighthouse-summary';
import type { FormFactor } from './lib/lighthouse-summary';
import { failedAudits, lcpBreakdownOf, measurementOf } from './lib/lighthouse-result';
import { startServer } from './serve';
import type { RunningServer } from './serve';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPORT_DIR = join(root, 'lighthouse-report');

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

/** One build, served, with what measuring a page of it takes. */
interface Bench {
  build: Build;
  server: RunningServer;
  api: APIRequestContext;
  browser: Browser;
}

async function openBench(build: Build, dist: string, browser: Browser, now: () => number): Promise<Bench> {
  const server = await startServer({ port: 0, dist, now });
  const api = await request.newContext({ baseURL: server.url });
  return { build, server, api, browser };
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
      lcp: lcpBreakdownOf(lhr),
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

interface RawRun extends BuildRun {
  path: string;
  run: number;
  seconds: number;
  failedAudits: string[];
}

const { runs, pages, formFactors, keepReports, dist, before } = options();
const RUNS_DIR = join(REPORT_DIR, 'runs');
if (keepReports) mkdirSync(RUNS_DIR, { recursive: true });
if (!dist && !buildWhenStale(root)) process.exit(1);
const after = dist ?? join(root, 'dist');
/** The builds with their folders, in the order each turn measures them. */
const builds: [Build, string][] = [['after', after]];
if (before) builds.unshift(['before', before]);
/** A run's build, named only when there are two: one build's runs and reports keep their names. */
const buildTag = (bench: Bench) => (before ? [bench.build] : []);

// The gateway clock stands still for the whole measurement, so every run sees the same data and flash-sale
// states. It stands at the start, not at a fixed date: the browser's clock runs, and it must still find
// the demo login (2 hours) valid.
const startedAt = Date.now();
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
const benches = await Promise.all(
  builds.map(([build, folder]) => openBench(build, folder, browser, () => startedAt)),
);
// Round by round rather than page by page, and in each the builds one after the other: a busy minute on the
// machine then touches every page and both builds alike.
const plan = Array.from({ length: runs }, (_, index) => index + 1).flatMap((run) =>
  pages.flatMap((target) =>
    formFactors.flatMap((formFactor) => benches.map((bench) => ({ run, target, formFactor, bench }))),
  ),
);
const done: RawRun[] = [];
const warnings = new Set<string>();
let lighthouseVersion = '';
try {
  for (const { run, target, formFactor, bench } of plan) {
    const start = Date.now();
    const result = await measure(bench, target, formFactor);
    const seconds = (Date.now() - start) / 1000;
    const { measurement, lcp, failedAudits } = result;
    done.push({
      page: target.name,
      formFactor,
      build: bench.build,
      path: target.path,
      run,
      seconds,
      measurement,
      lcp,
      failedAudits,
    });
    if (keepReports) {
      const file = [target.name.replace(/[^\w-]+/g, '_'), formFactor, ...buildTag(bench), run].join('-');
      writeFileSync(join(RUNS_DIR, `${file}.json`), JSON.stringify(result.lhr));
    }
    result.warnings.forEach((warning) => warnings.add(String(warning)));
    lighthouseVersion = result.lighthouseVersion;
    const { performance, lcpMs, tbtMs } = measurement;
    console.log(
      `[${done.length}/${plan.length}] ${[target.name, formFactor, ...buildTag(bench)].join(' ')}: performance ${performance}, LCP ${(lcpMs / 1000).toFixed(2)} s, TBT ${tbtMs.toFixed(0)} ms (${seconds.toFixed(1)} s)`,
    );
  }
} finally {
  await browser.close();
  for (const { api, server } of benches) {
    await api.dispose();
    await server.close();
  }
}

const misses = missedBudgets(summarise(done.filter((entry) => entry.build === 'after')), BUDGETS);
const tables = before ? formatComparison(compareBuilds(done)) : formatTable(summarise(done), misses);
const report = formatReport(tables, misses, {
  lighthouseVersion,
  runs: done.length,
  seconds: done.reduce((sum, entry) => sum + entry.seconds, 0),
  warnings: [...warnings],
  builds: before ? { before, after } : undefined,
});
mkdirSync(REPORT_DIR, { recursive: true });
writeFileSync(join(REPORT_DIR, 'summary.md'), `${report}\n`);
const kept = {
  lighthouseVersion,
  startedAt: new Date(startedAt).toISOString(),
  builds: Object.fromEntries(builds),
  runs: done,
};
writeFileSync(join(REPORT_DIR, 'runs.json'), `${JSON.stringify(kept, null, 2)}\n`);
console.log(`\n${report}\n\nWritten to lighthouse-report/summary.md and lighthouse-report/runs.json.`);
process.exit(misses.length ? 1 : 0);

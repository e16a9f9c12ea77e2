/**
 * `npx tsx scripts/profile-main-thread.ts [path …]`: main-thread work of shop pages on first load, the way
 * Lighthouse's mobile run sees it (412×823 at 1.75×, CPU slowed 4×, empty cache), in Debian's Chromium against
 * the production build and the demo gateway, as a guest. Default pages: the points shop's home and 商品中心.
 * For each page, RUNS (default 3) loads, each in a fresh browser context, traced until the network has been
 * idle and then 1 s more. Prints per run the main thread's busy time, its long tasks (over 50 ms) and their
 * blocking time (each one's time over 50 ms, like Total Blocking Time), then the medians, the long tasks of the
 * median run with the functions they spent most in, and the top functions and modules by self time.
 * The build it profiles is the production build with source maps (vite's `build.sourcemap`), written to a
 * temporary folder, so functions are named by source file; DIST=dist profiles dist/ as it is (minified names).
 * SIMULATE=1 measures like Lighthouse's simulated throttling instead: an unthrottled load, each task's CPU (thread)
 * time counted CPU_SLOWDOWN times, which other work on the machine hardly moves (wall times under real
 * throttling do). CPU_SLOWDOWN (default 4) and TOP (default 15) change the rest; TRACE_DIR=<folder> keeps each run's trace there
 * (open it in Chrome DevTools' Performance panel).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { build } from 'vite';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium';
import { median } from './lib/lighthouse-summary';
import { readMainThread, selfTimes, TRACE_CATEGORIES } from './lib/main-thread-trace';
import type { CallFrame, MainThread, SelfTime, TraceEvent } from './lib/main-thread-trace';
import { startServer } from './serve';

const RUNS = Number(process.env.RUNS ?? 3);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
/** Lighthouse's simulated throttling: load unthrottled, count each task's CPU time CPU_SLOWDOWN times. */
const SIMULATE = process.env.SIMULATE === '1';
const TOP = Number(process.env.TOP ?? 15);
const SETTLE_MS = 1000;
const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/points/home', '/points/commodityCenter/commodityCenter'];
/** Lighthouse's mobile screen (its default `screenEmulation`). */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const TRACE_DIR = process.env.TRACE_DIR;

async function profileOnce(browser: Browser, url: string, traceName: string): Promise<MainThread> {
  const context = await browser.newContext({ ...MOBILE, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SIMULATE ? 1 : CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    const buffer = await browser.stopTracing();
    if (TRACE_DIR) writeFileSync(join(TRACE_DIR, traceName), buffer);
    const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    return readMainThread(trace.traceEvents, {
      origin: new URL(url).origin,
      threadTimeScale: SIMULATE ? CPU_SLOWDOWN : undefined,
    });
  } finally {
    await context.close();
  }
}

/** Names a minified call frame by its source file, line and name, through the build's source maps. */
function sourceNamer(distDir: string, origin: string) {
  const maps = new Map<string, TraceMap | null>();
  const fileOf = (url: string) => (url.startsWith(origin) ? join(distDir, new URL(url).pathname) : '');
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = fileOf(url);
      try {
        maps.set(url, file ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
      } catch {
        maps.set(url, null);
      }
    }
    return maps.get(url) ?? null;
  };
  return (frame: CallFrame) => {
    const map = frame.url ? mapOf(frame.url) : null;
    const short = frame.url.replace(origin, '');
    const position =
      map && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!position?.source) {
      const where = short ? ` ${short}:${frame.lineNumber + 1}` : '';
      return { module: short || frame.functionName, name: `${frame.functionName || '(anonymous)'}${where}` };
    }
    const source = relative(process.cwd(), resolve(dirname(fileOf(frame.url)), position.source));
    const library = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
    return {
      module: library ?? source,
      name: `${position.name ?? (frame.functionName || '(anonymous)')} ${source}:${position.line}`,
    };
  };
}

const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;

function report(path: string, runs: MainThread[], name: ReturnType<typeof sourceNamer>) {
  const how = SIMULATE ? `CPU time × ${CPU_SLOWDOWN}` : `CPU ${CPU_SLOWDOWN}× slower`;
  console.log(`\n## ${path} (${runs.length} runs, ${how})`);
  runs.forEach((run, index) =>
    console.log(
      `  run ${index + 1}: busy ${ms(run.busyMs)}  long tasks ${String(run.longTasks.length).padStart(2)}` +
        `  in long tasks ${ms(run.longTasks.reduce((sum, task) => sum + task.durationMs, 0))}` +
        `  blocking ${ms(run.blockingMs)}  after FCP ${ms(run.blockingAfterFcpMs)}  (FCP at ${ms(run.fcpMs ?? NaN)})`,
    ),
  );
  const afterFcp = runs.map((run) => run.blockingAfterFcpMs);
  console.log(
    `  median: busy ${ms(median(runs.map((run) => run.busyMs)))}  long tasks ${median(runs.map((run) => run.longTasks.length))}` +
      `  blocking ${ms(median(runs.map((run) => run.blockingMs)))}  after FCP ${ms(median(afterFcp))}`,
  );
  const typical = runs.find((run) => run.blockingAfterFcpMs === median(afterFcp)) ?? runs[0];
  console.log('  long tasks of the median run (start, duration: kinds of work; functions by self time):');
  for (const task of typical?.longTasks ?? [])
    console.log(
      `    at ${ms(task.startMs)}  ${ms(task.durationMs)}: ` +
        task.kinds.map(([kind, time]) => `${kind} ${time.toFixed(0)}`).join(', ') +
        '; ' +
        task.top.map((entry) => `${name(entry.frame).name} ${entry.ms.toFixed(0)}`).join(', '),
    );
  const kinds = new Map<string, number>();
  for (const [kind, time] of runs.flatMap((run) => run.kinds))
    kinds.set(kind, (kinds.get(kind) ?? 0) + time / runs.length);
  // Per-run averages over every sample of every run.
  const all = runs
    .flatMap((run) => run.selfTimes)
    .map(({ frame, ms: time }) => ({ frame, ms: time / runs.length }));
  const functions = new Map<string, number>();
  const modules = new Map<string, number>();
  for (const { frame, ms: time } of selfTimes(all) as SelfTime[]) {
    const named = name(frame);
    functions.set(named.name, (functions.get(named.name) ?? 0) + time);
    modules.set(named.module, (modules.get(named.module) ?? 0) + time);
  }
  for (const [title, totals] of [
    ['functions', functions],
    ['modules', modules],
    ['kinds of work', kinds],
  ] as const) {
    console.log(`  top ${title} by self time (ms per run):`);
    for (const [key, time] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(`    ${time.toFixed(0).padStart(6)}  ${key}`);
  }
}

const ownBuild = process.env.DIST ? undefined : mkdtempSync(join(tmpdir(), 'profile-main-thread-'));
if (ownBuild) {
  console.log(`Building with source maps into ${ownBuild} …`);
  await build({ logLevel: 'warn', build: { sourcemap: true, outDir: ownBuild, emptyOutDir: true } });
}
const distDir = ownBuild ?? process.env.DIST ?? 'dist';
if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
const server = await startServer({ port: Number(process.env.PORT ?? 0), dist: distDir, demoControls: false });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const name = sourceNamer(distDir, server.url);
  for (const path of PAGES) {
    const runs: MainThread[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const traceName = `${path.replace(/^\//, '').replaceAll('/', '_')}-${run}.json`;
      runs.push(await profileOnce(browser, `${server.url}${path}`, traceName));
    }
    report(path, runs, name);
  }
} finally {
  await browser.close();
  await server.close();
  if (ownBuild) rmSync(ownBuild, { recursive: true, force: true });
}

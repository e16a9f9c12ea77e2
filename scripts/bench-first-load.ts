/**
 * `npx tsx scripts/bench-first-load.ts` (after `npm run build`): the request chain of a shop home's first
 * load in Debian's Chromium, against the built storefront and the demo gateway, with a fresh cache each run.
 * Per run, in ms from the start of navigation: when the shop's profile has arrived (every profile file the
 * page fetched), when the shop info and the home's data have, when the first image of the page's content
 * (a banner or a goods card, in <main>) is asked for, and the largest contentful paint; plus how many
 * profile files were fetched and the JavaScript that arrived before that image was asked for. Prints min, median and max of RUNS runs (default 3).
 * THROTTLE=0 turns off the default throttling, Lighthouse's mobile figures (150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up, CPU 4× slower; CPU_SLOWDOWN=1 keeps the network's and drops the CPU's, steadier on a
 * busy machine); BASE=http://127.0.0.1:4402 measures a server already running
 * (another build) instead of starting this one; SHOP (default points) names the shop.
 */
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium';
import { startServer } from './serve';

const RUNS = Number(process.env.RUNS ?? 3);
const THROTTLE = process.env.THROTTLE !== '0';
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const SHOP = process.env.SHOP ?? 'points';
const KBIT = 1024 / 8;

interface Run {
  profile: number;
  shopInfo: number;
  homeData: number;
  firstImage: number;
  lcp: number;
  profileFiles: number;
  jsKbBeforeImage: number;
}

async function measure(browser: Browser, base: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  if (THROTTLE) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1600 * KBIT,
      uploadThroughput: 750 * KBIT,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  await page.goto(`${base}/${SHOP}/home`);
  await page.locator('main img').first().waitFor({ timeout: 60_000 });
  // The largest paint settles once the images in view have loaded.
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((list) => done(list.getEntries().at(-1)?.startTime ?? NaN)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );
  // Plain data out of the page (tsx's helpers do not exist there), reduced here.
  const entries = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      name: entry.name,
      initiatorType: entry.initiatorType,
      startTime: entry.startTime,
      responseEnd: entry.responseEnd,
      encodedBodySize: entry.encodedBodySize,
    })),
  );
  const mainImages = new Set(
    await page.evaluate(() =>
      [...document.querySelectorAll('main img')].map((image) => (image as HTMLImageElement).src),
    ),
  );
  const named = (part: string) => entries.filter((entry) => entry.name.includes(part));
  const arrived = (list: typeof entries) => Math.max(...list.map((entry) => entry.responseEnd));
  const firstImage = Math.min(
    ...entries.filter((entry) => mainImages.has(entry.name)).map((entry) => entry.startTime),
  );
  const js = entries.filter((entry) => /\.js(\?|$)/.test(entry.name) && entry.responseEnd <= firstImage);
  const run: Run = {
    profile: arrived(named('/shop-profiles/')),
    shopInfo: arrived(named('/website/queryWebsiteInfo')),
    homeData: arrived(named('/websitePc/getHomePage')),
    firstImage,
    lcp,
    profileFiles: named('/shop-profiles/').length,
    jsKbBeforeImage: js.reduce((sum, entry) => sum + entry.encodedBodySize, 0) / 1024,
  };
  await context.close();
  return run;
}

const given = process.env.BASE;
const server = given ? undefined : await startServer({ port: 0, demoControls: false });
const base = given ?? server?.url ?? '';
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const runs: Run[] = [];
  for (let index = 0; index < RUNS; index++) runs.push(await measure(browser, base));
  console.log(
    `First load of ${base}/${SHOP}/home, ${RUNS} runs, ${THROTTLE ? `mobile throttling (150 ms, 1.6 Mbit/s, CPU ${CPU_SLOWDOWN}×)` : 'no throttling'}:`,
  );
  console.log(
    `  ${'ms from navigation start'.padEnd(42)} ${'min'.padStart(7)} ${'median'.padStart(7)} ${'max'.padStart(7)}`,
  );
  const rows: [string, keyof Run][] = [
    ['profile arrived', 'profile'],
    ['shop info arrived', 'shopInfo'],
    ['home data arrived', 'homeData'],
    ['first banner or goods image asked for', 'firstImage'],
    ['largest contentful paint', 'lcp'],
    ['profile files fetched (count)', 'profileFiles'],
    ['JS arrived before that image (KB on wire)', 'jsKbBeforeImage'],
  ];
  for (const [label, key] of rows) {
    const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
    const cell = (value: number | undefined) => (value ?? NaN).toFixed(0).padStart(7);
    console.log(
      `  ${label.padEnd(42)} ${cell(sorted[0])} ${cell(sorted[Math.floor(sorted.length / 2)])} ${cell(sorted.at(-1))}`,
    );
  }
} finally {
  await browser.close();
  await server?.close();
}

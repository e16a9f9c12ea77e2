// The first paint from HTML (docs/first-paint.md): the page a shop's address answers holds its frame
// before any script runs, and the browser hydrates it without a mismatch, on every matrix screen it serves.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import type { Account } from '../../scripts/lib/demo-login';
import { firstPaintFile } from '../../scripts/lib/first-paint-page';
import { scaled } from '../../scripts/lib/time-scale';
import { SCREENS } from '../matrix/screens';
import { expect, loggedInState, test } from './fixtures';
import { hydratedAllThrough, watchHydration } from './hydration';

// Hundreds of page loads: a trace of each would cost more than the loads.
test.use({ trace: 'off' });

test.describe('a shop page as HTML', () => {
  test('/points/home holds the shop name, its nav labels and its theme colour before any script', async ({
    request,
  }) => {
    const html = await (await request.get('/points/home')).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    for (const text of ['积分商城', '首页', '商品中心', '全部商品分类']) expect(root).toContain(text);
    expect(html).toContain('#E32929');
  });

  test('a goods detail holds the same frame', async ({ request }) => {
    const html = await (
      await request.get('/procure/goodDetail/goodDetail?goodsCode=G-LADDER&goodsSkuCode=G-LADDER-01')
    ).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    for (const text of ['企业采购商城', '首页', '商品中心']) expect(root).toContain(text);
    expect(html).toMatch(/#1E6FD9|#1e6fd9/i);
  });
});

/**
 * The matrix's screens of a shop that `npm run build` prerendered, one per address, each with the first
 * account the matrix opens it as. The frame hydrates as a guest's whoever is logged in (first-paint.ts), so
 * another account adds nothing to this test.
 */
function prerenderedScreens(mallPath: string): { route: string; account: Account }[] {
  const byRoute = new Map<string, Account>();
  for (const screen of SCREENS) {
    const route = screen.route.startsWith('/') ? screen.route : `/${screen.route}`;
    const { pathname } = new URL(`/${mallPath}${route}`, 'http://localhost');
    if (screen.site || byRoute.has(route) || !existsSync(join('dist', firstPaintFile(pathname)))) continue;
    byRoute.set(route, screen.account ?? 'guest');
  }
  return [...byRoute].map(([route, account]) => ({ route, account }));
}

async function contextFor(browser: Browser, request: APIRequestContext, mallPath: string, account: Account) {
  const storageState = account === 'guest' ? undefined : await loggedInState(request, mallPath, account);
  return browser.newContext({ baseURL: test.info().project.use.baseURL, storageState });
}

/**
 * A page of the context that loads prerendered addresses one after another, each a full load (a new
 * document): it answers what React reported while hydrating each. A new page per address would cost more
 * than its load.
 */
async function hydrationPage(context: BrowserContext) {
  const page = await context.newPage();
  await watchHydration(page);
  let problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text()))
      problems.push(message.text().split('\n')[0]!);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return async (address: string) => {
    problems = [];
    await page.goto(address, { waitUntil: 'commit' });
    await hydratedAllThrough(page);
    return problems;
  };
}

/**
 * Pages loading at once, each in a lane of its own: a load waits on the server and on Playwright about as
 * long as on a core, so two lanes left a quiet 2-core machine two-thirds idle.
 */
const LANES = 4;

const shops = (await readdir('shop-profiles'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => basename(file, '.json'));

test.describe('hydration', () => {
  for (const mallPath of shops) {
    test(`${mallPath}: every matrix screen it prerenders hydrates without a mismatch`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(scaled(240_000));
      const contexts = new Map<Account, Promise<BrowserContext>>();
      const contextOf = (account: Account) => {
        const known = contexts.get(account);
        if (known) return known;
        const made = contextFor(browser, request, mallPath, account);
        contexts.set(account, made);
        return made;
      };
      const screens = prerenderedScreens(mallPath);
      expect(screens.length, 'prerendered matrix screens').toBeGreaterThan(0);
      const failed: { address: string; account: Account; problems: string[] }[] = [];
      // Each lane has a page per account.
      const lane = async (index: number) => {
        const pages = new Map<Account, Awaited<ReturnType<typeof hydrationPage>>>();
        for (const { route, account } of screens.filter((_, at) => at % LANES === index)) {
          let hydrate = pages.get(account);
          if (!hydrate) {
            hydrate = await hydrationPage(await contextOf(account));
            pages.set(account, hydrate);
          }
          const address = `/${mallPath}${route}`;
          const problems = await hydrate(address);
          if (problems.length > 0) failed.push({ address, account, problems });
        }
      };
      await Promise.all(Array.from({ length: LANES }, (_, index) => lane(index)));
      for (const context of contexts.values()) await (await context).close();
      expect(failed, 'hydration errors').toEqual([]);
    });
  }
});

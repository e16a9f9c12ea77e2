// What every matrix test shares: the shop and account it runs as, a frozen clock, and the page it captures.
// Each worker runs one project (a shop at one viewport) and keeps one page per account: a screen is opened
// inside the running app, as a shopper clicking a link would, instead of starting the app again. A screen
// whose steps change the page (a dialog, a hover, a focused box) puts it back afterwards (restore.ts).
import { test as base, expect } from '@playwright/test';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { apiLogin, sessionEntries } from '../../scripts/lib/demo-login';
import type { Account, StoredLogin } from '../../scripts/lib/demo-login';
import { watchCspViolations } from '../e2e/csp-violations';
import type { MatrixOptions } from './projects';
import { trackRequests } from './settle';

/** The instant the browser's clock is frozen at; the demo gateway is started with the same (DEMO_NOW). */
export const FROZEN_NOW = '2026-11-20T10:00:00+08:00';

/** Intervals at least this long (carousels, polling) never fire: what they show would depend on timing. */
const LONG_INTERVAL_MS = 2000;

/** Runs in the page before its scripts. Short intervals (the flash-sale tick, 1 s) keep working. */
function stillLongIntervals(longMs: number) {
  const original = window.setInterval.bind(window);
  const idle = () => undefined;
  window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) =>
    (timeout ?? 0) >= longMs
      ? original(idle, 2 ** 31 - 1)
      : original(handler, timeout, ...args)) as typeof window.setInterval;
}

export interface MatrixTestOptions extends MatrixOptions {
  /** Who is logged in; set per screen with test.use. */
  account: Account;
}

/** A page of the matrix, and the Content-Security-Policy violations and hydration errors seen in it so far. */
interface ScreenPage {
  page: Page;
  cspViolations: string[];
  hydrationErrors: string[];
}

interface MatrixWorkerFixtures {
  /** Opens a page for the worker's shop, logged in as `account` (logins are made once per worker). */
  openScreenPage: (account: Account) => Promise<ScreenPage>;
  /** The worker's page of each account, opened on first use and kept for the next screens. */
  accountPage: (account: Account) => Promise<ScreenPage>;
}

/** The project's context options (viewport, locale, …) that a worker-scoped context must be given itself. */
const CONTEXT_OPTIONS = [
  'baseURL',
  'viewport',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
  'locale',
  'timezoneId',
  'colorScheme',
  'reducedMotion',
  'serviceWorkers',
] as const;

function projectContextOptions(use: Record<string, unknown>): BrowserContextOptions {
  return Object.fromEntries(
    CONTEXT_OPTIONS.filter((key) => use[key] !== undefined).map((key) => [key, use[key]]),
  ) as BrowserContextOptions;
}

/** The session the storefront reads at start-up, in the shop's localStorage. */
const sessionStorageState = (baseURL: string, mallPath: string, login: StoredLogin) => ({
  cookies: [],
  origins: [{ origin: new URL(baseURL).origin, localStorage: sessionEntries(mallPath, login) }],
});

async function newScreenPage(browser: Browser, options: BrowserContextOptions): Promise<ScreenPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  trackRequests(page);
  // Every screen runs under the served Content-Security-Policy with no violation (docs/security.md).
  const cspViolations = await watchCspViolations(page);
  // A prerendered page opened here hydrates without a mismatch (src/main.tsx reports one as [hydration]).
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[hydration]'))
      hydrationErrors.push(message.text().split('\n')[0]!);
  });
  // Date.now() and new Date() answer FROZEN_NOW; timers still run, so the app works as usual.
  await page.clock.setFixedTime(new Date(FROZEN_NOW));
  await page.addInitScript(stillLongIntervals, LONG_INTERVAL_MS);
  // Screens only look: a visit must not change what another test (another viewport of the same shop,
  // running at the same time in the other worker) sees, such as the browse history.
  await page.route(/\/memberSurfHistory\/addBrowseHistory$/, (route) =>
    route.fulfill({ json: { success: true, code: '00000', message: '', data: null } }),
  );
  return { page, cspViolations, hydrationErrors };
}

export const test = base.extend<MatrixTestOptions, MatrixWorkerFixtures>({
  mallPath: ['', { option: true }],
  account: ['guest', { option: true }],

  openScreenPage: [
    async ({ browser, playwright }, use, workerInfo) => {
      const projectUse = workerInfo.project.use as Record<string, unknown> & MatrixOptions;
      const options = projectContextOptions(projectUse);
      const { mallPath } = projectUse;
      const request = await playwright.request.newContext({ baseURL: options.baseURL });
      const logins = new Map<Account, Promise<StoredLogin>>();
      const login = (account: Exclude<Account, 'guest'>) => {
        let stored = logins.get(account);
        if (!stored) {
          stored = apiLogin(request, mallPath, account);
          stored.catch(() => logins.delete(account)); // a failed login is retried by the next test
          logins.set(account, stored);
        }
        return stored;
      };
      await use(async (account) => {
        const loggedIn = account !== 'guest' && mallPath !== '' && options.baseURL;
        const storageState = loggedIn
          ? sessionStorageState(options.baseURL!, mallPath, await login(account))
          : undefined;
        return newScreenPage(browser, { ...options, storageState });
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  accountPage: [
    async ({ openScreenPage }, use) => {
      const pages = new Map<Account, Promise<ScreenPage>>();
      await use((account) => {
        let page = pages.get(account);
        if (!page) {
          page = openScreenPage(account);
          pages.set(account, page);
          // A page that failed to open, or was closed (see `page` below), is opened afresh next time.
          const forget = () => pages.delete(account);
          page.then(({ page: opened }) => opened.on('close', forget), forget);
        }
        return page;
      });
    },
    { scope: 'worker' },
  ],

  page: async ({ account, accountPage }, use, testInfo) => {
    const screenPage = await accountPage(account);
    const seen = screenPage.cspViolations.length;
    const hydrationSeen = screenPage.hydrationErrors.length;
    await use(screenPage.page);
    if (testInfo.status !== testInfo.expectedStatus) {
      // What the failed screen showed, if Chromium still gives a frame: a page whose capture stalled would
      // stall this screenshot too, so it gets a second, not Playwright's own failure screenshot's 5.
      const shown = await screenPage.page.screenshot({ timeout: 1000 }).catch(() => undefined);
      if (shown) await testInfo.attach('screenshot', { body: shown, contentType: 'image/png' });
      // A page left in an unknown state by a failed screen is not reused.
      await screenPage.page.context().close();
    }
    expect(screenPage.cspViolations.slice(seen), 'Content-Security-Policy violations').toEqual([]);
    expect(screenPage.hydrationErrors.slice(hydrationSeen), 'hydration errors').toEqual([]);
  },
});

export { expect };

// The shared end-to-end fixture: every journey fails when the page throws an uncaught error.
import { expect, test as base } from '@playwright/test';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, sessionEntries } from '../../scripts/lib/demo-login';
import type { Account } from '../../scripts/lib/demo-login';
import { scaled } from '../../scripts/lib/time-scale';

export const test = base.extend<{ noUncaughtPageErrors: void }>({
  noUncaughtPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      await use();
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Node's command line for a script of scripts/ run with tsx's loader: one process, so killing it stops it
 * (npx would leave its children running), and it starts seconds sooner than through npx.
 */
export const tsxCommand = (script: string, ...args: string[]): [string, string[]] => [
  process.execPath,
  ['--import', 'tsx', script, ...args],
];

/** A page's first content after a navigation: a lazy chunk and its data, slow on a busy 2-core machine. */
export const LOADED = { timeout: scaled(30_000) };

/**
 * Hovers `trigger` until `panel` shows. A hover menu closes when the page re-renders under a still pointer
 * (a first visit's data arriving right after the hover), and a person would just move the mouse again: so
 * does this, from outside the page, until the panel is visible.
 */
export async function hoverOpen(trigger: Locator, panel: Locator): Promise<void> {
  await expect(async () => {
    await trigger.page().mouse.move(0, 0);
    await trigger.hover();
    await expect(panel).toBeVisible({ timeout: scaled(1_500) });
  }).toPass({ timeout: scaled(20_000) });
}

export { DEMO_PASSWORD };

/** Waits until a drawer has slid in (0.2 s): its box, measured sooner, is still on its way. */
export async function slidIn(drawer: Locator): Promise<void> {
  await drawer.evaluate((element) => Promise.all(element.getAnimations().map((slide) => slide.finished)));
}

/**
 * The requests the page sends from now on to a path ending in `pathEnd`, and a wait until every one has its
 * answer. Each count first calls into the page, so that a request an answer sets off (chained writes) has
 * left by then.
 */
export function watchRequests(page: Page, pathEnd: string) {
  const sent: Request[] = [];
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith(pathEnd)) return;
    sent.push(request);
    open.add(request);
  });
  const answered = (request: Request) => open.delete(request);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  const allAnswered = () =>
    expect
      .poll(async () => {
        await page.evaluate(() => undefined);
        return open.size;
      })
      .toBe(0);
  return { sent, allAnswered };
}

/**
 * Calls a demo control (`/api/__demo/<control>`: src/demo-gateway/README.md) and checks that it answered.
 * On a connection of its own: the server closes a socket idle for 5 s, and a call reusing it just then
 * fails with ECONNRESET (a test's calls may come about that far apart).
 */
export async function demoControl(page: Page, control: string, data?: object, method = 'POST') {
  const headers = { Connection: 'close' };
  const response = await page.request.fetch(`/api/__demo/${control}`, { method, data, headers });
  expect(response.ok(), `demo control ${control}`).toBe(true);
  return response;
}

/**
 * Opens a shop page and waits until it has loaded, as a user would: its skeletons gone. A prerendered page
 * (docs/first-paint.md) shows its frame before the app has started, and a click or a key there is lost.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0);
}

/** Restores one demo shop's seed: its users' carts, favourites, addresses, orders, consents and sessions. */
export async function resetShop(page: Page, mallPath: string): Promise<void> {
  await demoControl(page, 'reset', { mallPath });
}

/** Fills the shop's login form, as a user would, and submits it. */
export async function fillLogin(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** The browser storage of `account` logged in to `mallPath` through the gateway's API. */
export async function loggedInState(
  request: APIRequestContext,
  mallPath: string,
  account: Exclude<Account, 'guest'>,
) {
  const login = await apiLogin(request, mallPath, account);
  const { origin } = new URL(test.info().project.use.baseURL!);
  return { cookies: [], origins: [{ origin, localStorage: sessionEntries(mallPath, login) }] };
}

/**
 * Logs in through the gateway's API and gives the page's browser the session, as a returning member's holds
 * it: the next page the test opens is logged in. It replaces the browser's storage and opens no page; a test
 * about logging in uses the form (fillLogin).
 */
export async function logIn(
  page: Page,
  mallPath: string,
  account: Exclude<Account, 'guest'> = 'member',
): Promise<void> {
  await page.context().setStorageState(await loggedInState(page.request, mallPath, account));
}

export { expect };
export type { Page };

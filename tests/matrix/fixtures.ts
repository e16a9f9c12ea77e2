// What every matrix test shares: the shop and account it runs as, a frozen clock, logins reused per
// worker, and the capture itself (stable, fully loaded, compared with the baseline or reported as new).
import { createHash, constants, publicEncrypt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { test as base, expect } from '@playwright/test';
import type {
  APIRequestContext,
  Locator,
  Page,
  PageScreenshotOptions,
  Request,
  TestInfo,
} from '@playwright/test';
import { storageKey } from '../../engine/domain/session';
import { watchCspViolations } from '../e2e/csp-violations';
import type { MatrixOptions } from './projects';

/** The instant the browser's clock is frozen at; the demo gateway is started with the same (DEMO_NOW). */
export const FROZEN_NOW = '2026-11-20T10:00:00+08:00';

export const DEMO_PASSWORD = 'Demo@2026';

/** The demo accounts (docs/gateway.md); `guest` is nobody logged in. */
export type Account = 'guest' | 'member' | 'reviewer' | 'supplier' | 'viewer' | 'newcomer';

/** Base addresses of the demo gateway (the `.env` defaults, docs/gateway.md). */
const LOGIN_BASE = '/api/auth';

/** Annotation types the contact sheet reporter reads. */
export const ANNOTATION = {
  /** 'new' (no baseline, not approving) or 'updated' (this run rewrote or created the baseline). */
  status: 'matrix',
  /** The baseline's path relative to the config's folder. */
  baseline: 'matrix-baseline',
  /** The screen's human title, for the row heading. */
  title: 'matrix-title',
} as const;

interface StoredLogin {
  token: string;
  expireTime: number;
}

interface GatewayAnswer<T> {
  success: boolean;
  code: string;
  message: string;
  data: T;
}

const CREDENTIAL_CHUNK_LENGTH = 10;

/** As src/lib/crypto.ts does it: 10-character chunks, each RSA PKCS#1 v1.5 to base64, joined with ','. */
function encryptCredential(plain: string, publicKeyPem: string): string {
  const chunks: string[] = [];
  for (let start = 0; start < plain.length; start += CREDENTIAL_CHUNK_LENGTH) {
    const chunk = Buffer.from(plain.slice(start, start + CREDENTIAL_CHUNK_LENGTH), 'utf8');
    chunks.push(
      publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, chunk).toString('base64'),
    );
  }
  return chunks.join(',');
}

async function gatewayCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  mallPath: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, { method, headers: { 'X-Mall-Path': mallPath }, data });
  const answer = (await response.json().catch(() => undefined)) as GatewayAnswer<T> | undefined;
  if (!response.ok() || !answer?.success) {
    const reason = answer ? `${answer.code} ${answer.message}` : `HTTP ${response.status()}`;
    throw new Error(`demo gateway ${method} ${path} for shop "${mallPath}" failed: ${reason}`);
  }
  return answer.data;
}

/** Logs in through the gateway's API (faster and steadier than the form; the form has its own e2e tests). */
async function apiLogin(
  request: APIRequestContext,
  mallPath: string,
  account: Account,
): Promise<StoredLogin> {
  const publicKey = await gatewayCall<string>(request, 'GET', `${LOGIN_BASE}/publicKey`, mallPath);
  const password = encryptCredential(DEMO_PASSWORD, publicKey);
  return gatewayCall<StoredLogin>(request, 'POST', `${LOGIN_BASE}/login`, mallPath, { account, password });
}

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

interface MatrixWorkerFixtures {
  /** Logs in once per shop and account per worker; later tests reuse the token. */
  logins: (mallPath: string, account: Exclude<Account, 'guest'>) => Promise<StoredLogin>;
}

export const test = base.extend<MatrixTestOptions, MatrixWorkerFixtures>({
  mallPath: ['', { option: true }],
  account: ['guest', { option: true }],

  logins: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const cache = new Map<string, Promise<StoredLogin>>();
      await use((mallPath, account) => {
        const key = `${mallPath}/${account}`;
        let login = cache.get(key);
        if (!login) {
          login = apiLogin(request, mallPath, account);
          login.catch(() => cache.delete(key)); // a failed login is retried by the next test
          cache.set(key, login);
        }
        return login;
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  // The session the storefront reads at start-up (src/lib/session): token and expiry under the shop's keys.
  storageState: async ({ account, mallPath, logins, baseURL }, use) => {
    if (account === 'guest' || !mallPath || !baseURL) {
      await use(undefined);
      return;
    }
    const { token, expireTime } = await logins(mallPath, account);
    await use({
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [
            { name: storageKey(mallPath, 'token'), value: token },
            { name: storageKey(mallPath, 'expireTime'), value: String(expireTime) },
          ],
        },
      ],
    });
  },

  page: async ({ page }, use) => {
    trackRequests(page);
    // Every screen runs under the served Content-Security-Policy with no violation (docs/security.md).
    const violations = await watchCspViolations(page);
    // Date.now() and new Date() answer FROZEN_NOW; timers still run, so the app works as usual.
    await page.clock.setFixedTime(new Date(FROZEN_NOW));
    await page.addInitScript(stillLongIntervals, LONG_INTERVAL_MS);
    // Screens only look: a visit must not change what another test (another viewport of the same shop,
    // running at the same time in the other worker) sees, such as the browse history.
    await page.route(/\/memberSurfHistory\/addBrowseHistory$/, (route) =>
      route.fulfill({ json: { success: true, code: '00000', message: '', data: null } }),
    );
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };

/** Options of every capture, the new-screen path and toHaveScreenshot alike. */
export const CAPTURE: PageScreenshotOptions = { animations: 'disabled', caret: 'hide', scale: 'css' };

const SETTLE_TIMEOUT_MS = 10_000;

/** Requests in flight per page, counted from the page fixture on. */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

/** How long no request may be in flight before the network counts as quiet (networkidle waits 500 ms). */
const QUIET_MS = 200;
const POLL_MS = 25;

/** Resolves once no request has been in flight for QUIET_MS (or after SETTLE_TIMEOUT_MS). */
async function networkQuiet(page: Page): Promise<void> {
  const requests = inFlight.get(page);
  if (!requests) return;
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let quietSince = requests.size === 0 ? Date.now() : Infinity;
  while (Date.now() < deadline) {
    if (requests.size > 0) quietSince = Infinity;
    else if (quietSince === Infinity) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The app has rendered and nothing shows a loading state (skeletons and loading lists set aria-busy). */
async function rendered(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        (document.getElementById('root')?.childElementCount ?? 1) > 0 &&
        !document.querySelector('[aria-busy="true"]'),
      undefined,
      { timeout: SETTLE_TIMEOUT_MS },
    )
    .catch(() => undefined); // a screen stuck loading is captured as it is: its cell shows the change
}

/** A toast lives 3 s (src/components/toast.tsx); a little more for a slow machine. */
const TOAST_WAIT_MS = 5000;

/**
 * Toasts (a message that removes itself after a few seconds) would be in one run's capture and not the
 * next: wait until they are gone. A toast is an alert or status in a fixed layer the pointer goes through,
 * unlike a form's error message or a dialog's content.
 */
async function toastsGone(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !Array.from(document.querySelectorAll('[role="alert"], [role="status"]')).some((element) => {
          for (let node = element.parentElement; node; node = node.parentElement) {
            const style = getComputedStyle(node);
            if (style.position === 'fixed') return style.pointerEvents === 'none';
          }
          return false;
        }),
      undefined,
      { timeout: TOAST_WAIT_MS },
    )
    .catch(() => undefined);
}

/**
 * Lays out and paints the whole page afresh. What was painted while the page loaded (a dialog's shadow
 * drawn before or after the content under it) otherwise leaves ±1–2 colour levels that differ from run
 * to run.
 */
async function repaintAll(page: Page): Promise<void> {
  const size = page.viewportSize();
  if (!size) return;
  await page.setViewportSize({ width: size.width + 16, height: size.height });
  await page.setViewportSize(size);
}

/**
 * Waits until the page has stopped loading: rendered, no requests for 200 ms, web fonts ready, and every
 * image in the viewport loaded and decoded (lazy images below the fold never load, so they are not awaited).
 */
export async function settle(page: Page): Promise<void> {
  await rendered(page);
  await networkQuiet(page);
  await rendered(page);
  await toastsGone(page);
  await repaintAll(page);
  await page.evaluate(async (timeoutMs) => {
    const inViewport = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
    };
    const loaded = (image: HTMLImageElement) =>
      image.complete
        ? image.decode().catch(() => undefined)
        : new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true });
            image.addEventListener('error', () => resolve(), { once: true });
          }).then(() => image.decode().catch(() => undefined));
    const images = Array.from(document.images).filter(inViewport);
    await Promise.race([
      Promise.all([document.fonts.ready, ...images.map(loaded)]),
      new Promise((resolve) => setTimeout(resolve, timeoutMs)),
    ]);
  }, SETTLE_TIMEOUT_MS);
}

const MAX_STABLE_ATTEMPTS = 10;

/** Screenshots until two in a row are identical, as toHaveScreenshot does before it writes a baseline. */
async function stableScreenshot(page: Page, options: PageScreenshotOptions): Promise<Buffer> {
  let previous = await page.screenshot(options);
  for (let attempt = 1; attempt < MAX_STABLE_ATTEMPTS; attempt += 1) {
    await page.waitForTimeout(attempt === 1 ? 100 : 250);
    const current = await page.screenshot(options);
    if (current.equals(previous)) return current;
    previous = current;
  }
  throw new Error(`the page did not settle: ${MAX_STABLE_ATTEMPTS} screenshots in a row differ`);
}

const readIfExists = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);
const digest = (buffer: Buffer | undefined) => buffer && createHash('sha256').update(buffer).digest('hex');

/** Whether this run writes baselines (`--update-snapshots=changed|all|missing`, i.e. npm run matrix:update). */
export const approving = (testInfo: TestInfo) =>
  ['all', 'changed', 'missing'].includes(testInfo.config.updateSnapshots);

/**
 * Compares the page with its baseline. Without a baseline (a new profile or screen) and when not approving,
 * it keeps the screenshot as an attachment and marks the test `new` instead of failing the run.
 */
export async function capture(
  page: Page,
  name: string,
  testInfo: TestInfo,
  mask: Locator[] = [],
): Promise<void> {
  // Path segments, not one name: Playwright would make 'points@1440' into 'points-1440'.
  const segments = [testInfo.project.name, `${name}.png`];
  // Without `kind` the same snapshotPathTemplate applies, and only this overload keeps segments as they are.
  const baseline = testInfo.snapshotPath(...segments);
  const configDir = dirname(testInfo.config.configFile ?? testInfo.project.testDir);
  testInfo.annotations.push({ type: ANNOTATION.baseline, description: relative(configDir, baseline) });
  const before = readIfExists(baseline);
  const options = { ...CAPTURE, mask };

  if (!before && !approving(testInfo)) {
    const actual = await stableScreenshot(page, options);
    await testInfo.attach(`${name}-actual.png`, { body: actual, contentType: 'image/png' });
    testInfo.annotations.push({ type: ANNOTATION.status, description: 'new' });
    return;
  }

  await expect(page).toHaveScreenshot(segments, { mask });

  const after = readIfExists(baseline);
  if (after && digest(after) !== digest(before)) {
    testInfo.annotations.push({ type: ANNOTATION.status, description: 'updated' });
    await testInfo.attach(`${name}-actual.png`, { body: after, contentType: 'image/png' });
    if (before) await testInfo.attach(`${name}-expected.png`, { body: before, contentType: 'image/png' });
  }
}

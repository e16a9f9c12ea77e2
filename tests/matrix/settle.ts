// Waiting until a screen has stopped changing: rendered, the network quiet, toasts gone, fonts and the
// images in view loaded, and painted afresh. Every capture waits for it (matrix.spec.ts).
import type { Page, Request } from '@playwright/test';
import { scaled } from '../../scripts/lib/time-scale';

const SETTLE_TIMEOUT_MS = scaled(10_000);

/** Requests in flight per page, counted from the page fixture on. */
const inFlight = new WeakMap<Page, Set<Request>>();

export function trackRequests(page: Page): void {
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

/** How long no request may be in flight before the network counts as quiet (networkidle waits 500 ms). */
const QUIET_MS = 100;
const POLL_MS = 25;

/** Resolves once no request has been in flight for QUIET_MS (or after SETTLE_TIMEOUT_MS). */
export async function networkQuiet(page: Page): Promise<void> {
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
const TOAST_WAIT_MS = scaled(5000);

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
 * Waits until the page has stopped loading: rendered, no requests for 200 ms, web fonts ready, and every
 * image in the viewport loaded and decoded (lazy images below the fold never load, so they are not awaited).
 */
export async function settle(page: Page): Promise<void> {
  await rendered(page);
  await networkQuiet(page);
  await rendered(page);
  await toastsGone(page);
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

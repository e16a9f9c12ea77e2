// How a matrix screen is opened: in the app already running in the page when there is one.
import type { Page } from '@playwright/test';

/**
 * Opens `url` of the app: a new page loads it; a page already running the shop goes there inside the app,
 * as a link would (the router follows history changes), after scrolling back to the top.
 */
export async function openScreen(page: Page, url: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(url);
    return;
  }
  await page.evaluate((next) => {
    window.scrollTo(0, 0);
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

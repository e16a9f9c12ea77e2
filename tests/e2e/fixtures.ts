// The shared end-to-end fixture: every journey fails when the page throws an uncaught error.
import { expect, test as base } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

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
 * Hovers `trigger` until `panel` shows. A hover menu closes when the page re-renders under a still pointer
 * (a first visit's data arriving right after the hover), and a person would just move the mouse again: so
 * does this, from outside the page, until the panel is visible.
 */
export async function hoverOpen(trigger: Locator, panel: Locator): Promise<void> {
  await expect(async () => {
    await trigger.page().mouse.move(0, 0);
    await trigger.hover();
    await expect(panel).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
}

/** Every demo account's password (src/demo-gateway/README.md). */
export const DEMO_PASSWORD = 'Demo@2026';

/** Restores one demo shop's seed: its users' carts, favourites, addresses, orders, consents and sessions. */
export async function resetShop(page: Page, mallPath: string): Promise<void> {
  const response = await page.request.post('/api/__demo/reset', { data: { mallPath } });
  expect(response.ok()).toBe(true);
}

/** Logs in through the shop's login page, as a user would, and waits for the shop's home. */
export async function logIn(page: Page, mallPath: string, account = 'member'): Promise<void> {
  await page.goto(`/${mallPath}/login`);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${mallPath}/home$`));
}

export { expect };
export type { Page };

// The shared end-to-end fixture: every journey fails when the page throws an uncaught error.
import { expect, test as base } from '@playwright/test';
import type { Locator } from '@playwright/test';

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

export { expect };
export type { Page } from '@playwright/test';

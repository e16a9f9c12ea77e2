// The shared end-to-end fixture: every journey fails when the page throws an uncaught error.
import { expect, test as base } from '@playwright/test';

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

export { expect };
export type { Page } from '@playwright/test';

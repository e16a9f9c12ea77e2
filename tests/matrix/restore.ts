// After a screen whose steps changed its page (a dialog, a drawer, a hover, a focused box), the page is put
// back as a shopper would leave it, so the next screen opens inside the same running app: starting a page
// afresh (a context, the app's start-up, axe injected again) costs about 2 s a screen.
import type { Locator, Page } from '@playwright/test';
import { scaled } from '../../scripts/lib/time-scale';
import { expect } from './fixtures';

const RESTORE_TIMEOUT_MS = scaled(2000);
/** Dialogs can stack (the region picker over the address dialog); Escape closes the top one. */
const MAX_DIALOGS = 3;

/**
 * Escape closes each dialog and drawer, the focus leaves the page's controls and the pointer leaves the
 * window (a hover pop-up closes). Resolves false when something is still shown (`revealed`: what the steps
 * opened that is not a dialog), so the caller starts a fresh page instead.
 */
export async function restorePage(page: Page, revealed?: Locator): Promise<boolean> {
  const dialogs = page.getByRole('dialog');
  try {
    for (let open = await dialogs.count(); open > 0 && open <= MAX_DIALOGS; open -= 1) {
      await page.keyboard.press('Escape');
      await expect(dialogs).toHaveCount(open - 1, { timeout: RESTORE_TIMEOUT_MS });
    }
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(-1, -1);
    await expect(dialogs).toHaveCount(0, { timeout: RESTORE_TIMEOUT_MS });
    if (revealed) await expect(revealed).toBeHidden({ timeout: RESTORE_TIMEOUT_MS });
    return true;
  } catch {
    return false;
  }
}

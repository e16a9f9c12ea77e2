// One test per screen; the project (shop × viewport) comes from the config. Titles are the screen names.
// Each screen is compared with its baseline, on a phone checked for sideways scroll (tests/matrix/overflow.ts),
// then checked for accessibility (tests/matrix/accessibility.ts),
// and a screen with steps puts its page back for the next screen (tests/matrix/restore.ts).
import { checkAccessibility, checksAccessibility } from './accessibility';
import { ANNOTATION, capture } from './capture';
import { expect, test } from './fixtures';
import { openScreen } from './open-screen';
import { checkOverflow, checksOverflow } from './overflow';
import { SITE_TAG } from './projects';
import { restorePage } from './restore';
import { SCREENS } from './screens';
import { settle } from './settle';
import type { Screen } from './screens';

/** A shop's screen lives under its mall path; a site screen at the site's own address. */
const screenUrl = (screen: Screen, mallPath: string) =>
  screen.site ? screen.route : `/${mallPath}${screen.route.startsWith('/') ? '' : '/'}${screen.route}`;

for (const screen of SCREENS) {
  // An anonymous group only to set the account; it adds nothing to the title.
  test.describe(() => {
    test.use({ account: screen.account ?? 'guest' });

    test(
      screen.name,
      {
        ...(screen.site ? { tag: SITE_TAG } : {}),
        annotation: { type: ANNOTATION.title, description: screen.title },
      },
      async ({ page, mallPath }, testInfo) => {
        await test.step('open', () => openScreen(page, screenUrl(screen, mallPath)));
        if (screen.steps) await test.step('steps', () => screen.steps!(page));
        const { waitFor } = screen;
        if (waitFor) {
          await test.step('wait for', () =>
            expect(
              typeof waitFor === 'string' ? page.getByText(waitFor).first() : waitFor(page),
            ).toBeVisible());
        }
        await test.step('settle', () => settle(page));
        await test.step('capture', () => capture(page, screen.name, testInfo, screen.mask?.(page)));
        if (checksOverflow(testInfo)) await test.step('no sideways scroll', () => checkOverflow(page));
        if (checksAccessibility(testInfo)) {
          await test.step('accessibility', () => checkAccessibility(page, testInfo));
        }
        if (screen.steps) {
          // A page that cannot be put back is closed: the account's next screen starts a fresh one.
          const restored = await test.step('restore', () => restorePage(page, screen.revealed?.(page)));
          if (!restored) await page.context().close();
        }
      },
    );
  });
}

// No page scrolls sideways on a phone (docs/phone.md): the document is never wider than the viewport, at the
// matrix's phone and at the smallest phone. A failure names the elements that stick out.
import { expect } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import type { MatrixProjectMetadata, MatrixViewport } from './projects';
import { SMALLEST_PHONE } from './projects';

export const checksOverflow = (testInfo: TestInfo): boolean =>
  Boolean((testInfo.project.metadata as Partial<MatrixProjectMetadata>).phone);

/** How much wider than the viewport the document is, and the outermost elements that reach past it. */
async function overflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const excess = document.documentElement.scrollWidth - width;
    if (excess <= 0) return { excess, culprits: [] };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.classList.length ? `.${[...element.classList].join('.')}` : ''
      } "${(element.textContent ?? '').trim().slice(0, 20)}"`;
    // The causes: elements that reach past the viewport and past their own parent (the rest only follow).
    const culprits = [...document.body.querySelectorAll('*')].filter((element) => {
      const right = element.getBoundingClientRect().right;
      const parentRight = element.parentElement?.getBoundingClientRect().right ?? 0;
      return right > width + 0.5 && right > parentRight + 0.5;
    });
    return { excess, culprits: culprits.slice(0, 5).map(name) };
  });
}

async function expectFits(page: Page, viewport: MatrixViewport): Promise<void> {
  const { excess, culprits } = await overflow(page);
  expect
    .soft(
      excess,
      `at ${viewport.width}×${viewport.height} the page is ${excess} px wider: ${culprits.join('; ')}`,
    )
    .toBeLessThanOrEqual(0);
}

/** Checks the page at the project's phone, then at the smallest phone, and puts the viewport back. */
export async function checkOverflow(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) return;
  await expectFits(page, viewport);
  await page.setViewportSize(SMALLEST_PHONE);
  // Two frames: the resize's layout has run before the measure.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expectFits(page, SMALLEST_PHONE);
  await page.setViewportSize(viewport);
}

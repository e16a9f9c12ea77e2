// Lighthouse accessibility audits the matrix's WCAG 2.1 check does not run, on the shop homes in Chromium:
// the carousel dots are 24 × 24 px targets (WCAG 2.2), a slide that is not shown holds no focusable link,
// and a goods image does not repeat the name its link already says.
import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import { expect, test } from './fixtures';
import type { Page } from './fixtures';

const RULES = ['target-size', 'aria-hidden-focus', 'image-redundant-alt'];

async function violations(page: Page): Promise<string[]> {
  const results = await page.evaluate(
    (rules) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'rule', values: rules },
        resultTypes: ['violations'],
      }),
    RULES,
  );
  return (results as AxeResults).violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${JSON.stringify(node.target)}`),
  );
}

for (const mallPath of ['points', 'dropship']) {
  test(`${mallPath} home: large enough dot targets, no focusable link in a hidden slide, no repeated names`, async ({
    page,
  }) => {
    await page.goto(`/${mallPath}/home`);
    await expect(page.getByRole('list', { name: '热销推荐' }).getByRole('link').first()).toBeVisible();
    await page.evaluate(axe.source);
    expect(await violations(page)).toEqual([]);

    // Right after choosing another banner, the one leaving still fades out on screen.
    await page.getByRole('button', { name: /^第2张/ }).click();
    expect(await violations(page)).toEqual([]);
  });
}

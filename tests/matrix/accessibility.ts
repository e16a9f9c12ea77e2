// Every matrix screen is also checked by axe-core against WCAG 2.1 A and AA, once per shop at the widest
// viewport (the same page, only laid out wider; the check costs more than the capture), and on the phone. A
// serious or critical violation fails the screen; the count of every violation found is shown in the contact
// sheet's cell. axe-core's answer depends only on what it reads from the page, so a screen whose rendering
// (rendering-fingerprint.ts) is the one approved with its answer (axe-approvals.ts) keeps that answer, and
// only a changed rendering is checked again: in a comparing run it is checked, in an approving run checked
// and, when it passes, approved.
import { createHash } from 'node:crypto';
import axe from 'axe-core';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page, TestInfo } from '@playwright/test';
import { approveAxe, approvedAxe } from './axe-approvals';
import { ANNOTATION, approving } from './capture';
import { expect } from './fixtures';
import { VIEWPORTS } from './projects';
import { renderingFingerprint } from './rendering-fingerprint';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** On a phone also WCAG 2.2 AA: its target size (2.5.8, 24 × 24 px) is about fingers. */
const runOptions = (phone: boolean): RunOptions => ({
  runOnly: { type: 'tag', values: phone ? [...WCAG_21_AA, 'wcag22aa'] : WCAG_21_AA },
  resultTypes: ['violations'],
});
const FAILING_IMPACTS = new Set(['serious', 'critical']);

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** One line per violation: impact, rule, what it asks, and the first elements it names. */
const summary = (violation: Result) =>
  `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes
    .slice(0, 3)
    .map((node) => JSON.stringify(node.target))
    .join(', ')}${violation.nodes.length > 3 ? ', …' : ''})`;

/** Every element a violation names, with axe's reason (colours and ratio for contrast). */
const details = (violation: Result) =>
  [
    summary(violation),
    ...violation.nodes.map((node) => `  ${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`),
  ].join('\n');

const WIDEST = Math.max(...VIEWPORTS.map((viewport) => viewport.width));

/**
 * A draft's run (scripts/matrix.ts --draft) photographs the live shop into a folder of its own
 * (MATRIX_BASELINES) only to compare the draft with it: pixels, nothing approved.
 */
const photographingLiveShop = (testInfo: TestInfo) =>
  approving(testInfo) && process.env.MATRIX_BASELINES !== undefined;

/**
 * Whether this capture is also checked with axe: at the widest viewport and on the phone (another layout,
 * with its own tap targets).
 */
export const checksAccessibility = (testInfo: TestInfo): boolean =>
  !photographingLiveShop(testInfo) &&
  (testInfo.project.use.viewport?.width === WIDEST || testInfo.project.use.isMobile === true);

/**
 * axe-core in the page itself (the app has no frames): injected once per document, since a page is kept
 * from screen to screen, and run on the whole document.
 */
async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  return page.evaluate((runWith) => window.axe!.run(document, runWith), options);
}

/** The page's rendering together with what else decides axe's answer: its version, rules and verdict. */
async function checkedRendering(page: Page, options: RunOptions): Promise<string> {
  const settings = JSON.stringify([axe.version, options, [...FAILING_IMPACTS]]);
  return createHash('sha256')
    .update(`${settings}\n${await renderingFingerprint(page)}`)
    .digest('hex');
}

export async function checkAccessibility(page: Page, testInfo: TestInfo): Promise<void> {
  const options = runOptions(testInfo.project.use.isMobile === true);
  const [project, screen] = [testInfo.project.name, testInfo.title];
  const rendering = await checkedRendering(page, options);
  const approved = approvedAxe(project, screen);
  if (approved?.rendering === rendering) {
    testInfo.annotations.push({ type: ANNOTATION.axe, description: `${approved.violations} approved` });
    if (approved.found.length) {
      await testInfo.attach('axe-violations.txt', {
        body: approved.found.join('\n'),
        contentType: 'text/plain',
      });
    }
    return;
  }
  const { violations } = await runAxe(page, options);
  const failing = violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  const counts = `${failing.length}/${violations.length}`;
  testInfo.annotations.push({ type: ANNOTATION.axe, description: counts });
  if (violations.length) {
    await testInfo.attach('axe-violations.txt', {
      body: violations.map(details).join('\n'),
      contentType: 'text/plain',
    });
  }
  expect(failing.map(summary), 'serious or critical accessibility violations (axe-core)').toEqual([]);
  if (approving(testInfo))
    approveAxe(project, screen, { rendering, violations: counts, found: violations.map(summary) });
}

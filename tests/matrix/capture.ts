// The capture: a screen compared with its baseline, approved (npm run matrix:update) or reported as new.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { expect } from '@playwright/test';
import type { Locator, Page, PageScreenshotOptions, TestInfo } from '@playwright/test';
import { scaled } from '../../scripts/lib/time-scale';
import { pixelDiff } from './pixel-diff';

/** Annotation types the contact sheet reporter reads. */
export const ANNOTATION = {
  /**
   * 'new' (no baseline, not approving), 'updated' (this run rewrote or created the baseline) or 'changed'
   * (a draft's screen differs from its live shop's).
   */
  status: 'matrix',
  /** The baseline's path relative to the config's folder. */
  baseline: 'matrix-baseline',
  /** The screen's human title, for the row heading. */
  title: 'matrix-title',
  /** Accessibility violations found by axe-core: '<serious or critical>/<all>'. */
  axe: 'matrix-axe',
} as const;

/** Options of every capture, the new-screen path and toHaveScreenshot alike. */
export const CAPTURE: PageScreenshotOptions = { animations: 'disabled', caret: 'hide', scale: 'css' };

const MAX_STABLE_ATTEMPTS = 10;

/**
 * A settled screen matches in one screenshot. Now and then Chromium never delivers the frame a screenshot
 * waits for: fail early and let the retry (a fresh page) take it, instead of waiting for the test timeout.
 */
const CAPTURE_TIMEOUT_MS = scaled(2500);

/** Screenshots until two in a row are identical, as toHaveScreenshot does before it writes a baseline. */
async function stableScreenshot(page: Page, options: PageScreenshotOptions): Promise<Buffer> {
  const shot = () => page.screenshot({ ...options, timeout: CAPTURE_TIMEOUT_MS });
  let previous = await shot();
  for (let attempt = 1; attempt < MAX_STABLE_ATTEMPTS; attempt += 1) {
    await page.waitForTimeout(attempt === 1 ? 100 : 250);
    const current = await shot();
    if (current.equals(previous)) return current;
    previous = current;
  }
  throw new Error(`the page did not settle: ${MAX_STABLE_ATTEMPTS} screenshots in a row differ`);
}

const readIfExists = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);
const digest = (buffer: Buffer | undefined) => buffer && createHash('sha256').update(buffer).digest('hex');

/** Whether this run writes baselines (`--update-snapshots=changed|all|missing`, i.e. npm run matrix:update). */
export const approving = (testInfo: TestInfo) =>
  ['all', 'changed', 'missing'].includes(testInfo.config.updateSnapshots);

/**
 * Compares the page with its baseline. Without a baseline (a new profile or screen) and when not approving,
 * it keeps the screenshot as an attachment and marks the test `new` instead of failing the run.
 */
export async function capture(
  page: Page,
  name: string,
  testInfo: TestInfo,
  mask: Locator[] = [],
): Promise<void> {
  // Path segments, not one name: Playwright would make 'points@1440' into 'points-1440'.
  const segments = [testInfo.project.name, `${name}.png`];
  // Without `kind` the same snapshotPathTemplate applies, and only this overload keeps segments as they are.
  const baseline = testInfo.snapshotPath(...segments);
  const configDir = dirname(testInfo.config.configFile ?? testInfo.project.testDir);
  testInfo.annotations.push({ type: ANNOTATION.baseline, description: relative(configDir, baseline) });
  const before = readIfExists(baseline);
  const options = { ...CAPTURE, mask };

  if (!before && !approving(testInfo)) {
    const actual = await stableScreenshot(page, options);
    await testInfo.attach(`${name}-actual.png`, { body: actual, contentType: 'image/png' });
    testInfo.annotations.push({ type: ANNOTATION.status, description: 'new' });
    return;
  }

  if (approving(testInfo)) {
    // Approving writes the settled screenshot when its bytes differ. toHaveScreenshot would first retry
    // for its whole timeout, hoping for a match that a changed screen never gives.
    const actual = await stableScreenshot(page, options);
    if (!before || !actual.equals(before)) {
      mkdirSync(dirname(baseline), { recursive: true });
      writeFileSync(baseline, actual);
    }
  } else if (before && process.env.MATRIX_DRAFT_DIFF) {
    // A draft against its live shop: a difference is what the run is for, so the settled screenshot is
    // compared once and reported, without failing the test (tests/matrix/pixel-diff.ts).
    const actual = await stableScreenshot(page, options);
    if (actual.equals(before)) return;
    const { changedPixels, image } = pixelDiff(before, actual);
    if (changedPixels === 0) return;
    testInfo.annotations.push({ type: ANNOTATION.status, description: 'changed' });
    await testInfo.attach(`${name}-actual.png`, { body: actual, contentType: 'image/png' });
    await testInfo.attach(`${name}-expected.png`, { body: before, contentType: 'image/png' });
    await testInfo.attach(`${name}-diff.png`, { body: image, contentType: 'image/png' });
    return;
  } else if (before && !(await page.screenshot({ ...options, timeout: CAPTURE_TIMEOUT_MS })).equals(before)) {
    // Same pixels, same PNG bytes: a screen equal to its baseline byte for byte passes without
    // toHaveScreenshot decoding both images and comparing them pixel by pixel, the capture's dearest part.
    // Any other goes through toHaveScreenshot, for its threshold and its diff image in the report.
    // Soft: a changed screen is still checked for accessibility (tests/matrix/accessibility.ts).
    await expect.soft(page).toHaveScreenshot(segments, { mask, timeout: CAPTURE_TIMEOUT_MS });
  }

  const after = readIfExists(baseline);
  if (after && digest(after) !== digest(before)) {
    testInfo.annotations.push({ type: ANNOTATION.status, description: 'updated' });
    await testInfo.attach(`${name}-actual.png`, { body: after, contentType: 'image/png' });
    if (before) await testInfo.attach(`${name}-expected.png`, { body: before, contentType: 'image/png' });
  }
}

// The screenshot matrix: every shop profile × every screen (screens.ts) × viewport, against the built
// storefront and the demo gateway, with a frozen clock and seeded data. docs/qa.md.
//
//   npm run matrix                      build if needed, compare with the baselines, write matrix-report/
//   npm run matrix:update               the same, approving: rewrites changed baselines, creates new ones
//   npm run matrix -- --shard 1/4       one CI machine's part, as a blob report (docs/qa.md: sharding)
//   npm run matrix:merge <folders>      the parts' blob reports as one contact sheet and one verdict
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/lib/chromium';
import { scaled } from '../../scripts/lib/time-scale';
import { SNAPSHOT_PATH_TEMPLATE } from './baselines';
import { FROZEN_NOW } from './fixtures';
import type { MatrixTestOptions } from './fixtures';
import { matrixProfilesFolder, matrixProjects } from './projects';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

/** Its own port, so the matrix can run beside `npm start` (4173) and the e2e tests. */
const port = Number(process.env.MATRIX_PORT ?? 4318);
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium; Playwright's own browser download is not available. */
const chromium = process.env.MATRIX_CHROMIUM ?? CHROMIUM;

function workers(value: string | undefined): number | string {
  if (!value) return 2;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export const MATRIX_REPORT = resolve(root, 'matrix-report');

/** One machine's part of a sharded run ('2/4', set by scripts/matrix.ts): `report-2-of-4.zip` in its own folder. */
const shard = process.env.MATRIX_SHARD?.replace('/', '-of-');
const TIMING_REPORTER = resolve(root, 'scripts/lib/timing-reporter.ts');

const profiles = matrixProfilesFolder();

export default defineConfig<MatrixTestOptions>({
  testDir: here,
  testMatch: 'matrix.spec.ts',
  outputDir: resolve(root, 'test-results/matrix'),
  snapshotPathTemplate: SNAPSHOT_PATH_TEMPLATE,
  // A plain run never writes a baseline; matrix:update passes --update-snapshots=changed.
  updateSnapshots: 'none',
  fullyParallel: false,
  forbidOnly: true,
  // A capture can stall on a busy machine (rarely, a screenshot that never gets its frame): one retry.
  retries: 1,
  // 2 cores: two browsers at a time. MATRIX_WORKERS takes a count or a percentage of the cores ('50%').
  workers: workers(process.env.MATRIX_WORKERS),
  timeout: scaled(60_000),
  expect: {
    timeout: scaled(10_000),
    toHaveScreenshot: {
      // Two runs on one machine give identical pixels; the per-pixel threshold only forgives colour noise
      // in anti-aliasing, never a changed pixel count.
      maxDiffPixels: 0,
      threshold: 0.1,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  // A shard's part is a blob report; `npm run matrix:merge` turns the parts into these same reports.
  reporter: shard
    ? [
        ['blob', { outputDir: resolve(MATRIX_REPORT, `shard-${shard}`), fileName: `report-${shard}.zip` }],
        ['list'],
        [TIMING_REPORTER],
      ]
    : [
        ['html', { outputFolder: resolve(MATRIX_REPORT, 'playwright'), open: 'never' }],
        [
          './contact-sheet-reporter.ts',
          { outputFolder: MATRIX_REPORT, playwrightReport: resolve(MATRIX_REPORT, 'playwright') },
        ],
        [TIMING_REPORTER],
      ],
  globalSetup: './global-setup.ts',
  webServer: {
    command: 'npx tsx tests/matrix/server.ts',
    cwd: root,
    url: `${baseURL}/`,
    timeout: scaled(60_000),
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DEMO_NOW: FROZEN_NOW,
      TZ: 'Asia/Shanghai',
      MATRIX_PROFILES: profiles,
      ...(process.env.MATRIX_DIST ? { MATRIX_DIST: process.env.MATRIX_DIST } : {}),
    },
  },
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromium,
      args: [
        ...CHROMIUM_ARGS,
        // Rendering that does not depend on timing or on the CPU: images decoded before they show, one
        // raster thread, no CPU-specific Skia code. Not --run-all-compositor-stages-before-draw: with it,
        // Chromium now and then never delivered a screenshot's frame (the frame stall, docs/testing.md),
        // and without it the same screens give the same pixels (220 of 220 compared, 2026-12-07).
        '--font-render-hinting=none',
        '--disable-checker-imaging',
        '--disable-partial-raster',
        '--num-raster-threads=1',
        '--disable-skia-runtime-opts',
        '--disable-threaded-animation',
        '--disable-threaded-scrolling',
      ],
    },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    // A failed screen's last look is taken by the page fixture (fixtures.ts), with a short timeout.
    screenshot: 'off',
    trace: 'off',
    video: 'off',
  },
  projects: matrixProjects(profiles),
});

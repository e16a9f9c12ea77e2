// End-to-end tests (tests/e2e) in Debian's Chromium against the built storefront and the demo gateway,
// served by scripts/serve.ts on a port of their own. The screenshot matrix has its own config
// (tests/matrix/matrix.config.ts).
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/lib/chromium';
import { scaled } from './scripts/lib/time-scale';

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // The specs share one demo gateway (carts, consents), so they run one at a time.
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Stretched on a busy machine (scripts/lib/time-scale.ts): the same verdict, only slower.
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  // The timing reporter ends the run with where its time went: the slowest tests (docs/testing.md).
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    ['./scripts/lib/timing-reporter.ts'],
  ],
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A trace costs about a third of a test's CPU: recorded on a retry only (`--retries 1`), or with
    // `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        launchOptions: {
          // Playwright's own browser download is not available: the system Chromium is.
          executablePath: process.env.E2E_CHROMIUM ?? CHROMIUM,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    // Serve the build with the demo gateway (Node with tsx's loader starts seconds sooner than npx tsx);
    // build first unless the caller just did (scripts/test-all.sh).
    command: `${process.env.E2E_BUILT ? '' : 'npm run build && '}node --import tsx scripts/serve.ts`,
    // The e2e tests inject faults and reset the demo data (/api/__demo/*).
    env: { PORT: String(port), DEMO_CONTROLS: '1' },
    url: `${baseURL}/shop-profiles/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: scaled(180_000),
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

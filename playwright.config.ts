// End-to-end tests (tests/e2e) in Debian's Chromium against the built storefront and the demo gateway,
// served by scripts/serve.ts on a port of their own. The screenshot matrix has its own config
// (tests/matrix/matrix.config.ts).
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/lib/chromium';

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
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
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
    // Serve the build with the demo gateway; build first unless the caller just did (scripts/test-all.sh).
    command: process.env.E2E_BUILT ? 'npx tsx scripts/serve.ts' : 'npm run build && npx tsx scripts/serve.ts',
    // The e2e tests inject faults and reset the demo data (/api/__demo/*).
    env: { PORT: String(port), DEMO_CONTROLS: '1' },
    url: `${baseURL}/shop-profiles/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { demoGateway } from './vite-plugin-demo-gateway.js';
import { scaled, timeScale } from './scripts/lib/time-scale.js';

/** How much slower than a quiet 2-core machine this one is, read once (docs/testing.md). */
const timeFactor = timeScale();

/** The bundle, module by module: a treemap to look at and its data for scripts/check-budget.ts. */
const bundleReport = (['treemap', 'raw-data'] as const).map((template) => ({
  ...visualizer({
    template,
    filename: `build-report/bundle.${template === 'treemap' ? 'html' : 'json'}`,
    title: 'Storefront bundle',
    gzipSize: true,
  }),
  // The client's bundle only: not the prerender's Node build (scripts/prerender.ts).
  apply: (_config: unknown, env: { command: string; isSsrBuild?: boolean }) =>
    env.command === 'build' && !env.isSsrBuild,
}));

export default defineConfig({
  plugins: [react(), demoGateway(), ...bundleReport],
  // Each styled component gets an id from its file and place, not from the order modules load in: the
  // prerendered page (scripts/prerender.ts) and the browser then name its classes alike (docs/first-paint.md).
  oxc: {
    plugins: {
      styledComponents: {
        ssr: true,
        displayName: false,
        fileName: false,
        // Their CSS without its indentation: the first load stays under 120 KB.
        minify: true,
      },
    },
  },
  // The prerender's Node build takes styled-components' ES module, whose default export Node's CommonJS
  // interop would lose.
  ssr: { noExternal: ['styled-components'] },
  // The manifest lets scripts/check-budget.ts find what the first page load needs.
  // No modulepreload polyfill (0.5 KB of the first load): every browser of the es2022 target but Safari
  // 15.4–16 preloads modules itself, and those load them all the same, only without the head start.
  build: { target: 'es2022', sourcemap: false, manifest: true, modulePreload: { polyfill: false } },
  test: {
    globals: true,
    // The workers and the processes the tests start inherit the factor, so the run's every timeout and
    // wait stretches alike (scripts/lib/time-scale.ts).
    env: { TEST_TIME_SCALE: String(timeFactor) },
    // CLI tests start tsx and component tests run the demo gateway in process: slow on a 2-core machine.
    testTimeout: scaled(30_000, timeFactor),
    hookTimeout: scaled(30_000, timeFactor),
    // Vitest's default on this 2-core machine is one worker (cores − 1); the tests wait on timers and the
    // in-process gateway as much as they compute, so two keep both cores busy (docs/testing.md).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          // Pure functions and the gateway in process: no file leaves state another reads, so the files
          // share one module graph instead of loading it again each (about a third of the unit time).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/component/setup.ts'],
          isolate: false,
          // styled-components adds each rule with insertRule (its production path) instead of rewriting a
          // <style> text that jsdom parses again whole: about an eighth of the component time.
          env: { SC_DISABLE_SPEEDY: 'false' },
        },
      },
    ],
  },
});

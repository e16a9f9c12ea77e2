import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { demoGateway } from './vite-plugin-demo-gateway.js';

export default defineConfig({
  plugins: [react(), demoGateway()],
  // The manifest lets scripts/check-budget.ts find what the first page load needs.
  build: { target: 'es2022', sourcemap: false, manifest: true },
  test: {
    globals: true,
    // CLI tests start tsx and component tests run the demo gateway in process: slow on a 2-core machine.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/component/setup.ts'],
        },
      },
    ],
  },
});

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// decimal.js lives in one money module; crypto libraries in one lazily loaded module.
const wrappedLibraries = [
  { name: 'decimal.js', message: 'Use engine/domain/money.ts.' },
  { name: 'jsencrypt', message: 'Use src/lib/crypto.ts (loaded lazily).' },
  { name: 'crypto-js', message: 'Use src/lib/crypto.ts (loaded lazily).' },
];

const domGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'fetch',
  'XMLHttpRequest',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'engine/generated',
      'test-results',
      'playwright-report',
      'matrix-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
    },
  },
  {
    // The engine is pure: no React, no DOM, no I/O, nothing from the app.
    files: ['engine/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                '@tanstack/*',
                'styled-components',
                'valtio',
                'msw',
                'msw/*',
              ],
              message: 'engine/ is pure TypeScript: no React or app state.',
            },
            { group: ['**/src/**', '../src/*', '../../src/*'], message: 'engine/ may not import src/.' },
            { group: ['node:*', 'fs', 'path', 'http', 'https'], message: 'engine/ does no I/O.' },
          ],
          paths: wrappedLibraries,
        },
      ],
      'no-restricted-globals': [
        'error',
        ...domGlobals.map((name) => ({ name, message: 'engine/ has no DOM and no fetch.' })),
      ],
    },
  },
  // Every file of src/ keeps the wrapped libraries and the demo gateway out; a feature also keeps
  // the other features out (only src/app composes them).
  ...['', ...features].map((feature) => ({
    files: [feature ? `src/features/${feature}/**/*.{ts,tsx}` : 'src/**/*.{ts,tsx}'],
    ignores: ['src/lib/crypto.ts', 'src/demo-gateway/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: wrappedLibraries,
          patterns: [
            { group: ['crypto-js/*'], message: 'Use src/lib/crypto.ts (loaded lazily).' },
            {
              group: ['**/demo-gateway/**', '**/demo-gateway'],
              message: 'The demo gateway never enters the storefront bundle.',
            },
            ...(feature
              ? [
                  {
                    group: features
                      .filter((other) => other !== feature)
                      .flatMap((other) => [`**/features/${other}/**`, `../${other}/**`, `../${other}`]),
                    message: 'Features do not import each other; compose them in src/app.',
                  },
                ]
              : []),
          ],
        },
      ],
    },
  })),
  {
    // The one module allowed to wrap decimal.js.
    files: ['engine/domain/money.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = import.meta.dirname;

const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The order inside engine/, lowest level first (docs/architecture.md): paths and the shop's resolved
// profile, then capabilities, then domain rules, then the wire contract and the profiles' defaults and checks,
// then the entry. A folder imports the levels below its own, never one beside it or above; engine/generated/
// (written from the schema) is under them all.
const ENGINE_LEVELS = [
  ['engine/paths', 'engine/shop'],
  ['engine/capabilities'],
  ['engine/domain'],
  ['engine/contract', 'engine/profiles'],
  ['engine/index.ts'],
];
const engineWalls = ENGINE_LEVELS.slice(0, -1).flatMap((level, at) =>
  level.map((folder) => ({
    target: folder,
    from: [...level.filter((other) => other !== folder), ...ENGINE_LEVELS.slice(at + 1).flat()],
    message: `${folder}/ imports only the levels below it (${['engine/generated', ...ENGINE_LEVELS.slice(0, at).flat()].join(', ')}): what two levels need moves down.`,
  })),
);

// Everything in src/ but the demo gateway: the storefront. Neither imports the other.
const STOREFRONT = readdirSync(join(root, 'src'))
  .filter((entry) => entry !== 'demo-gateway')
  .map((entry) => `src/${entry}`);

// Boundaries between folders, on resolved paths (so `../../cart/x` from a nested folder counts too).
// Layers, lowest first: engine, lib, components (shared leaf UI), shop, business-ui, features, app.
const LAYERS_BELOW_FEATURES = ['src/lib', 'src/components', 'src/shop', 'src/business-ui'];
const boundaries = [
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in src/app, share through src/business-ui.',
  })),
  {
    target: [...LAYERS_BELOW_FEATURES, ...features.map((feature) => `src/features/${feature}`)],
    from: 'src/app',
    message: 'Only src/app composes the app; nothing imports it.',
  },
  {
    target: LAYERS_BELOW_FEATURES,
    from: 'src/features',
    message: 'Shared code never reaches into a feature.',
  },
  {
    target: 'src/lib',
    from: ['src/shop', 'src/components', 'src/business-ui', 'src/features', 'src/app'],
    message:
      'src/lib is the client under every screen: it imports only engine/ and itself. A write that toasts, asks or reads the shop lives in src/shop or its feature.',
  },
  {
    target: 'src/components',
    from: ['src/lib/api', 'src/shop', 'src/business-ui'],
    message:
      'src/components is shared leaf UI: no API, no shop, no business UI. UI that needs them lives in src/business-ui.',
  },
  {
    target: 'src/shop',
    from: 'src/business-ui',
    message: 'Business UI builds on the shop, not the other way round.',
  },
  { target: 'engine', from: 'src', message: 'engine/ may not import src/.' },
  ...engineWalls,
  {
    target: STOREFRONT,
    from: 'src/demo-gateway',
    message: 'The demo gateway never enters the storefront bundle.',
  },
  {
    target: 'src/demo-gateway',
    from: STOREFRONT,
    message:
      "The demo gateway is the backend: it asks the engine and speaks engine/contract, never the storefront's code.",
  },
];

// Shop identity stays out of src/: a component asks for a capability, never tests which shop it is in.
// Shop ids of every profile plus the special shops the spec names, for comparisons with literals.
const shopIds = new Set(['9009', '9406', '7815', '4334']);
for (const entry of readdirSync(join(root, 'shop-profiles')).filter((file) => file.endsWith('.json'))) {
  const id = JSON.parse(readFileSync(join(root, 'shop-profiles', entry), 'utf8')).shop?.id;
  if (id !== undefined) shopIds.add(String(id));
}
const SHOP_TEST = 'Code never tests which shop it is in; ask the engine for a capability instead.';
const IDENTITY = 'websiteType|customProjectWebsiteType|customProject';
const IDENTITY_READS = [
  `MemberExpression[property.name=/^(${IDENTITY})$/]`,
  'MemberExpression[object.name="profile"][property.name="type"]',
  'MemberExpression[object.property.name="profile"][property.name="type"]',
  'MemberExpression[object.name="shop"][property.name="id"]',
  'MemberExpression[object.property.name="shop"][property.name="id"]',
];
const MALL_PATH = ':matches(Identifier[name="mallPath"], MemberExpression[property.name="mallPath"])';
const EQUALITY = 'BinaryExpression[operator=/^[!=]==?$/]';
/** Tests of which shop this is: comparisons, switches and look-ups of its identity. */
const shopComparisons = [
  `:matches(${EQUALITY}, SwitchStatement, CallExpression[callee.property.name="includes"]) > :matches(${IDENTITY_READS.join(', ')})`,
  // A mall path compared with a shop's ('dropship', `s${id}`); an empty or missing one is no shop test.
  `${EQUALITY}:matches([left.value=/./], [left.type="TemplateLiteral"]) > ${MALL_PATH}.right`,
  `${EQUALITY}:matches([right.value=/./], [right.type="TemplateLiteral"]) > ${MALL_PATH}.left`,
  `SwitchStatement > ${MALL_PATH}.discriminant`,
  `CallExpression[callee.property.name="includes"] > ${MALL_PATH}.arguments`,
  `:matches(${EQUALITY}, SwitchCase, ArrayExpression) > Literal[raw=/^['"]?(${[...shopIds].join('|')})['"]?$/]`,
].map((selector) => ({ selector, message: SHOP_TEST }));
/** Reading the identity at all: the storefront has no reason to. */
const identityReads = [...IDENTITY_READS, `ObjectPattern > Property[key.name=/^(${IDENTITY})$/]`].map(
  (selector) => ({ selector, message: SHOP_TEST }),
);

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
      'dist-prerender',
      'node_modules',
      'build-report',
      'engine/generated',
      'test-results',
      'playwright-report',
      'matrix-report',
      // Code that lint must reject, linted on purpose by tests/unit/lint-boundaries.test.ts.
      'tests/lint-fixtures',
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
  {
    // Every file of src/ keeps the wrapped libraries and the demo gateway out.
    files: ['src/**/*.{ts,tsx}'],
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
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'engine/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...identityReads, ...shopComparisons] },
  },
  {
    // The demo gateway is the fake backend: it serves each shop's identity and seeds ids from it, so it
    // may read it; like the storefront, it never tests it.
    files: ['src/demo-gateway/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...shopComparisons] },
  },
  {
    // The wire contract, which the client and the demo gateway both import, is types only: a value or a rule
    // there would run outside the engine's domain.
    files: ['engine/contract/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'VariableDeclaration',
          'FunctionDeclaration',
          'ClassDeclaration',
          'TSEnumDeclaration',
          'ExpressionStatement',
          'ImportDeclaration[importKind="value"]',
          'ExportNamedDeclaration[exportKind="value"][source]',
          'ExportAllDeclaration[exportKind="value"]',
        ].map((selector) => ({
          selector,
          message:
            'engine/contract holds the wire types only (import type, interfaces, types); rules live in engine/domain.',
        })),
      ],
    },
  },
  {
    // The one module allowed to wrap decimal.js.
    files: ['engine/domain/money.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);

/**
 * npm run check:changed
 * The fast loop for what this branch changed: the files changed since the merge base with `main`
 * (committed or not) and the untracked ones, linted (ESLint's cache), format-checked (Prettier's cache),
 * and the Vitest tests that import them. A deleted file is skipped; a changed file no test imports runs
 * none, and says so; a change to the tests' configuration runs them all. Exit 1 when a step fails.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createVitest } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/** What every test depends on without importing it: a change here runs all of them. */
const RUN_ALL = new Set([
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/lib/time-scale.ts',
  'tests/component/setup.ts',
  'tests/component/helpers/fresh-file.ts',
]);
const LINTED = /\.(ts|tsx|js|mjs|cjs)$/;

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const lines = (text: string) => text.split('\n').filter(Boolean);

process.chdir(git('rev-parse', '--show-toplevel'));
const base = git('merge-base', 'HEAD', 'main');
const named = [
  ...new Set([
    // Working tree against the merge base: commits since it and uncommitted changes; a rename is its two ends.
    ...lines(git('diff', '--name-only', '--no-renames', base)),
    ...lines(git('ls-files', '--others', '--exclude-standard')),
  ]),
].sort();
const files = named.filter((file) => existsSync(file));
const deleted = named.filter((file) => !existsSync(file));

console.log(`${files.length} changed file(s) against main (merge base ${base.slice(0, 9)})`);
if (deleted.length) console.log(`skipped, deleted: ${deleted.join(', ')}`);
if (files.length === 0) process.exit(0);

/** A tool from node_modules/.bin, its output shown as it comes; whether it passed. */
function tool(name: string, args: string[]): boolean {
  console.log(`\n${name} ${args.filter((arg) => arg.startsWith('--')).join(' ')}`);
  return spawnSync(`node_modules/.bin/${name}`, args, { stdio: 'inherit' }).status === 0;
}

const linted = files.filter((file) => LINTED.test(file));
const lintPassed =
  linted.length === 0 ||
  tool('eslint', [
    '--max-warnings',
    '0',
    '--cache',
    '--cache-location',
    'node_modules/.cache/eslint/',
    // ESLint's own ignores stay ignored without a warning (which --max-warnings 0 would fail).
    '--no-warn-ignored',
    ...linted,
  ]);
const formatPassed = tool('prettier', [
  '--check',
  '--cache',
  '--ignore-unknown',
  '--log-level',
  'warn',
  ...files,
]);

console.log('\nvitest');
const vitest = await createVitest('test', { watch: false, passWithNoTests: true });
const runAll = files.filter((file) => RUN_ALL.has(file));
let specifications: TestSpecification[];
if (runAll.length) {
  console.log(`${runAll.join(', ')} changed: every test runs`);
  specifications = await vitest.globTestSpecifications();
} else {
  // One file at a time, to name those no test imports; the graph Vitest walks is transformed once.
  const chosen = new Map<string, TestSpecification>();
  for (const file of files) {
    vitest.config.related = [resolve(file)];
    const related = await vitest.getRelevantTestSpecifications();
    if (related.length === 0) console.log(`${file}: no test imports it, so no test runs for it`);
    for (const specification of related)
      chosen.set(`${specification.project.name} ${specification.moduleId}`, specification);
  }
  specifications = [...chosen.values()];
}
let testsPassed = true;
if (specifications.length) {
  await vitest.standalone();
  const { testModules, unhandledErrors } = await vitest.runTestSpecifications(
    specifications,
    runAll.length > 0,
  );
  testsPassed = unhandledErrors.length === 0 && testModules.every((module) => module.ok());
}
await vitest.close();

const failed = [!lintPassed && 'lint', !formatPassed && 'format', !testsPassed && 'tests'].filter(Boolean);
console.log(failed.length ? `\ncheck:changed failed: ${failed.join(', ')}` : '\ncheck:changed passed');
process.exit(failed.length ? 1 : 0);

// The production bundle in dist/, rebuilt only when it is older than what it is built from: shared by the
// runners that measure or photograph the built storefront (npm run matrix, npm run lighthouse).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the bundle is built from; the profiles are not in it (the app fetches them at run time). */
const BUILD_INPUTS = [
  'src',
  'engine',
  'schemas',
  'scripts/generate.ts',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'public',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { withFileTypes: true }).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry.name))),
    stat.mtimeMs,
  );
}

function distIsFresh(root: string): boolean {
  const built = join(root, 'dist/index.html');
  if (!existsSync(built)) return false;
  const envFiles = readdirSync(root).filter((name) => name.startsWith('.env'));
  const newestInput = Math.max(
    ...[...BUILD_INPUTS, ...envFiles].map((input) => newestMtime(join(root, input))),
  );
  return statSync(built).mtimeMs >= newestInput;
}

/** Runs `npm run build` in `root` unless dist/ is up to date; false when the build failed. */
export function buildWhenStale(root: string): boolean {
  if (distIsFresh(root)) {
    console.log('dist/ is up to date with the sources; not rebuilding');
    return true;
  }
  return spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status === 0;
}

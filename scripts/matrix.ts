// The screenshot matrix runner (docs/qa.md): builds the storefront when dist/ is
// older than its sources, then runs Playwright with tests/matrix/matrix.config.ts.
//
//   npm run matrix [-- <playwright args>]          compare with the baselines (e.g. -- --project 'points@*')
//   npm run matrix:update [-- <playwright args>]   approve: rewrite changed baselines, create new ones,
//                                                  delete baselines of removed profiles and screens
//   npm run matrix -- --shop points --screen cart   a slice: the named shops (every viewport) and screens
//                                                  (each flag repeatable; the other arguments still pass)
//   npm run matrix -- --draft drafts/points.json    a draft against its live shop: both photographed on the
//                                                  same screens, the report shows what changed (docs/qa.md)
//   npm run matrix -- --shard 2/4                   one machine's part of the matrix, as a blob report in
//                                                  matrix-report/shard-2-of-4/ (npm run matrix:merge joins them)
// MATRIX_SKIP_BUILD=1 (or --no-build) uses dist/ as it is.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { diffProfiles } from '../engine/profiles/diff';
import { pruneAxeApprovals } from '../tests/matrix/axe-approvals';
import { checkedProfileOrExit, draftProfilesFolder } from './lib/draft-profile';
import { buildWhenStale } from './lib/fresh-build';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = 'tests/matrix/matrix.config.ts';
const BASELINES = join(root, 'tests/matrix/baselines');
const RESULTS = join(root, 'matrix-report/results.json');
/**
 * The matrix serves its own copy of dist/: another build (a developer, the e2e tests) empties dist/ while
 * it runs, which would fail every screen after that moment.
 */
const SERVED_BUILD = join(root, 'matrix-report/.build');

function run(command: string, args: string[]): number {
  const { status, signal } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  return status ?? (signal ? 1 : 0);
}

/**
 * Deletes the baselines the last run's contact sheet listed as unused, their approved axe answers, and
 * folders left empty.
 */
function pruneOrphans(): void {
  if (!existsSync(RESULTS)) return;
  const { orphans = [] } = JSON.parse(readFileSync(RESULTS, 'utf8')) as { orphans?: string[] };
  pruneAxeApprovals(orphans);
  for (const orphan of orphans) {
    rmSync(join(BASELINES, orphan), { force: true });
    console.log(`deleted unused baseline ${orphan}`);
  }
  for (const entry of existsSync(BASELINES) ? readdirSync(BASELINES) : []) {
    const folder = join(BASELINES, entry);
    if (statSync(folder).isDirectory() && readdirSync(folder).length === 0)
      rmSync(folder, { recursive: true });
  }
}

/** The screenshots of one pass (the last run's results), twice: the live shop's and the draft's. */
function screenshotCount(): number {
  if (!existsSync(RESULTS)) return 0;
  const { cells = [] } = JSON.parse(readFileSync(RESULTS, 'utf8')) as { cells?: unknown[] };
  return 2 * cells.length;
}

/** `--shop <mallPath>` and `--screen <name>` (each repeatable) as Playwright's project and title filters. */
function sliceArguments(argv: readonly string[]): { slice: string[]; rest: string[] } {
  const shops: string[] = [];
  const screens: string[] = [];
  const rest: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    const list = arg === '--shop' ? shops : arg === '--screen' ? screens : undefined;
    if (!list) {
      rest.push(arg);
      continue;
    }
    const value = argv[++index];
    if (!value) {
      console.error(`${arg} needs a value, e.g. ${arg === '--shop' ? '--shop points' : '--screen cart'}`);
      process.exit(2);
    }
    list.push(value);
  }
  // Playwright matches --grep against "<project> <file> <title> <tags>": a screen's name ends the title.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const titles = screens.map((screen) => ` ${escape(screen)}( @site)?$`).join('|');
  return {
    slice: [...shops.flatMap((shop) => ['--project', `${shop}@*`]), ...(titles ? ['--grep', titles] : [])],
    rest,
  };
}

/**
 * `--draft <file>`: photographs the live shop of the draft's mall path into a folder of its own (as
 * baselines, without axe), then the draft, served in its place, compared with them (with axe). The report
 * (tests/matrix/draft-report.ts) puts the profile diff on top and shows only the screens that changed.
 */
async function runDraft(file: string, playwrightArgs: readonly string[]): Promise<number> {
  const draft = await checkedProfileOrExit(file);
  const { mallPath } = draft.profile.shop;
  const live = await checkedProfileOrExit(join(root, 'shop-profiles', `${mallPath}.json`));
  const work = mkdtempSync(join(tmpdir(), 'matrix-draft-'));
  const diffFile = join(work, 'diff.json');
  const changes = diffProfiles(live, draft);
  writeFileSync(diffFile, JSON.stringify({ draft: file, base: live.files.at(-1), changes }));
  const matrix = (...extra: string[]) =>
    run('npx', [
      'playwright',
      'test',
      '-c',
      CONFIG,
      '--project',
      `${mallPath}@*`,
      ...extra,
      ...playwrightArgs,
    ]);
  process.env.MATRIX_BASELINES = join(work, 'live');
  const draftFolder = await draftProfilesFolder(file, mallPath);
  try {
    console.log(`\n1/2 the live shop ${live.files.at(-1)}`);
    if (matrix('--update-snapshots=all') !== 0) return 1;
    process.env.MATRIX_PROFILES = draftFolder;
    process.env.MATRIX_DRAFT_DIFF = diffFile;
    console.log(`\n2/2 the draft ${file} (${changes.length} profile change(s))`);
    // A changed screen is reported, not failed (tests/matrix/capture.ts): the retry is for a real failure.
    return matrix();
  } finally {
    // The report keeps its own copies of the images it shows.
    rmSync(work, { recursive: true, force: true });
    rmSync(draftFolder, { recursive: true, force: true });
  }
}

const started = Date.now();
const draftAt = process.argv.indexOf('--draft');
const draftFile = draftAt >= 0 ? process.argv[draftAt + 1] : undefined;
if (draftAt >= 0 && !draftFile) {
  console.error('--draft needs a file, e.g. --draft drafts/points.json');
  process.exit(2);
}
const { slice, rest: argv } = sliceArguments(
  process.argv.slice(2).filter((_, index) => index + 2 !== draftAt && index + 2 !== draftAt + 1),
);
const update = argv.includes('--update');
// Playwright takes `--shard 2/4` and `--shard=2/4`; the config makes a shard's report a blob.
const shardAt = argv.findIndex((arg) => arg === '--shard' || arg.startsWith('--shard='));
if (shardAt >= 0) {
  const value = argv[shardAt] === '--shard' ? argv[shardAt + 1] : argv[shardAt]!.slice('--shard='.length);
  if (!value || !/^\d+\/\d+$/.test(value)) {
    console.error('--shard needs a part, e.g. --shard 2/4');
    process.exit(2);
  }
  process.env.MATRIX_SHARD = value;
}
const skipBuild = argv.includes('--no-build') || process.env.MATRIX_SKIP_BUILD === '1';
const passThrough = [...slice, ...argv.filter((arg) => arg !== '--update' && arg !== '--no-build')];

if (!skipBuild && !buildWhenStale(root)) process.exit(1);

rmSync(SERVED_BUILD, { recursive: true, force: true });
cpSync(join(root, 'dist'), SERVED_BUILD, { recursive: true });
const servedIndex = join(SERVED_BUILD, 'index.html');
const missing = existsSync(servedIndex)
  ? [...readFileSync(servedIndex, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)]
      .map((match) => match[1] ?? '')
      .filter((asset) => !existsSync(join(SERVED_BUILD, asset)))
  : ['index.html'];
if (missing.length) {
  console.error(`dist/ is incomplete (another build running?): ${missing.join(', ')} missing. Run again.`);
  process.exit(1);
}
process.env.MATRIX_DIST = SERVED_BUILD;

if (draftFile) {
  const status = await runDraft(draftFile, passThrough);
  const shots = screenshotCount();
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `matrix --draft: ${seconds.toFixed(0)} s in all (build included) for ${shots} screenshots, live and draft:` +
      ` ${(seconds / shots).toFixed(2)} s each`,
  );
  console.log('Report: matrix-report/index.html');
  process.exit(status);
}

const status = run('npx', [
  'playwright',
  'test',
  '-c',
  CONFIG,
  ...(update ? ['--update-snapshots=changed'] : []),
  ...passThrough,
]);
// Against another profiles folder, the shops missing from it are not removed shops.
if (update && status === 0 && !process.env.MATRIX_PROFILES) pruneOrphans();
console.log(`matrix: ${((Date.now() - started) / 1000).toFixed(0)} s in all (build included)`);
process.exit(status);

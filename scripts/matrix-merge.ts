// `npm run matrix:merge <folder> [<folder> …]`: the blob reports of a sharded matrix (each machine's
// `npm run matrix -- --shard i/n` leaves one in matrix-report/shard-i-of-n/) as one run: the contact sheet,
// Playwright's HTML report and the timing, in matrix-report/, and one exit code: 0 when every screen of
// every part passed, 1 otherwise or when a part is missing (docs/qa.md).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(root, 'matrix-report/results.json');

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('usage: npm run matrix:merge <folder> [<folder> …] (each holding shard blob reports, *.zip)');
  process.exit(2);
}

const blobs = folders.flatMap((folder) =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.zip'))
        .map((name) => join(folder, name))
    : [],
);
if (blobs.length === 0) {
  console.error(`no blob reports (*.zip) in ${folders.join(', ')}`);
  process.exit(1);
}

/** Each part is `report-<i>-of-<n>.zip` (tests/matrix/matrix.config.ts): every i from 1 to n must be there. */
const parts = blobs
  .map((blob) => /report-(\d+)-of-(\d+)\.zip$/.exec(blob))
  .map((match) => match?.slice(1, 3));
const total = Number(parts[0]?.[1]);
const missing = Array.from({ length: total || 0 }, (_, index) => `${index + 1}/${total}`).filter(
  (part) => !parts.some((found) => found?.join('/') === part),
);
if (!total || parts.some((part) => Number(part?.[1]) !== total) || missing.length) {
  console.error(
    `the parts do not make one whole run: ${blobs.map((blob) => basename(blob)).join(', ')}` +
      (missing.length ? ` (missing ${missing.join(', ')})` : ''),
  );
  process.exit(1);
}

// merge-reports reads one folder: the parts are gathered into a fresh one (their names are unique per shard).
const gathered = mkdtempSync(join(tmpdir(), 'matrix-blobs-'));
for (const blob of blobs) copyFileSync(blob, join(gathered, basename(blob)));
rmSync(RESULTS, { force: true });
const { status } = spawnSync(
  'npx',
  ['playwright', 'merge-reports', '-c', 'tests/matrix/matrix.config.ts', gathered],
  { cwd: root, stdio: 'inherit' },
);
rmSync(gathered, { recursive: true, force: true });

// merge-reports answers 0 whatever the tests did: the verdict is the merged run's, as the contact sheet has it.
const merged = existsSync(RESULTS)
  ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as { status?: string })
  : undefined;
console.log(`matrix:merge: ${blobs.length} part(s), verdict ${merged?.status ?? 'missing'}`);
process.exit(status === 0 && merged?.status === 'passed' ? 0 : 1);

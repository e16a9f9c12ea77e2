// The first-load budget: the JavaScript a shop home's first load needs, gzipped (-9), within 125 KB
// (aim 120 KB), and none of the lazily loaded heavy modules in it; then the same bytes module by module
// (the bundle report, build-report/bundle.html). Reads the build output: run `npm run build` first.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUNDLE_REPORT, moduleShares } from './lib/bundle-modules';

const DIST = 'dist';
const BUDGET_BYTES = 125 * 1024;
const AIM_BYTES = 120 * 1024;

/** Text that only the named module holds, as it survives minification. */
const MUST_STAY_LAZY: Record<string, readonly string[]> = {
  jsencrypt: ['Message too long for RSA'],
  'crypto-js': ['Malformed UTF-8 data'],
  DOMPurify: ['uponSanitizeElement'],
  "ajv's standalone validator": ['must have required property', 'shop-profile.schema.json'],
  'the demo gateway': ['Demo@2026', 'X-Demo-Fault'],
  'decimal.js': ['[DecimalError]'],
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const html = readFileSync(join(DIST, 'index.html'), 'utf8');

/** Files index.html loads itself: its module script and the modules it preloads. */
const htmlFiles = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/?([^"]+\.js)"/g)].map(
  (match) => match[1] as string,
);
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** The entry chunks and everything they import statically: what runs before any lazy import. */
const firstLoad = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || firstLoad.has(chunk.file)) return;
  firstLoad.add(chunk.file);
  chunk.imports?.forEach(visit);
};
for (const file of htmlFiles) {
  const key = byFile.get(file);
  if (key) visit(key);
  else firstLoad.add(file);
}
if (firstLoad.size === 0)
  throw new Error('dist/index.html loads no JavaScript; is dist/ a build of this app?');

const problems: string[] = [];
let total = 0;
const rows = [...firstLoad].sort().map((file) => {
  const source = readFileSync(join(DIST, file));
  const gzipped = gzipSync(source, { level: 9 }).length;
  total += gzipped;
  const text = source.toString('utf8');
  for (const [module, markers] of Object.entries(MUST_STAY_LAZY)) {
    if (markers.some((marker) => text.includes(marker)))
      problems.push(`${module} is in the first load (${file})`);
  }
  return { file, raw: source.length, gzipped };
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('First-load JavaScript of a shop home (gzip -9):');
for (const row of rows)
  console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} ${kb(row.gzipped).padStart(10)}`);
console.log(`  ${'total'.padEnd(48)} ${''.padStart(10)} ${kb(total).padStart(10)}`);
console.log(`Budget ${kb(BUDGET_BYTES)} (aim ${kb(AIM_BYTES)}).`);

if (existsSync(BUNDLE_REPORT)) {
  const shares = moduleShares(new Map(rows.map((row) => [row.file, row.gzipped])));
  console.log('\nThe same bytes module by module (node_modules by package; each its share of its chunk):');
  for (const { name, gzipBytes } of shares) console.log(`  ${kb(gzipBytes).padStart(9)}  ${name}`);
} else console.log(`(${BUNDLE_REPORT} is missing: build with this vite.config.ts for the module list)`);

if (total > BUDGET_BYTES) problems.push(`first load is ${kb(total)}, over the ${kb(BUDGET_BYTES)} budget`);
else if (total > AIM_BYTES) console.log(`Note: ${kb(total)} is above the ${kb(AIM_BYTES)} aim.`);

if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
console.log(
  '✓ within budget; jsencrypt, crypto-js, DOMPurify, the ajv validator, decimal.js and the demo gateway load lazily.',
);

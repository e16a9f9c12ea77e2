/**
 * npm run profiles:check [--dir shop-profiles] [files…]
 * Validates every shop profile (or the named files) after `extends` is resolved. Exit 0 when all pass;
 * otherwise exit 1 and one line per problem: file, JSON pointer, reason. Warnings (a theme colour too light
 * to read as text) are printed the same way and do not fail the check.
 */
import { parseArgs } from 'node:util';
import { checkProfileFolder, PROFILES_DIR } from './lib/profiles-fs';

const { values, positionals } = parseArgs({
  options: { dir: { type: 'string', default: PROFILES_DIR } },
  allowPositionals: true,
});
const { problems, warnings, shops } = await checkProfileFolder(values.dir, positionals);
for (const warning of warnings)
  console.warn(`warning: ${warning.file}#${warning.pointer}: ${warning.reason}`);
for (const problem of problems) console.error(`${problem.file}#${problem.pointer || '/'}: ${problem.reason}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) found.`);
  process.exit(1);
}
console.log(`${shops.size} shop profile(s) valid: ${[...shops.keys()].join(', ')}`);

/**
 * npm run profiles:check [--dir shop-profiles] [--format text|json] [--fail-level error|warning] [files…]
 * Validates every shop profile (or the named files) after `extends` is resolved. Each finding has its file,
 * JSON pointer, rule id, severity and message: problems are errors, what passes but will look wrong is a
 * warning (engine/profiles/warnings.ts). Exit 1 when a finding reaches the fail level (errors by default).
 */
import { parseArgs } from 'node:util';
import type { ProfileProblem } from '../engine';
import { checkProfileFolder, PROFILES_DIR } from './lib/profiles-fs';

const SEVERITIES = ['error', 'warning'] as const;
type Severity = (typeof SEVERITIES)[number];

const { values, positionals } = parseArgs({
  options: {
    dir: { type: 'string', default: PROFILES_DIR },
    format: { type: 'string', default: 'text' },
    'fail-level': { type: 'string', default: 'error' },
  },
  allowPositionals: true,
});
const failLevel = values['fail-level'] as Severity;
if (!['text', 'json'].includes(values.format) || !SEVERITIES.includes(failLevel)) {
  console.error(
    'usage: npm run profiles:check -- [--format text|json] [--fail-level error|warning] [files…]',
  );
  process.exit(2);
}

const { problems, warnings, shops } = await checkProfileFolder(values.dir, positionals);
const finding = (severity: Severity) => (found: ProfileProblem) => ({
  file: found.file,
  pointer: found.pointer || '/',
  rule: found.rule ?? 'profile',
  severity,
  message: found.reason,
});
const findings = [...problems.map(finding('error')), ...warnings.map(finding('warning'))];
// Errors always fail; warnings fail too at --fail-level warning.
const failing = findings.filter((each) => SEVERITIES.indexOf(each.severity) <= SEVERITIES.indexOf(failLevel));

if (values.format === 'json') {
  console.log(JSON.stringify({ shops: [...shops.keys()], findings }, null, 2));
} else {
  for (const each of findings) {
    const line = `${each.file}#${each.pointer}: ${each.message} [${each.rule}]`;
    if (each.severity === 'error') console.error(line);
    else console.warn(`warning: ${line}`);
  }
  if (problems.length > 0) console.error(`\n${problems.length} problem(s) found.`);
  else console.log(`${shops.size} shop profile(s) valid: ${[...shops.keys()].join(', ')}`);
}
process.exit(failing.length > 0 ? 1 : 0);

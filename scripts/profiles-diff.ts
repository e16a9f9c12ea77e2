/**
 * npm run profiles:diff -- <draft file> [--base <mall path or file>] [--dir shop-profiles] [--json]
 * What a draft shop profile changes against the live shop of its mall path (or --base): each capability,
 * rule, menu entry and value, old → new, where each side was decided, and what a shopper or an operator
 * will notice. Exit 0 when nothing changes, 1 when something does, 2 when the draft or the base is invalid.
 */
import { parseArgs } from 'node:util';
import { diffProfiles } from '../engine/profiles/diff';
import type { ProfileChange } from '../engine/profiles/diff';
import { checkedProfileOrExit } from './lib/draft-profile';
import { PROFILES_DIR } from './lib/profiles-fs';

const { values, positionals } = parseArgs({
  options: {
    base: { type: 'string' },
    dir: { type: 'string', default: PROFILES_DIR },
    json: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const [draftFile] = positionals;
if (!draftFile) {
  console.error('usage: npm run profiles:diff -- <draft file> [--base <mall path or file>] [--json]');
  process.exit(2);
}

const draft = await checkedProfileOrExit(draftFile, values.dir);
const basePath = values.base ?? draft.profile.shop.mallPath;
const base = await checkedProfileOrExit(
  basePath.endsWith('.json') ? basePath : `${values.dir}/${basePath}.json`,
  values.dir,
);

const changes = diffProfiles(base, draft);
const baseFile = base.files.at(-1);
const draftName = draft.files.at(-1);
if (values.json) {
  console.log(JSON.stringify({ base: baseFile, draft: draftName, changes }, null, 2));
} else {
  console.log(`${draftName} against ${baseFile}: ${changes.length} change(s)\n`);
  for (const change of changes) console.log(describe(change));
}
process.exit(changes.length > 0 ? 1 : 0);

function describe({ kind, subject, before, after, effect, users }: ProfileChange): string {
  const shown = (value: unknown) => (value === undefined ? '(none)' : JSON.stringify(value));
  return [
    `${effect}${users ? `（${users.join('、')}）` : ''}`,
    `  ${kind} ${subject}: ${kind === 'rule' ? '' : `${shown(before.value)} → ${shown(after.value)}`}`.trimEnd(),
    `    was: ${before.source}`,
    `    now: ${after.source}`,
    '',
  ].join('\n');
}

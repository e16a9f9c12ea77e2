/**
 * npm run bench: how fast the profile engine is. Validating and resolving 1,000 profiles (target under
 * 200 ms), resolving every capability for one shop and user, and one capability lookup (target under 1 µs).
 * Figures are medians over several runs; this is a measurement, not a test.
 */
import { performance } from 'node:perf_hooks';
import { GUEST, resolveCapabilities, shopFacts } from '../engine';
import { checkProfiles } from '../engine/profiles/check';
import type { ProfileFile } from '../engine';
import { readProfileFolder } from './lib/profiles-fs';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function timeRuns(runs: number, work: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return median(times);
}

const { shops, presets } = await readProfileFolder();
const thousand: ProfileFile[] = Array.from({ length: 1000 }, (_, index) => {
  const template = shops[index % shops.length] as ProfileFile;
  const data = structuredClone(template.data) as { shop: { id: number; mallPath: string } };
  data.shop.id = 100000 + index;
  data.shop.mallPath = `bench-${index}`;
  return { file: `shop-profiles/bench-${index}.json`, data };
});

let checked = checkProfiles(thousand, presets);
if (checked.problems.length > 0)
  throw new Error(`bench profiles are invalid: ${JSON.stringify(checked.problems[0])}`);
const checkMs = timeRuns(15, () => (checked = checkProfiles(thousand, presets)));

const resolved = checked.shops.get('bench-1');
if (!resolved) throw new Error('bench-1 missing');
const facts = {
  loggedIn: true,
  user: { ...GUEST, roleId: 2, codes: ['F000060', 'F000061', 'F000143', 'F000082', 'F000041'] },
  shop: shopFacts(resolved.profile),
};
const resolveRuns = 2000;
let capabilities = resolveCapabilities(resolved, facts);
const resolveMs = timeRuns(15, () => {
  for (let i = 0; i < resolveRuns; i++) capabilities = resolveCapabilities(resolved, facts);
});

const lookups = 10_000_000;
let shown = 0;
const keys = ['goodsCard.showPrice', 'cart.canAdd', 'nav.homeTab', 'orders.view'] as const;
const lookupMs = timeRuns(9, () => {
  for (let i = 0; i < lookups; i++)
    if (capabilities.capabilities[keys[i & 3] as (typeof keys)[number]]) shown++;
});

console.log(`validate + resolve 1,000 profiles: ${checkMs.toFixed(1)} ms (target < 200 ms)`);
console.log(
  `resolve all capabilities for one shop and user: ${((resolveMs / resolveRuns) * 1000).toFixed(1)} µs`,
);
console.log(
  `one capability lookup after resolution: ${((lookupMs / lookups) * 1e6).toFixed(2)} ns (target < 1 µs) [${shown > 0 ? 'ok' : ''}]`,
);

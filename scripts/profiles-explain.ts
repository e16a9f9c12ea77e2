/**
 * npm run profiles:explain <mallPath> [capability] [--role 2] [--codes F000430,F000370] [--supplier] [--guest]
 * Prints the resolved capabilities of one shop for one kind of user, each with where its value came from.
 */
import { parseArgs } from 'node:util';
import {
  explainCapabilities,
  GUEST,
  isCapabilityKey,
  CAPABILITY_KEYS,
  resolveCapabilities,
  shopFacts,
} from '../engine';
import { nearestKey } from '../engine/profiles/check';
import { checkProfileFolder, PROFILES_DIR } from './lib/profiles-fs';

const { values, positionals } = parseArgs({
  options: {
    dir: { type: 'string', default: PROFILES_DIR },
    role: { type: 'string' },
    codes: { type: 'string', default: '' },
    supplier: { type: 'boolean', default: false },
    guest: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const [mallPath, capability] = positionals;
if (!mallPath) {
  console.error(
    'usage: npm run profiles:explain -- <mallPath> [capability] [--role N] [--codes F000430,…] [--supplier] [--guest]',
  );
  process.exit(2);
}
if (capability !== undefined && !isCapabilityKey(capability)) {
  const nearest = nearestKey(capability, CAPABILITY_KEYS);
  console.error(`unknown capability "${capability}"${nearest ? ` (did you mean "${nearest}"?)` : ''}`);
  process.exit(2);
}
const { shops, problems } = await checkProfileFolder(values.dir);
const resolved = shops.get(mallPath);
if (!resolved) {
  const broken = problems.filter((problem) => problem.file.endsWith(`/${mallPath}.json`));
  console.error(
    broken.length > 0
      ? `profile "${mallPath}" is invalid; run npm run profiles:check`
      : `no shop profile with mall path "${mallPath}"`,
  );
  process.exit(1);
}
const user = values.guest
  ? GUEST
  : {
      roleId: values.role === undefined ? 1 : Number(values.role),
      supplier: values.supplier,
      codes: values.codes.split(',').filter(Boolean),
    };
const result = resolveCapabilities(resolved, {
  loggedIn: !values.guest,
  user,
  shop: shopFacts(resolved.profile),
});
console.log(`${mallPath}: ${resolved.files.join(' → ')}`);
console.log(
  `user: ${values.guest ? 'guest' : `roleId ${user.roleId}, supplier ${user.supplier}, codes [${user.codes.join(', ')}]`}\n`,
);
for (const line of explainCapabilities(result, capability)) console.log(line);

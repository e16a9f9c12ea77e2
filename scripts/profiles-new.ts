/**
 * npm run profiles:new -- <mallPath> --preset points|procurement|dropshipping --id 1234 --name "店铺名称"
 * Writes shop-profiles/<mallPath>.json extending a preset with the fields ops must fill in, then checks it.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkProfileFolder, PROFILES_DIR, readProfileFolder } from './lib/profiles-fs';
import { presetName } from '../engine/profiles/check';
import { DEFAULT_THEME_COLOUR } from '../engine/domain/default-theme-colour';

const { values, positionals } = parseArgs({
  options: {
    dir: { type: 'string', default: PROFILES_DIR },
    preset: { type: 'string' },
    id: { type: 'string' },
    name: { type: 'string' },
    color: { type: 'string', default: DEFAULT_THEME_COLOUR },
  },
  allowPositionals: true,
});
const [mallPath] = positionals;
const presets = (await readProfileFolder(values.dir)).presets.map((file) => presetName(file.file));
if (!mallPath || !values.preset || !values.id || !values.name) {
  console.error(
    `usage: npm run profiles:new -- <mallPath> --preset ${presets.join('|')} --id <shop id> --name <shop name> [--color #RRGGBB]`,
  );
  process.exit(2);
}
if (!presets.includes(values.preset)) {
  console.error(`unknown preset "${values.preset}"; presets: ${presets.join(', ')}`);
  process.exit(2);
}
const path = join(values.dir, `${mallPath}.json`);
if (existsSync(path)) {
  console.error(`${path} exists already`);
  process.exit(1);
}
const profile = {
  $schema: '../schemas/shop-profile.schema.json',
  extends: values.preset,
  // Shown under the name on the shop list at `/`: visitors read it, so it is Chinese.
  description: `${values.name}：请用一句话介绍该商城。`,
  shop: { id: Number(values.id), mallPath, name: values.name },
  shopInfo: { openVisitors: 0 },
  theme: { color: values.color },
  capabilities: {},
};
await writeFile(path, `${JSON.stringify(profile, null, 2)}\n`);
const { problems } = await checkProfileFolder(values.dir, [path]);
for (const problem of problems) console.error(`${problem.file}#${problem.pointer || '/'}: ${problem.reason}`);
console.log(
  problems.length === 0
    ? `Wrote ${path}. Next: npm run profiles:explain -- ${mallPath}`
    : `Wrote ${path}; fix the problems above.`,
);
process.exit(problems.length === 0 ? 0 : 1);

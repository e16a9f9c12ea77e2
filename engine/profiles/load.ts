// Loading a shop's profile from a profiles folder wherever it lives: the browser reads it over HTTP (where
// no server answers the checked profile), the server from disk. Both load and check it here, so both give
// the same answer, the same problems included.
import type { ProfileProblem, ShopProfileLoad } from '../shop/resolved-profile';
import { checkProfiles } from './check';
import type { ProfileFile } from './resolve';

/** The profiles folder as problems name its files, the way `npm run profiles:check` prints them. */
export const PROFILES_FOLDER = 'shop-profiles';

/**
 * Reads a file of the profiles folder by its path inside it (`points.json`, `presets/points.json`):
 * its text, or undefined when there is no such file. Throws when the folder cannot be read at all.
 */
export type ReadProfileText = (path: string) => Promise<string | undefined>;

/** Preset names are plain file names; anything else cannot name a preset. */
const FILE_NAME = /^[a-z0-9][a-z0-9-]*$/i;

type Read = { found: false } | { found: true; file: ProfileFile } | { found: true; problem: ProfileProblem };

async function readProfileFile(read: ReadProfileText, path: string): Promise<Read> {
  const text = await read(path);
  if (text === undefined) return { found: false };
  const file = `${PROFILES_FOLDER}/${path}`;
  try {
    return { found: true, file: { file, data: JSON.parse(text) as unknown } };
  } catch (error) {
    return {
      found: true,
      problem: { file, pointer: '', reason: `not valid JSON: ${(error as Error).message}` },
    };
  }
}

const parentOf = ({ data }: ProfileFile): string | undefined => {
  const parent =
    typeof data === 'object' && data !== null ? (data as { extends?: unknown }).extends : undefined;
  return typeof parent === 'string' ? parent : undefined;
};

/**
 * The presets a shop file's `extends` chain names, read one after another. A missing preset or a cycle
 * ends the chain; the check then reports it with the file and pointer.
 */
async function readPresets(
  read: ReadProfileText,
  shopFile: ProfileFile,
): Promise<{ presets: ProfileFile[]; problem?: ProfileProblem }> {
  const presets: ProfileFile[] = [];
  for (let parent = parentOf(shopFile); parent && FILE_NAME.test(parent);) {
    if (presets.some((preset) => preset.file.endsWith(`/${parent}.json`))) break;
    const preset = await readProfileFile(read, `presets/${parent}.json`);
    if (!preset.found) break;
    if ('problem' in preset) return { presets, problem: preset.problem };
    presets.push(preset.file);
    parent = parentOf(preset.file);
  }
  return { presets };
}

/**
 * Reads and checks the profile of the shop at `mallPath` (a mall path, `isMallPath`): its file, the presets
 * it extends, then the checks of `npm run profiles:check` (schema, capabilities, codes, file name = mall path).
 */
export async function loadShopProfile(mallPath: string, read: ReadProfileText): Promise<ShopProfileLoad> {
  const shop = await readProfileFile(read, `${mallPath}.json`);
  if (!shop.found) return { status: 'not-found' };
  if ('problem' in shop) return { status: 'invalid', problems: [shop.problem] };
  const { presets, problem } = await readPresets(read, shop.file);
  if (problem) return { status: 'invalid', problems: [problem] };
  const { problems, shops } = checkProfiles([shop.file], presets);
  const resolved = shops.get(mallPath);
  return problems.length === 0 && resolved ? { status: 'ready', resolved } : { status: 'invalid', problems };
}

/** Reads shop profiles from a folder: `<dir>/*.json` are shops, `<dir>/presets/*.json` are presets. */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { checkProfiles } from '../../engine/profiles/check';
import type { CheckResult, ProfileFile } from '../../engine';

export const PROFILES_DIR = 'shop-profiles';

async function jsonFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

/** Paths inside the project print relative to it, others in full. */
function displayPath(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside.startsWith('..') ? resolve(path) : inside;
}

/** Reads one file; a file that is not JSON keeps its parse error as data the check reports. */
export async function readProfileFile(path: string): Promise<ProfileFile> {
  const file = displayPath(path);
  const text = await readFile(path, 'utf8');
  try {
    return { file, data: JSON.parse(text) };
  } catch (error) {
    return { file, data: new JsonSyntaxError((error as Error).message) };
  }
}

export class JsonSyntaxError {
  constructor(readonly message: string) {}
}

export interface ProfileFolder {
  shops: ProfileFile[];
  presets: ProfileFile[];
}

export async function readProfileFolder(dir = PROFILES_DIR): Promise<ProfileFolder> {
  const [shops, presets] = await Promise.all([jsonFiles(dir), jsonFiles(join(dir, 'presets'))]);
  return {
    shops: await Promise.all(shops.map(readProfileFile)),
    presets: await Promise.all(presets.map(readProfileFile)),
  };
}

/**
 * Checks every shop of a folder, or only the named shop files (read from wherever they are, and
 * checked together with the folder's shops so duplicates still show).
 */
export async function checkProfileFolder(dir = PROFILES_DIR, only: string[] = []): Promise<CheckResult> {
  const folder = await readProfileFolder(dir);
  const named = await Promise.all(only.map(readProfileFile));
  const namedFiles = new Set(named.map((file) => file.file));
  const shops = [...folder.shops.filter((file) => !namedFiles.has(file.file)), ...named];
  const parsed = (file: ProfileFile) => !(file.data instanceof JsonSyntaxError);
  const syntax = [...shops, ...folder.presets]
    .filter((file) => !parsed(file))
    .map((file) => ({
      file: file.file,
      pointer: '',
      reason: `not valid JSON: ${(file.data as JsonSyntaxError).message}`,
      rule: 'json',
    }));
  const result = checkProfiles(shops.filter(parsed), folder.presets.filter(parsed));
  const reported = (file: string) =>
    namedFiles.size === 0 || namedFiles.has(file) || !shops.some((shop) => shop.file === file);
  return {
    problems: [...syntax, ...result.problems].filter((problem) => reported(problem.file)),
    warnings: result.warnings.filter((warning) => reported(warning.file)),
    shops: result.shops,
  };
}

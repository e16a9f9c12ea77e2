// A draft shop profile as the ops commands read it (profiles:diff, profiles:preview, matrix --draft): one file
// checked on its own against the folder's presets (an invalid one ends the command with exit 2 and the
// checker's file, pointer and reason for each problem), and a profiles folder with the draft in its shop's place.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ResolvedProfile } from '../../engine';
import { checkProfiles } from '../../engine/profiles/check';
import { PROFILES_DIR, readProfileFile, readProfileFolder } from './profiles-fs';

export async function checkedProfileOrExit(path: string, dir = PROFILES_DIR): Promise<ResolvedProfile> {
  if (!existsSync(path)) {
    console.error(`${path}: no such profile (a new shop has no live file: name one with --base)`);
    process.exit(2);
  }
  const { presets } = await readProfileFolder(dir);
  const { problems, shops } = checkProfiles([await readProfileFile(path)], presets);
  const [resolved] = shops.values();
  if (problems.length === 0 && resolved) return resolved;
  for (const problem of problems)
    console.error(`${problem.file}#${problem.pointer || '/'}: ${problem.reason}`);
  process.exit(2);
}

/**
 * A temporary profiles folder: the live folder linked file by file, the draft linked in the place of its mall
 * path's file. The live files stay as they are, and an edit of the draft shows on the next read.
 */
export async function draftProfilesFolder(
  draftFile: string,
  mallPath: string,
  dir = PROFILES_DIR,
): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'profiles-draft-'));
  const live = resolve(dir);
  for (const name of await readdir(live))
    if (name !== `${mallPath}.json`) await symlink(join(live, name), join(folder, name));
  await symlink(resolve(draftFile), join(folder, `${mallPath}.json`));
  return folder;
}

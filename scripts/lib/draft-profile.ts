// A draft shop profile as the ops commands read it (profiles:diff, profiles:preview, matrix --draft): one file
// checked on its own against the folder's presets. An invalid one ends the command with exit 2 and the
// checker's file, pointer and reason for each problem.
import type { ResolvedProfile } from '../../engine';
import { checkProfiles } from '../../engine/profiles/check';
import { PROFILES_DIR, readProfileFile, readProfileFolder } from './profiles-fs';

export async function checkedProfileOrExit(path: string, dir = PROFILES_DIR): Promise<ResolvedProfile> {
  const { presets } = await readProfileFolder(dir);
  const { problems, shops } = checkProfiles([await readProfileFile(path)], presets);
  const [resolved] = shops.values();
  if (problems.length === 0 && resolved) return resolved;
  for (const problem of problems)
    console.error(`${problem.file}#${problem.pointer || '/'}: ${problem.reason}`);
  process.exit(2);
}

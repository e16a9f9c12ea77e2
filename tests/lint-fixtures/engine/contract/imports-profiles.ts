// expect: import-x/no-restricted-paths
// Two folders of one level stand side by side: neither imports the other.
import type { ProfileFile } from '../profiles/resolve';

export type ProfileAnswer = ProfileFile;

import type { ProfileProblem, ResolvedProfile } from '../shop/resolved-profile';
import { resolveProfile } from './resolve';
import type { ProfileFile } from './resolve';
import { schemaProblems } from './schema-problems';
import { semanticProblems } from './semantic-problems';
import { profileWarnings } from './warnings';

export { nearestKey } from './nearest-key';

export interface CheckResult {
  problems: ProfileProblem[];
  /** What passes but will look wrong (engine/profiles/warnings.ts), each with its rule id. */
  warnings: ProfileProblem[];
  /** Every shop that passed, by mall path. */
  shops: Map<string, ResolvedProfile>;
}

/** The preset name a file in the presets folder answers to: its file name without `.json`. */
export const presetName = (file: string): string => file.replace(/^.*\//, '').replace(/\.json$/, '');

/**
 * Checks shop profiles after `extends` is resolved: the schema, then what the schema cannot see
 * (file name and mall path, duplicate mall paths and shop ids, capability keys and values,
 * permission codes, menu capabilities). Problems name the file, the JSON pointer and the reason.
 */
export function checkProfiles(
  shopFiles: readonly ProfileFile[],
  presetFiles: readonly ProfileFile[],
): CheckResult {
  const presets = new Map(presetFiles.map((file) => [presetName(file.file), file]));
  const problems: ProfileProblem[] = [];
  const warnings: ProfileProblem[] = [];
  const shops = new Map<string, ResolvedProfile>();
  const firstWithId = new Map<number, string>();

  for (const shopFile of shopFiles) {
    const result = resolveProfile(shopFile, (name) => presets.get(name));
    if (!result.ok) {
      problems.push(result.problem);
      continue;
    }
    const found = checkResolved(result.resolved);
    const { shop } = result.resolved.profile;
    if (found.length === 0) found.push(...identityProblems(shopFile.file, shop, firstWithId, shops));
    if (found.length > 0) {
      problems.push(...found);
      continue;
    }
    firstWithId.set(shop.id, shopFile.file);
    shops.set(shop.mallPath, result.resolved);
    warnings.push(...profileWarnings(result.resolved));
  }
  return { problems, warnings, shops };
}

/** The file name must be the mall path; mall paths and shop ids are unique. */
function identityProblems(
  file: string,
  shop: ResolvedProfile['profile']['shop'],
  firstWithId: Map<number, string>,
  shops: Map<string, ResolvedProfile>,
): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  const fileName = presetName(file);
  if (fileName !== shop.mallPath) {
    problems.push({
      file,
      pointer: '/shop/mallPath',
      reason: `"${shop.mallPath}" must match the file name "${fileName}"`,
      rule: 'identity',
    });
  }
  const samePath = shops.get(shop.mallPath);
  if (samePath) {
    problems.push({
      file,
      pointer: '/shop/mallPath',
      reason: `mall path "${shop.mallPath}" is used by ${samePath.files.at(-1)} too`,
      rule: 'identity',
    });
  }
  const sameId = firstWithId.get(shop.id);
  if (sameId)
    problems.push({
      file,
      pointer: '/shop/id',
      reason: `shop id ${shop.id} is used by ${sameId} too`,
      rule: 'identity',
    });
  return problems;
}

/** Checks one resolved profile: the schema first, then the rules the schema cannot state. */
export function checkResolved(resolved: ResolvedProfile): ProfileProblem[] {
  const refused = schemaProblems(resolved);
  return refused.length > 0 ? refused : semanticProblems(resolved);
}

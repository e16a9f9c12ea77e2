import validateShopProfile from '../generated/validate-shop-profile.js';
import schema from '../../schemas/shop-profile.schema.json';
import type { MenuItem } from '../generated/shop-profile';
import { CAPABILITY_KEYS, capabilityValueProblem, isCapabilityKey } from '../capabilities/catalogue';
import { isPermissionCode } from '../capabilities/permission-codes';
import {
  contrastRatio,
  hexColour,
  READABLE_CONTRAST,
  readableThemeColour,
  THEME_PAGE_BACKGROUND,
  themeTint,
} from '../domain/colour';
import { checkLink, checkMobileSite } from '../domain/link-policy';
import { pointerSegment, resolveProfile } from './resolve';
import type { ProfileFile, ResolvedProfile } from './resolve';
import type { ProfileProblem } from './resolved';

export interface CheckResult {
  problems: ProfileProblem[];
  /** What passes but deserves a look: a theme colour too light to read as text. */
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
    warnings.push(...themeWarnings(result.resolved));
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
    });
  }
  const samePath = shops.get(shop.mallPath);
  if (samePath) {
    problems.push({
      file,
      pointer: '/shop/mallPath',
      reason: `mall path "${shop.mallPath}" is used by ${samePath.files.at(-1)} too`,
    });
  }
  const sameId = firstWithId.get(shop.id);
  if (sameId)
    problems.push({ file, pointer: '/shop/id', reason: `shop id ${shop.id} is used by ${sameId} too` });
  return problems;
}

/** A theme colour that fails WCAG AA as text: the storefront shows a darker shade of it instead. */
function themeWarnings(resolved: ResolvedProfile): ProfileProblem[] {
  const colour = hexColour(resolved.profile.theme?.color);
  if (!colour) return [];
  const readable = readableThemeColour(colour);
  if (readable === colour) return [];
  const ratio = Math.min(
    contrastRatio(colour, THEME_PAGE_BACKGROUND),
    contrastRatio(colour, themeTint(colour)),
  );
  const reason =
    `theme colour ${colour} has a contrast of ${ratio.toFixed(2)}:1 on the grey ${THEME_PAGE_BACKGROUND} ` +
    `or its own tint, where it is shown as text (WCAG AA asks ${READABLE_CONTRAST}:1); ` +
    `the storefront shows it as ${readable}`;
  return [{ ...resolved.originOf('/theme/color'), reason }];
}

/** Checks one resolved profile: the schema first, then the semantic rules. */
export function checkResolved(resolved: ResolvedProfile): ProfileProblem[] {
  const at = (pointer: string, reason: string): ProfileProblem => ({ ...resolved.originOf(pointer), reason });
  if (!validateShopProfile(resolved.profile)) {
    return (validateShopProfile.errors ?? []).map((error) => {
      if (error.keyword === 'additionalProperties') {
        const key = String(error.params.additionalProperty);
        const pointer = `${error.instancePath}/${pointerSegment(key)}`;
        const nearest = nearestKey(key, knownKeysAt(error.instancePath));
        return at(pointer, `unknown key "${key}"${nearest ? ` (did you mean "${nearest}"?)` : ''}`);
      }
      if (error.keyword === 'required') {
        return at(error.instancePath, `missing required field "${String(error.params.missingProperty)}"`);
      }
      const described = schemaNodeAt(error.instancePath)?.description;
      const reason =
        error.keyword === 'pattern' && described
          ? `must be ${lowerFirst(described)}`
          : (error.message ?? 'is invalid');
      return at(
        error.instancePath,
        `${reason} (got ${JSON.stringify(valueAt(resolved.profile, error.instancePath))})`,
      );
    });
  }
  const { profile } = resolved;
  const problems: ProfileProblem[] = [];
  const checkCapability = (pointer: string, key: string, value: unknown) => {
    if (!isCapabilityKey(key)) {
      problems.push(at(pointer, `unknown capability "${key}"${suggestCapability(key)}`));
      return;
    }
    const wrong = capabilityValueProblem(key, value);
    if (wrong) problems.push(at(pointer, `${key} ${wrong}`));
  };
  for (const [key, value] of Object.entries(profile.capabilities ?? {})) {
    checkCapability(`/capabilities/${pointerSegment(key)}`, key, value);
  }
  profile.rules?.forEach((rule, index) => {
    for (const [key, value] of Object.entries(rule.set))
      checkCapability(`/rules/${index}/set/${pointerSegment(key)}`, key, value);
    const codes = rule.when['user.codes'];
    for (const code of codesIn(codes)) {
      if (!isPermissionCode(code))
        problems.push(at(`/rules/${index}/when/user.codes`, `unknown permission code "${code}"`));
    }
  });
  for (const [menu, items] of Object.entries(profile.menus ?? {})) {
    walkMenu(items as MenuItem[], `/menus/${menu}`, (item, pointer) => {
      for (const code of codesIn(item.code)) {
        if (!isPermissionCode(code))
          problems.push(at(`${pointer}/code`, `unknown permission code "${code}"`));
      }
      if (item.url) {
        const link = checkLink(item.url);
        if (!link.ok) problems.push(at(`${pointer}/url`, `link ${JSON.stringify(item.url)}: ${link.reason}`));
      }
      const key = item.capability?.split('=')[0];
      if (key !== undefined && !isCapabilityKey(key)) {
        problems.push(at(`${pointer}/capability`, `unknown capability "${key}"${suggestCapability(key)}`));
      }
    });
  }
  for (const field of ['logo', 'pcLogo'] as const) {
    const address = profile.theme?.[field];
    const image = address === undefined ? undefined : checkLink(address, { contact: false });
    if (image && !image.ok)
      problems.push(at(`/theme/${field}`, `image ${JSON.stringify(address)}: ${image.reason}`));
  }
  const mobileSite = profile.links?.mobileSite;
  const site = mobileSite === undefined ? undefined : checkMobileSite(mobileSite);
  if (site && !site.ok)
    problems.push(at('/links/mobileSite', `link ${JSON.stringify(mobileSite)}: ${site.reason}`));
  return problems;
}

function codesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (value !== null && typeof value === 'object' && 'not' in value) return codesIn(value.not);
  return [];
}

function walkMenu(items: MenuItem[], base: string, visit: (item: MenuItem, pointer: string) => void): void {
  items.forEach((item, index) => {
    const pointer = `${base}/${index}`;
    visit(item, pointer);
    if (item.children) walkMenu(item.children, `${pointer}/children`, visit);
  });
}

type SchemaNode = {
  $ref?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
};

const unescapeSegment = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/** The schema node that describes an instance path (following $refs), if the path is a plain one. */
function schemaNodeAt(instancePath: string): SchemaNode | undefined {
  const root = schema as SchemaNode & { $defs: Record<string, SchemaNode> };
  const deref = (node: SchemaNode | undefined): SchemaNode | undefined =>
    node?.$ref ? root.$defs[node.$ref.replace('#/$defs/', '')] : node;
  let node: SchemaNode | undefined = root;
  for (const segment of instancePath.split('/').slice(1)) {
    node = deref(node);
    node = /^\d+$/.test(segment) && node?.items ? node.items : node?.properties?.[unescapeSegment(segment)];
  }
  return deref(node);
}

/** The property names the schema allows at an instance path (for "did you mean"). */
const knownKeysAt = (instancePath: string): string[] =>
  Object.keys(schemaNodeAt(instancePath)?.properties ?? {});

function valueAt(document: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (value, segment) => (value as Record<string, unknown> | undefined)?.[unescapeSegment(segment)],
      document,
    );
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '');

function suggestCapability(key: string): string {
  const nearest = nearestKey(key, CAPABILITY_KEYS);
  return nearest ? ` (did you mean "${nearest}"?)` : '';
}

/** The known key nearest to a misspelt one, when it is close enough to be a typo. */
export function nearestKey(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(key.length / 3)) + 1;
  for (const candidate of known) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

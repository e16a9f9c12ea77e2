// The rules of the profile check that the schema cannot state: capability keys and values, permission codes in
// rules and menus, menu capabilities, and the links and images a profile names.
import type { MenuItem } from '../generated/shop-profile';
import { CAPABILITY_KEYS, capabilityValueProblem, isCapabilityKey } from '../capabilities/catalogue';
import { isPermissionCode } from '../capabilities/permission-codes';
import { checkLink, checkMobileSite } from '../domain/link-policy';
import type { ProfileProblem, ResolvedProfile } from '../shop/resolved-profile';
import { nearestKey } from './nearest-key';
import { pointerSegment } from './resolve';

/** What the semantic rules refuse in a profile the schema has passed; empty when it passes. */
export function semanticProblems(resolved: ResolvedProfile): ProfileProblem[] {
  const at = (pointer: string, reason: string, rule: string): ProfileProblem => ({
    ...resolved.originOf(pointer),
    reason,
    rule,
  });
  const { profile } = resolved;
  const problems: ProfileProblem[] = [];
  const checkCapability = (pointer: string, key: string, value: unknown) => {
    if (!isCapabilityKey(key)) {
      problems.push(at(pointer, `unknown capability "${key}"${suggestCapability(key)}`, 'capability'));
      return;
    }
    const wrong = capabilityValueProblem(key, value);
    if (wrong) problems.push(at(pointer, `${key} ${wrong}`, 'capability'));
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
        problems.push(
          at(`/rules/${index}/when/user.codes`, `unknown permission code "${code}"`, 'permission-code'),
        );
    }
  });
  for (const [menu, items] of Object.entries(profile.menus ?? {})) {
    walkMenu(items as MenuItem[], `/menus/${menu}`, (item, pointer) => {
      for (const code of codesIn(item.code)) {
        if (!isPermissionCode(code))
          problems.push(at(`${pointer}/code`, `unknown permission code "${code}"`, 'permission-code'));
      }
      if (item.url) {
        const link = checkLink(item.url);
        if (!link.ok)
          problems.push(
            at(`${pointer}/url`, `link ${JSON.stringify(item.url)}: ${link.reason}`, 'link-policy'),
          );
      }
      const key = item.capability?.split('=')[0];
      if (key !== undefined && !isCapabilityKey(key)) {
        problems.push(
          at(`${pointer}/capability`, `unknown capability "${key}"${suggestCapability(key)}`, 'capability'),
        );
      }
    });
  }
  for (const field of ['logo', 'pcLogo'] as const) {
    const address = profile.theme?.[field];
    const image = address === undefined ? undefined : checkLink(address, { contact: false });
    if (image && !image.ok)
      problems.push(
        at(`/theme/${field}`, `image ${JSON.stringify(address)}: ${image.reason}`, 'link-policy'),
      );
  }
  const mobileSite = profile.links?.mobileSite;
  const site = mobileSite === undefined ? undefined : checkMobileSite(mobileSite);
  if (site && !site.ok)
    problems.push(
      at('/links/mobileSite', `link ${JSON.stringify(mobileSite)}: ${site.reason}`, 'link-policy'),
    );
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

function suggestCapability(key: string): string {
  const nearest = nearestKey(key, CAPABILITY_KEYS);
  return nearest ? ` (did you mean "${nearest}"?)` : '';
}

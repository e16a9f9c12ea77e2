// What a page, a menu item or a gateway call needs, and whether a user has it: the storefront's menus and
// the demo gateway's guarded calls both ask `permits`, so a call is never open where its page is shut.
import type { Capabilities, CapabilityKey } from './catalogue';

/** Any one of the codes (when some are named) and the capability (`key` is true, or `key=value`). */
export interface Requirement {
  code?: string | readonly string[];
  capability?: string;
}

/**
 * Does a user with these codes, in a shop with these capabilities, meet the requirement?
 * @example permits({ code: 'F000143', capability: 'orders.view=review' }, { 'orders.view': 'list' }, ['F000143']) === false
 */
export function permits(
  { code, capability }: Requirement,
  capabilities: Readonly<Partial<Capabilities>>,
  codes: readonly string[],
): boolean {
  const required = code === undefined ? [] : [code].flat();
  if (required.length > 0 && !required.some((each) => codes.includes(each))) return false;
  if (capability === undefined) return true;
  const [key, wanted] = capability.split('=');
  const value = capabilities[key as CapabilityKey];
  return wanted === undefined ? value === true : String(value) === wanted;
}

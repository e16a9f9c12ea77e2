import type { Matcher, MenuItem, Menus, ShopInfoDefaults } from '../generated/shop-profile';
import type { ResolvedProfile } from '../shop/resolved-profile';
import { CAPABILITY_KEYS, capabilityCatalogue, isCapabilityKey } from './catalogue';
import type { Capabilities, CapabilityKey } from './catalogue';
import type { Facts } from './facts';
import { permits } from './permits';

export const CATALOGUE_FILE = 'engine/capabilities/catalogue.ts';

/** Why a capability has its value: the layer, the file and the JSON pointer that decided it. */
export interface Decision {
  value: unknown;
  layer: 'default' | 'profile' | 'rule';
  file: string;
  pointer: string;
  rule?: string;
}

export type MenuName = keyof Pick<Menus, 'navTabs' | 'topNav' | 'navLinks' | 'sidebarTabs' | 'userCentre'>;

export interface ShopCapabilities {
  capabilities: Readonly<Capabilities>;
  /** The menus as this user sees them: extras appended, items filtered by permission codes and capabilities. */
  menus: Readonly<Record<MenuName, readonly MenuItem[]>>;
  explain(key: CapabilityKey): Decision;
}

const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || (a != null && b != null && String(a) === String(b));

/** Does a fact satisfy a rule's matcher? For a list fact (user.codes) a value means "holds it". */
export function matches(matcher: Matcher, fact: unknown): boolean {
  if (Array.isArray(matcher)) return matcher.some((option) => matches(option, fact));
  if (matcher !== null && typeof matcher === 'object') return !matches(matcher.not, fact);
  if (Array.isArray(fact)) return fact.some((item) => sameValue(item, matcher));
  return sameValue(matcher, fact ?? null);
}

function factValue(facts: Facts, name: string): unknown {
  switch (name) {
    case 'loggedIn':
      return facts.loggedIn;
    case 'user.roleId':
      return facts.user.roleId;
    case 'user.supplier':
      return facts.user.supplier;
    case 'user.codes':
      return facts.user.codes;
    default:
      return facts.shop[name.slice('shop.'.length) as keyof ShopInfoDefaults];
  }
}

/**
 * Resolves every capability for one shop and one user: engine default, then the profile layers
 * (presets and shop file, already merged), then the rules whose conditions hold, in order.
 */
export function resolveCapabilities(resolved: ResolvedProfile, facts: Facts): ShopCapabilities {
  const { profile } = resolved;
  const decisions = new Map<CapabilityKey, Decision>();
  for (const key of CAPABILITY_KEYS) {
    const stated = profile.capabilities?.[key];
    decisions.set(
      key,
      stated === undefined
        ? {
            value: capabilityCatalogue[key].default,
            layer: 'default',
            file: CATALOGUE_FILE,
            pointer: `/${key}`,
          }
        : { value: stated, layer: 'profile', ...resolved.originOf(`/capabilities/${key}`) },
    );
  }
  (profile.rules ?? []).forEach((rule, index) => {
    const holds = Object.entries(rule.when).every(([name, matcher]) =>
      matches(matcher as Matcher, factValue(facts, name)),
    );
    if (!holds) return;
    for (const [key, value] of Object.entries(rule.set)) {
      if (!isCapabilityKey(key)) continue;
      const origin = resolved.originOf(`/rules/${index}`);
      decisions.set(key, {
        value,
        layer: 'rule',
        rule: rule.id,
        file: origin.file,
        pointer: `${origin.pointer}/set/${key}`,
      });
    }
  });

  const capabilities = Object.fromEntries(
    [...decisions].map(([key, decision]) => [key, decision.value]),
  ) as Capabilities;
  // Shown when the user holds any of the item's codes and the item's capability holds.
  const visible = (item: MenuItem): boolean =>
    permits({ code: item.code, capability: item.capability }, capabilities, facts.user.codes);
  const menus = profile.menus ?? {};
  return {
    capabilities,
    menus: {
      navTabs: filterMenu([...(menus.navTabs ?? []), ...(menus.extraNavTabs ?? [])], visible),
      topNav: filterMenu(menus.topNav ?? [], visible),
      navLinks: filterMenu(menus.navLinks ?? [], visible),
      sidebarTabs: filterMenu([...(menus.sidebarTabs ?? []), ...(menus.extraSidebarTabs ?? [])], visible),
      userCentre: filterMenu(menus.userCentre ?? [], visible),
    },
    explain: (key) => decisions.get(key) as Decision,
  };
}

/** Keeps visible items; a group whose children are all hidden is hidden too. */
function filterMenu(items: readonly MenuItem[], visible: (item: MenuItem) => boolean): MenuItem[] {
  return items.flatMap((item) => {
    if (!visible(item)) return [];
    if (!item.children) return [item];
    const children = filterMenu(item.children, visible);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/**
 * Whether some user of the shop gets a capability value (`key=value`, or `key` for true): the profile states
 * it, or one of its rules sets it for the users it matches. A shop-wide answer where per-user capabilities
 * differ (only the reviewer sees the order review view, yet every member's orders wait for them).
 * @example someUserGets(procure, 'orders.view=review') === true
 */
export function someUserGets({ profile }: ResolvedProfile, capability: string): boolean {
  const [key, wanted] = capability.split('=');
  if (!key || !isCapabilityKey(key)) return false;
  const holds = (value: unknown) => (wanted === undefined ? value === true : String(value) === wanted);
  const stated = profile.capabilities?.[key] ?? capabilityCatalogue[key].default;
  return holds(stated) || (profile.rules ?? []).some((rule) => key in rule.set && holds(rule.set[key]));
}

// What a draft profile changes against a base (the live shop): every capability a kind of user gets
// differently, every menu entry added, removed or changed, every other value. Each change names both sides'
// value and where it was decided (layer, file#pointer), and says in one Chinese line what a shopper or an
// operator will notice (the capability's effect, the value's name).
import { capabilityEffect } from '../capabilities/effects';
import { CAPABILITY_KEYS } from '../capabilities/catalogue';
import { GUEST, shopFacts } from '../capabilities/facts';
import type { Facts } from '../capabilities/facts';
import { PERMISSION_CODES } from '../capabilities/permission-codes';
import { resolveCapabilities } from '../capabilities/resolve';
import type { Decision } from '../capabilities/resolve';
import type { MenuItem, Rule } from '../generated/shop-profile';
import type { ResolvedProfile } from '../shop/resolved-profile';
import { ENGINE_DEFAULTS_FILE } from './defaults';
import { pointerSegment } from './resolve';
import { valueName } from './value-names';

/** One side of a change: the value (undefined where that side has none) and what decided it. */
export interface ChangeSide {
  value: unknown;
  /** `layer file#pointer`, e.g. `profile shop-profiles/points.json#/theme/color`. */
  source: string;
}

export interface ProfileChange {
  kind: 'capability' | 'rule' | 'menu' | 'value';
  /** The capability key, the rule id, or the JSON pointer of the menu entry or value. */
  subject: string;
  before: ChangeSide;
  after: ChangeSide;
  /** What a shopper or an operator notices, in Chinese. */
  effect: string;
  /** The kinds of user it changes for, when not every one. */
  users?: string[];
}

/** The kinds of user a capability is resolved for: a guest, and members by role holding every spec code. */
const DIFF_USERS: readonly { name: string; loggedIn: boolean; user: Facts['user'] }[] = [
  { name: '游客', loggedIn: false, user: GUEST },
  ...[
    { name: '会员', roleId: 1, supplier: false },
    { name: '审核员', roleId: 2, supplier: false },
    { name: '供应商', roleId: 1, supplier: true },
  ].map(({ name, ...user }) => ({
    name,
    loggedIn: true,
    user: { ...user, codes: Object.keys(PERMISSION_CODES) },
  })),
];

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Where a value of the merged profile was written, with its layer: `default …` or `profile …`. */
function writtenAt(resolved: ResolvedProfile, pointer: string): string {
  const origin = resolved.originOf(pointer);
  return `${origin.file === ENGINE_DEFAULTS_FILE ? 'default' : 'profile'} ${origin.file}#${origin.pointer}`;
}

const NONE: ChangeSide = { value: undefined, source: '(none)' };

const decided = (decision: Decision): ChangeSide => ({
  value: decision.value,
  source: `${decision.rule ? `rule "${decision.rule}"` : decision.layer} ${decision.file}#${decision.pointer}`,
});

function capabilityChanges(base: ResolvedProfile, draft: ResolvedProfile): ProfileChange[] {
  const resolveFor = (resolved: ResolvedProfile) =>
    DIFF_USERS.map(({ loggedIn, user }) =>
      resolveCapabilities(resolved, { loggedIn, user, shop: shopFacts(resolved.profile) }),
    );
  const before = resolveFor(base);
  const after = resolveFor(draft);
  return CAPABILITY_KEYS.flatMap((key) => {
    // Users who see the same change share one line.
    const groups = new Map<string, { change: ProfileChange; users: string[] }>();
    DIFF_USERS.forEach(({ name }, index) => {
      const was = before[index]?.explain(key);
      const is = after[index]?.explain(key);
      if (!was || !is || same(was.value, is.value)) return;
      const id = JSON.stringify([was.value, is.value]);
      const group = groups.get(id) ?? {
        users: [],
        change: {
          kind: 'capability',
          subject: key,
          before: decided(was),
          after: decided(is),
          effect: capabilityEffect(key, was.value, is.value),
        },
      };
      group.users.push(name);
      groups.set(id, group);
    });
    return [...groups.values()].map(({ change, users }) =>
      users.length === DIFF_USERS.length ? change : { ...change, users },
    );
  });
}

interface PlacedItem {
  item: MenuItem;
  pointer: string;
}

/** Every menu entry by an identity that survives reordering: the menu, the keys of its parents, its key. */
function menuEntries(resolved: ResolvedProfile): Map<string, PlacedItem> {
  const entries = new Map<string, PlacedItem>();
  const walk = (items: readonly MenuItem[], identity: string, pointer: string) =>
    items.forEach((item, index) => {
      const placed = { item, pointer: `${pointer}/${index}` };
      entries.set(`${identity}/${item.key}`, placed);
      walk(item.children ?? [], `${identity}/${item.key}`, `${placed.pointer}/children`);
    });
  for (const [name, items] of Object.entries(resolved.profile.menus ?? {}))
    walk(items, name, `/menus/${pointerSegment(name)}`);
  return entries;
}

const MENU_FIELD_NAMES: Readonly<Record<string, string>> = {
  path: '链接',
  code: '权限码',
  capability: '显示条件',
  requiresLogin: '需要登录',
  action: '动作',
};

function menuChanges(base: ResolvedProfile, draft: ResolvedProfile): ProfileChange[] {
  const before = menuEntries(base);
  const after = menuEntries(draft);
  const side = (resolved: ResolvedProfile, placed: PlacedItem | undefined, field?: string): ChangeSide => {
    if (!placed) return NONE;
    return {
      value: field ? placed.item[field as keyof MenuItem] : placed.item.title,
      source: writtenAt(resolved, placed.pointer),
    };
  };
  const changes: ProfileChange[] = [];
  for (const identity of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(identity);
    const is = after.get(identity);
    const change = (effect: string, field?: string): ProfileChange => ({
      kind: 'menu',
      subject: (is ?? was)?.pointer ?? identity,
      before: side(base, was, field),
      after: side(draft, is, field),
      effect,
    });
    if (!was && is) changes.push(change(`新增菜单「${is.item.title}」`));
    else if (was && !is) changes.push(change(`菜单「${was.item.title}」不再显示`));
    else if (was && is) {
      if (was.item.title !== is.item.title)
        changes.push(change(`菜单「${was.item.title}」改名为「${is.item.title}」`));
      for (const [field, name] of Object.entries(MENU_FIELD_NAMES)) {
        const old = was.item[field as keyof MenuItem];
        const now = is.item[field as keyof MenuItem];
        if (!same(old, now))
          changes.push(change(`菜单「${is.item.title}」的${name} ${worded(old)} → ${worded(now)}`, field));
      }
    }
  }
  return changes;
}

const worded = (value: unknown): string =>
  value === undefined ? '（无）' : typeof value === 'string' ? value : JSON.stringify(value);

const COMPARED_ON_THEIR_OWN = new Set(['capabilities', 'menus', 'rules']);

/** Leaf values by pointer (a list is one value), leaving out what is compared on its own. */
function leaves(value: unknown, pointer: string, into: Map<string, unknown>): Map<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      if (!(pointer === '' && COMPARED_ON_THEIR_OWN.has(key)))
        leaves(child, `${pointer}/${pointerSegment(key)}`, into);
  } else into.set(pointer, value);
  return into;
}

function valueChanges(base: ResolvedProfile, draft: ResolvedProfile): ProfileChange[] {
  const before = leaves(base.profile, '', new Map());
  const after = leaves(draft.profile, '', new Map());
  const side = (resolved: ResolvedProfile, values: Map<string, unknown>, pointer: string): ChangeSide =>
    values.has(pointer) ? { value: values.get(pointer), source: writtenAt(resolved, pointer) } : NONE;
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((pointer) => !same(before.get(pointer), after.get(pointer)))
    .map((pointer) => ({
      kind: 'value',
      subject: pointer,
      before: side(base, before, pointer),
      after: side(draft, after, pointer),
      effect: `${valueName(pointer)} ${worded(before.get(pointer))} → ${worded(after.get(pointer))}`,
    }));
}

/** Rules by id: what they decide shows in the capabilities above; this says which rule moved. */
function ruleChanges(base: ResolvedProfile, draft: ResolvedProfile): ProfileChange[] {
  const byId = (resolved: ResolvedProfile) =>
    new Map((resolved.profile.rules ?? []).map((rule, index) => [rule.id, { rule, index }]));
  const before = byId(base);
  const after = byId(draft);
  const side = (resolved: ResolvedProfile, found: { rule: Rule; index: number } | undefined): ChangeSide =>
    found ? { value: found.rule, source: writtenAt(resolved, `/rules/${found.index}`) } : NONE;
  return [...new Set([...before.keys(), ...after.keys()])].flatMap((id) => {
    const was = before.get(id);
    const is = after.get(id);
    if (same(was?.rule, is?.rule)) return [];
    const verb = !was ? '新增' : !is ? '删除' : '修改';
    return [
      {
        kind: 'rule' as const,
        subject: id,
        before: side(base, was),
        after: side(draft, is),
        effect: `${verb}规则「${id}」${(is ?? was)?.rule.description ? `：${(is ?? was)?.rule.description}` : ''}`,
      },
    ];
  });
}

/** Every change from `base` to `draft`: capabilities, rules, menus, then the other values. */
export function diffProfiles(base: ResolvedProfile, draft: ResolvedProfile): ProfileChange[] {
  return [
    ...capabilityChanges(base, draft),
    ...ruleChanges(base, draft),
    ...menuChanges(base, draft),
    ...valueChanges(base, draft),
  ];
}

import type { MenuItem } from '../generated/shop-profile';
import { PAGE, pathInShop, shopRoot, USER_CENTRE } from '../paths';
import { parseServerTime } from './time';
import { isPresent } from './server-values';

/** Local-storage keys of a shop's session (spec 2 §3), each stored under storageKey(mallPath, key). */
export const SESSION_KEYS = ['token', 'expireTime', 'operationCode', 'redirect'] as const;

export type SessionKey = (typeof SESSION_KEYS)[number];

/** Keys are prefixed with the mall path so two shops on one domain never share a session: 'points:token'. */
export function storageKey(mallPath: string, key: string): string {
  return `${mallPath}:${key}`;
}

/**
 * Where a form's draft is kept: per shop, per member (a guest's under `guest`) and per form, so no member
 * ever reads another's draft, even one left behind.
 * @example draftKey('points', 7, 'settlement-virtual') === 'points:draft:7:settlement-virtual'
 */
export function draftKey(mallPath: string, member: number | null, form: string): string {
  return storageKey(mallPath, `draft:${member ?? 'guest'}:${form}`);
}

/** Stored keys of a shop that outlive its member: the page the next login returns to. */
const OUTLIVES_THE_MEMBER: readonly SessionKey[] = ['redirect'];

/**
 * Why the member is forgotten. `logout` is spec 1 §4's logout (退出, a refused privacy policy, a changed
 * password, the gateway ending the login): it clears all local storage of the origin. `ended` is quieter: a
 * stored login found expired at start-up, or the next login (maybe another account's), forgets only this
 * shop's member, so other shops on the domain stay logged in.
 */
export type ForgetReason = 'logout' | 'ended';

/**
 * Whether a stored key goes when the shop forgets its member. Local storage on a logout: every key (spec 1
 * §4: "all local storage"). Otherwise every key of this shop (its token, codes and form drafts) but the
 * redirect; other shops' keys and keys of no shop are not its to forget.
 * @example forgottenWithMember('points', 'points:draft:7:settlement-normal', 'session', 'ended') === true
 * @example forgottenWithMember('points', 'procure:token', 'local', 'ended') === false
 * @example forgottenWithMember('points', 'procure:token', 'local', 'logout') === true
 */
export function forgottenWithMember(
  mallPath: string,
  key: string,
  storage: 'local' | 'session',
  reason: ForgetReason,
): boolean {
  if (reason === 'logout' && storage === 'local') return true;
  const prefix = storageKey(mallPath, '');
  return (
    key.startsWith(prefix) && !(OUTLIVES_THE_MEMBER as readonly string[]).includes(key.slice(prefix.length))
  );
}

/**
 * Logged in only with a token and an expireTime in the future (spec 2 §4). Otherwise `drop` says whether
 * any part of a login (token, expiry, codes) is stored, so the caller forgets its member
 * (forgottenWithMember names what goes; the redirect stays: it is where the next login returns to).
 * @example sessionState({ token: 't', expireTime: now - 1 }, now) → { loggedIn: false, drop: true }
 */
export function sessionState(
  stored: { token?: string | null; expireTime?: string | number | null; operationCode?: string | null },
  now: number,
): { loggedIn: boolean; drop: boolean } {
  const expireTime = parseServerTime(stored.expireTime);
  const loggedIn = Boolean(stored.token) && expireTime !== undefined && expireTime > now;
  const present = Boolean(stored.token) || isPresent(stored.expireTime) || isPresent(stored.operationCode);
  return { loggedIn, drop: !loggedIn && present };
}

// Percent-encoding can hide '//' or '\' from a first look, so the path is decoded until it stops changing.
const MAX_DECODE_ROUNDS = 5;

function fullyDecoded(text: string): string | undefined {
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

// Browsers drop tabs and newlines from addresses, which can turn '/\t/host' into '//host'.
function hasControlCharacter(text: string): boolean {
  return [...text].some((character) => character.charCodeAt(0) < 0x20 || character === '\u007f');
}

// Only the path can leave the shop: browsers read '\' as '/', and dot segments climb out of the prefix.
function isSafePath(target: string): boolean {
  const path = fullyDecoded(target.split(/[?#]/)[0] ?? '');
  return (
    target.startsWith('/') &&
    path !== undefined &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    !hasControlCharacter(path) &&
    !path.split('/').some((segment) => segment === '.' || segment === '..')
  );
}

/**
 * Pages a login never returns to: their work is what ended the last login (a password change ends every
 * session of the member), so going back would only ask again. The next login opens the shop root.
 */
const NOT_RETURNED_TO: readonly string[] = [USER_CENTRE.editPassword];

/**
 * Where to go after login: the target when it is a path inside this shop, else the shop root `/{mallPath}`.
 * A path starting with `/{mallPath}` is kept as is; any other path is taken relative to the shop and
 * prefixed, so it can never lead into another shop. Absolute URLs, `//host`, backslashes, schemes
 * (`javascript:`), control characters, dot segments and encoded forms of these give the root, and so do
 * the pages in NOT_RETURNED_TO.
 * @example safeRedirect('points', '/cart?x=1') === '/points/cart?x=1'
 */
export function safeRedirect(mallPath: string, target: string | null | undefined): string {
  const root = shopRoot(mallPath);
  if (!target || !isSafePath(target)) return root;
  const inShop = target === root || ['/', '?', '#'].includes(target.charAt(root.length));
  const destination = target.startsWith(root) && inShop ? target : `${root}${target}`;
  // Page paths match as the router matches them: whatever the case, with or without a trailing slash.
  const page = pathInShop(mallPath, { pathname: destination.split(/[?#]/)[0] ?? '', search: '' })
    .replace(/\/+$/, '')
    .toLowerCase();
  return NOT_RETURNED_TO.some((path) => path.toLowerCase() === page) ? root : destination;
}

/**
 * Where a guest who pressed a sidebar tab that needs login lands once logged in (spec 1 §4: "send guests
 * to /login with a redirect query"): the tab's page, the cart page for the cart drawer, 我的收藏 for the
 * favourites drawer; undefined (stay on the current page) for the rest.
 * @example sidebarLoginTarget({ key: 'cart', title: '购物车', action: 'cartDrawer' }) === '/cart'
 */
export function sidebarLoginTarget(tab: MenuItem): string | undefined {
  switch (tab.action ?? 'route') {
    case 'route':
      return tab.path;
    case 'cartDrawer':
      return PAGE.cart;
    case 'favouritesDrawer':
      return USER_CENTRE.favourites;
    default:
      return undefined;
  }
}

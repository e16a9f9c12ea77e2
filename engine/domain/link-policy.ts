// The one link policy: which addresses from a profile, the gateway or server HTML the shop may follow.
// Only plain web addresses, pages of the shop and (where wanted) mailto:/tel: pass; every other scheme
// (javascript:, data:, vbscript:, …) and anything the browser would read differently is refused.

/** The warning for a configured link without a usable address (spec 1 §2, §8: 'jump URL abnormal'). */
export const JUMP_URL_ABNORMAL = '跳转链接异常';

/** Where a link that passed the policy goes. */
export type LinkTarget =
  /** A page of this shop: the path inside it, e.g. '/helpCenter/helpCenter?id=101'. */
  | { kind: 'shop'; path: string }
  /** An http(s) address. */
  | { kind: 'web'; href: string }
  /** A mailto: or tel: address. */
  | { kind: 'contact'; href: string };

export type LinkCheck = { ok: true; target: LinkTarget } | { ok: false; reason: string };

export interface LinkPolicyOptions {
  /** Whether mailto: and tel: make sense here (links: yes; image addresses: no). Default true. */
  contact?: boolean;
}

// What a browser's URL parser ignores: leading and trailing C0 controls and spaces, and tabs and
// newlines anywhere (so ' JavaScript:' and 'java\tscript:' are javascript: to it, and so to us).
// eslint-disable-next-line no-control-regex
const IGNORED_AT_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const IGNORED_INSIDE = /[\t\n\r]/g;

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const WEB = /^https?:\/\/[^/\\?#\s]/i;
const CONTACT = /^(mailto|tel):./i;

const allowedHere = (contact: boolean) => `allowed: http(s)://, /path${contact ? ', mailto:, tel:' : ''}`;

/**
 * Checks an address against the link policy. `checkLink(' JavaScript:alert(1)')` is refused with the
 * reason "javascript: addresses are refused (…)"; `checkLink('/cart')` is the shop page '/cart'.
 * Protocol-relative addresses ('//host', '/\host') are refused: they leave the shop without saying so.
 */
export function checkLink(address: string | null | undefined, options: LinkPolicyOptions = {}): LinkCheck {
  const contact = options.contact ?? true;
  const allowed = allowedHere(contact);
  const link = (address ?? '').replace(IGNORED_AT_ENDS, '').replace(IGNORED_INSIDE, '');
  if (link === '') return { ok: false, reason: 'the address is empty' };
  if (link.startsWith('/')) {
    if (link[1] === '/' || link[1] === '\\')
      return { ok: false, reason: `protocol-relative addresses are refused (${allowed})` };
    return { ok: true, target: { kind: 'shop', path: link } };
  }
  if (WEB.test(link)) return { ok: true, target: { kind: 'web', href: link } };
  if (contact && CONTACT.test(link)) return { ok: true, target: { kind: 'contact', href: link } };
  // 'https:host' or 'http:\\host' are http(s) to a browser but not plain addresses: refused too.
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase();
  return {
    ok: false,
    reason: `${scheme ? `${scheme}: addresses are refused` : 'not an allowed address'} (${allowed})`,
  };
}

/**
 * Checks the shop's mobile site (`links.mobileSite`): a phone scans it from a QR code, so only an
 * http(s):// address that passes the link policy will do; a page of this shop or a contact is refused.
 */
export function checkMobileSite(address: string): LinkCheck {
  const link = checkLink(address, { contact: false });
  if (!link.ok || link.target.kind === 'web') return link;
  return { ok: false, reason: 'a mobile site must be a whole http(s):// address, not a path in the shop' };
}

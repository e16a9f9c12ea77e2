// The mall path (spec 2 §2): "the first path segment of the site address, or the mallPath query parameter
// when present". Putting it in front of a page, taking it off again, and reading it from an address.
import { LOGIN_QUERY, PAGE, PAGE_SEGMENTS, REGISTER_TAB, withQuery } from './pages';

/**
 * The form of a mall path, as the profile schema states it (schemas/shop-profile.schema.json,
 * `/$defs/ShopIdentity/properties/mallPath/pattern`; a test keeps the two equal). No profile can have
 * another, so anything else names no shop.
 */
export const MALL_PATH_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;

/** Whether a text can be a mall path: isMallPath('s7815') is true; '/evil.example' and '\\evil' are not. */
export const isMallPath = (text: string | null | undefined): text is string =>
  typeof text === 'string' && MALL_PATH_PATTERN.test(text);

/** The query parameter that names the shop and wins over the first path segment. */
export const MALL_PATH_PARAM = 'mallPath';

/** The shop's root address: shopRoot('points') === '/points'. */
export const shopRoot = (mallPath: string): string => `/${mallPath}`;

/** The address of a page inside a shop: shopPath('points', '/cart') === '/points/cart'. */
export function shopPath(mallPath: string, path: string): string {
  return `${shopRoot(mallPath)}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The shop's landing page, where "the shop root" sends users. */
export const shopHome = (mallPath: string): string => shopPath(mallPath, PAGE.home);

/**
 * The mall path taken off an address: the page and query inside the shop, '/' for the root.
 * An address outside the shop is kept as it is.
 * @example pathInShop('points', { pathname: '/points/cart', search: '?x=1' }) === '/cart?x=1'
 */
export function pathInShop(
  mallPath: string,
  { pathname, search }: { pathname: string; search: string },
): string {
  const root = shopRoot(mallPath);
  const inside =
    pathname === root || pathname.startsWith(`${root}/`) ? pathname.slice(root.length) : pathname;
  return (inside || '/') + search;
}

/** The login page, returning to `redirect` (a path inside the shop) afterwards (spec 1 §4). */
export const loginPath = (mallPath: string, redirect?: string): string =>
  withQuery(shopPath(mallPath, PAGE.login), { [LOGIN_QUERY.redirect]: redirect });

/** The login page opened on its registration form. */
export const registerPath = (mallPath: string): string =>
  withQuery(shopPath(mallPath, PAGE.login), { [LOGIN_QUERY.tab]: REGISTER_TAB });

function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The first segment of a path, decoded. */
const firstSegment = (pathname: string): string | undefined => {
  const segment = pathname.split('/').find((part) => part !== '');
  return segment === undefined ? undefined : decodedSegment(segment);
};

/**
 * The shop's mall path: the mallPath query when it is a mall path, else the first path segment when it
 * is one; undefined when neither is (spec 2 §2).
 * @example mallPathFrom('/points/cart', '?mallPath=procure') === 'procure'
 */
export function mallPathFrom(pathname: string, search: string): string | undefined {
  const query = new URLSearchParams(search).get(MALL_PATH_PARAM);
  if (isMallPath(query)) return query;
  const segment = firstSegment(pathname);
  return isMallPath(segment) ? segment : undefined;
}

/** What a `mallPath` query asks of an address: nothing, a move into the shop it names, or to be ignored. */
export type MallPathQuery =
  { kind: 'none' } | { kind: 'move'; to: string } | { kind: 'ignored'; value: string; reason: string };

/**
 * The app addresses a shop by its first path segment, so an address with a `mallPath` query moves there.
 * The page is the path itself when it starts with a page ('/goodDetail/goodDetail?mallPath=points'), or
 * else the path after the address's own mall path ('/points/goodDetail/goodDetail?mallPath=s7815'): the
 * query wins. A query that is not a mall path is ignored, so the address's own shop stands.
 * @example mallPathQuery({ pathname: '/points/cart', search: '?mallPath=s7815', hash: '' }) → { kind: 'move', to: '/s7815/cart' }
 */
export function mallPathQuery(address: { pathname: string; search: string; hash: string }): MallPathQuery {
  const params = new URLSearchParams(address.search);
  const value = params.get(MALL_PATH_PARAM);
  if (value === null || value === '') return { kind: 'none' };
  if (!isMallPath(value)) {
    return { kind: 'ignored', value, reason: `not a mall path (${MALL_PATH_PATTERN.source})` };
  }
  params.delete(MALL_PATH_PARAM);
  const segment = firstSegment(address.pathname);
  const startsWithPage = segment === undefined || PAGE_SEGMENTS.has(segment);
  const page = startsWithPage ? address.pathname : address.pathname.replace(/^\/*[^/]*/, '');
  const query = params.toString();
  const to = `${shopRoot(value)}${page === '/' ? '' : page}${query ? `?${query}` : ''}${address.hash}`;
  return { kind: 'move', to };
}

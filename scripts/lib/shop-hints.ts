// index.html as the server sends it for a page of a shop: with a preload of the shop's resolved profile,
// the first thing the app fetches, so it is on the wire while the bundle downloads (docs/performance.md).
import { mallPathFrom } from '../../engine';

/**
 * The preload tags for the shop an address names: its mall path (the `mallPath` query or the first path
 * segment, only when it is a mall path: `isMallPath`), none for any other address. `as="fetch"` with
 * `crossorigin` is what the app's plain `fetch()` of the same address asks for, so the browser reuses it.
 */
export function shopHints(url: URL): string[] {
  const mallPath = mallPathFrom(url.pathname, url.search);
  if (!mallPath) return [];
  return [`<link rel="preload" as="fetch" crossorigin href="/shop-profiles/resolved/${mallPath}.json">`];
}

/** The page with the hints placed before its first script, so the browser asks for them first. */
export function withShopHints(html: string, url: URL): string {
  const hints = shopHints(url);
  if (hints.length === 0) return html;
  const at = /<script\b|<\/head>/i.exec(html)?.index ?? 0;
  return `${html.slice(0, at)}${hints.join('\n    ')}\n    ${html.slice(at)}`;
}

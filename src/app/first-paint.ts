// A prerendered page (scripts/prerender.ts) holds its shop's frame as HTML and the profile it was drawn from.
// The browser hydrates that HTML: its first render must draw exactly what the server drew, so it sees only
// what the server saw (the profile, a guest, no gateway answer yet). The session, the start-up requests and
// the page itself follow once hydration has committed (docs/first-paint.md).
import type { QueryClient } from '@tanstack/react-query';
import { mallPathFrom, parseShopProfileLoad } from '../../engine';
import type { ShopProfileLoad } from '../../engine';
import { shopProfileQuery } from '../shop/profile-loader';

/**
 * The id of the `<script type="application/json">` that carries, in a prerendered page, the shop's mall path
 * and profile: `{ mallPath, load }`.
 */
export const FIRST_PAINT_DATA_ID = 'first-paint-profile';

/** The performance mark set when a prerendered frame has hydrated. */
export const FIRST_PAINT_HYDRATED = 'first-paint-hydrated';

/** The shop whose prerendered frame is being drawn (on the server) or hydrated (in the browser). */
let firstPaintShop: string | null = null;

/** Draws the shop's first render from this profile, as a prerendered page does. */
export function beginFirstPaint(mallPath: string, load: ShopProfileLoad, client: QueryClient): void {
  client.setQueryData(shopProfileQuery(mallPath).queryKey, load);
  firstPaintShop = mallPath;
}

/** Whether the shop's first render is the prerendered one. */
export const isFirstPaint = (mallPath: string): boolean => firstPaintShop === mallPath;

/** Hydration has committed: from now on the shop renders for what the browser knows. */
export function endFirstPaint(): void {
  firstPaintShop = null;
}

/**
 * The prerendered shop of this page: its mall path and profile, when the page carries one for the shop its
 * address names and the profile is ready. Anything else (a client-rendered page) gives undefined.
 */
export function readFirstPaint(
  doc: Document,
  url: Location,
): { mallPath: string; load: ShopProfileLoad } | undefined {
  const text = doc.getElementById(FIRST_PAINT_DATA_ID)?.textContent;
  const mallPath = mallPathFrom(url.pathname, url.search);
  if (!text || !mallPath) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { mallPath: drawnFor, load: drawn } = (data ?? {}) as { mallPath?: unknown; load?: unknown };
  const load = parseShopProfileLoad(drawn);
  if (drawnFor !== mallPath || load?.status !== 'ready') return undefined;
  return { mallPath, load };
}

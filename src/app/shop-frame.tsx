// The part of a shop that loads lazily, while the shop starts: its context, its routes with their
// layouts, and the message-box dialog; and, as soon as it is in, the code and the first data of the page at
// the address. The first page load carries only the start-up (shop-session.tsx).
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { accessDecision, resolveCapabilities } from '../../engine';
import type { Facts, ResolvedProfile } from '../../engine';
import { ConfirmHost } from '../components/confirm-host';
import { ShopProvider } from '../shop/shop-context';
import { PAGE } from '../shop/shop-paths';
import type { ApiClient } from '../lib/api/request';
import { SHOP_ROUTES } from './routes';
import type { ShopRoute } from './routes';
import { ShopRoutes } from './shop-routes';

interface ShopFrameProps {
  resolved: ResolvedProfile;
  facts: Facts;
  /** False while the shop starts from a prerendered frame: the layout shows, its page is a placeholder. */
  pageShown?: boolean;
}

/**
 * The shop once started: its pages, and the message boxes its requests may raise. Inside the shop only: an
 * unknown shop's gateway alert (13504) is not shown over its status page.
 */
export function ShopFrame({ resolved, facts, pageShown = true }: ShopFrameProps) {
  return (
    <ShopProvider resolved={resolved} facts={facts}>
      <ShopRoutes pageShown={pageShown} />
      <ConfirmHost />
    </ShopProvider>
  );
}

const routeObjects = SHOP_ROUTES.map((route) => ({ path: route.path, route }));

/** The route of a path inside the shop ('/home'; the shop root opens home). */
function routeAt(pathInShop: string): ShopRoute | undefined {
  return matchRoutes(routeObjects, pathInShop === '/' ? PAGE.home : pathInShop)?.[0]?.route.route;
}

/** Starts loading the code of the page at a path inside the shop. */
export function preloadPage(pathInShop: string): void {
  const source = routeAt(pathInShop)?.source;
  if (source && 'Page' in source) void source.Page.preload();
}

/**
 * Starts fetching the first data of the page at a path inside the shop, while the rest of the shop's
 * start-up is on its way, when the login gate would open the page on what is known so far.
 */
export function prefetchPageData(
  pathInShop: string,
  shop: Pick<ShopFrameProps, 'resolved' | 'facts'>,
  client: QueryClient,
  api: ApiClient,
): void {
  const route = routeAt(pathInShop);
  if (!route?.prefetch) return;
  const { loggedIn } = shop.facts;
  const visitorsAllowed = resolveCapabilities(shop.resolved, shop.facts).capabilities['visitors.allowed'];
  if (accessDecision(route.access, { loggedIn, visitorsAllowed }) === 'allow')
    void route.prefetch(client, api);
}

// The top bar's items past the login (spec 1 §2), drawn in the bar on a desktop and in the menu drawer on a
// phone: one place decides what each item is, and both places list them.
import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { MenuItem } from '../../../engine';
import { HoverPanel } from '../../components/hover-panel';
import { Icon } from '../../components/icons';
import { cartCountQuery } from '../../lib/api/endpoints/cart';
import { equitySummaryQuery } from '../../lib/api/endpoints/equity';
import { navLinksQuery } from '../../lib/api/endpoints/nav';
import type { NavLink } from '../../../engine/contract';
import { useApiClient } from '../../shop/api-client';
import { useCapability, useShop } from '../../shop/shop-context';
import { PAGE, shopPath, useGoToLogin, USER_CENTRE } from '../../shop/shop-paths';
import { useOpenOrders } from '../../shop/use-open-orders';
import { useOpenConfiguredLink } from './configured-link';
import { Accent } from './top-nav-bar-styles';

// Drawn only when someone hovers 手机版: the QR encoder is not part of the first load.
const MobileQr = lazy(() => import('./mobile-qr').then((module) => ({ default: module.MobileQr })));

/** Where the items show: the desktop's top bar, or the phone's menu drawer. */
export type TopNavPlace = 'bar' | 'menu';

/**
 * Draws one of the shop's `menus.topNav` items past login and logout (orders, the cart with its count,
 * 手机版, extra links); null for those two and for what has no place here. In the menu, 手机版 is a link
 * to the shop's separate mobile site, or nothing: on a phone this storefront is the mobile site.
 */
export function useTopNavItem(place: TopNavPlace): (item: MenuItem) => ReactNode {
  const api = useApiClient();
  const { mallPath, facts, mobileSite } = useShop();
  const goToLogin = useGoToLogin();
  const openOrders = useOpenOrders();
  const openConfiguredLink = useOpenConfiguredLink();
  const { loggedIn } = facts;
  const cartCount = useQuery({ ...cartCountQuery(api), enabled: loggedIn });
  const iconSize = place === 'bar' ? 13 : 18;

  return (item) => {
    switch (item.key) {
      case 'login':
      case 'logout':
        return null;
      case 'orders':
        return (
          <button type="button" onClick={openOrders}>
            <Icon name="orders" size={iconSize} />
            {item.title}
          </button>
        );
      case 'cart':
        return (
          <Link to={shopPath(mallPath, item.path ?? PAGE.cart)}>
            <Icon name="cart" size={iconSize} />
            {item.title}
            {loggedIn && <Accent>({cartCount.data ?? 0})</Accent>}
          </Link>
        );
      case 'mobile-qr':
        if (place === 'menu') {
          return (
            mobileSite && (
              <a href={mobileSite}>
                <Icon name="phone" size={iconSize} />
                {item.title}
              </a>
            )
          );
        }
        return (
          <HoverPanel
            label="手机版二维码"
            align="right"
            trigger={
              <button type="button">
                <Icon name="phone" size={iconSize} />
                {item.title}
              </button>
            }
          >
            <Suspense fallback={null}>
              <MobileQr mobileSite={mobileSite} />
            </Suspense>
          </HoverPanel>
        );
      default:
        if (item.path) {
          return item.requiresLogin && !loggedIn ? (
            <button type="button" onClick={() => goToLogin()}>
              {item.title}
            </button>
          ) : (
            <Link to={shopPath(mallPath, item.path)}>{item.title}</Link>
          );
        }
        return (
          <button type="button" onClick={() => openConfiguredLink(item.url, item.openMode)}>
            {item.title}
          </button>
        );
    }
  };
}

/** Whether the top bar (and the phone's menu) shows 我的权益: where `equity.enabled`, to a logged-in member. */
export function useEquityLabelShown(): boolean {
  const equityEnabled = useCapability('equity.enabled');
  const { facts } = useShop();
  return equityEnabled && facts.loggedIn;
}

/** 我的权益 with the member's usable and unclaimed cards. */
export function EquityLabel() {
  const api = useApiClient();
  const { mallPath } = useShop();
  const { data: summary } = useQuery(equitySummaryQuery(api));
  return (
    <Link to={shopPath(mallPath, USER_CENTRE.equityCard)}>
      我的权益
      {summary && (
        <>
          ：可用<Accent>{summary.useCount}</Accent>张 · 待领取<Accent>{summary.unclaimedCount}</Accent>张
        </>
      )}
    </Link>
  );
}

/** The configured dropdown links (网站导航); none while they load or when their list failed. */
export function useNavLinks(): readonly NavLink[] {
  const api = useApiClient();
  const { data: links, error } = useQuery(navLinksQuery(api));
  useEffect(() => {
    // A failed nav list is only logged (spec 1 §8); the bar works without it.
    if (error) console.warn('Nav links failed to load:', error.message);
  }, [error]);
  return links ?? [];
}

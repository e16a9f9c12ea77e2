import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { MenuItem } from '../../../engine';
import { HoverPanel } from '../../components/hover-panel';
import { Icon } from '../../components/icons';
import { cartCountQuery } from '../../lib/api/endpoints/cart';
import { equitySummaryQuery } from '../../lib/api/endpoints/equity';
import { userInfoQuery } from '../../lib/api/endpoints/member';
import { navLinksQuery } from '../../lib/api/endpoints/nav';
import { useCapability, useShop } from '../../shop/shop-context';
import { PAGE, registerPath, shopPath, useGoToLogin, USER_CENTRE } from '../../shop/shop-paths';
import { useShopBrand } from '../../shop/use-shop-brand';
import { useOpenConfiguredLink } from './configured-link';
import { useOpenOrders } from '../../shop/use-open-orders';
// Imported last: styled-components orders its rules by creation, so the bar's stay after those above.
import { Accent, Bar, MenuList, Row, Side } from './top-nav-bar-styles';
import { useApiClient } from '../../shop/api-client';

// Drawn only when someone hovers 手机版: the QR encoder is not part of the first load.
const MobileQr = lazy(() => import('./mobile-qr').then((module) => ({ default: module.MobileQr })));

function UserMenu({ logoutItem, onSignOut }: { logoutItem: MenuItem | undefined; onSignOut: () => void }) {
  const api = useApiClient();
  const { mallPath } = useShop();
  const { data: user } = useQuery(userInfoQuery(api));
  const name = user?.nickName || user?.account || '我的账户';
  return (
    <HoverPanel
      label="账户菜单"
      trigger={
        <Link to={shopPath(mallPath, USER_CENTRE.personalHome)}>
          {name}
          <Icon name="chevronDown" size={12} />
        </Link>
      }
    >
      <MenuList>
        <li>
          <Link to={shopPath(mallPath, USER_CENTRE.personalHome)}>个人中心</Link>
        </li>
        {logoutItem && (
          <li>
            <button type="button" onClick={onSignOut}>
              {logoutItem.title}
            </button>
          </li>
        )}
      </MenuList>
    </HoverPanel>
  );
}

function EquityLabel() {
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

function NavLinks() {
  const api = useApiClient();
  const { data: links, error } = useQuery(navLinksQuery(api));
  const openConfiguredLink = useOpenConfiguredLink();
  useEffect(() => {
    // A failed nav list is only logged (spec 1 §8); the bar works without it.
    if (error) console.warn('Nav links failed to load:', error.message);
  }, [error]);
  if (!links || links.length === 0) return null;
  return (
    <li>
      <HoverPanel
        label="网站导航"
        align="right"
        trigger={
          <button type="button">
            网站导航
            <Icon name="chevronDown" size={12} />
          </button>
        }
      >
        <MenuList>
          {links.map((link) => (
            <li key={link.columnName}>
              <button type="button" onClick={() => openConfiguredLink(link.columnLink, link.openMode)}>
                {link.columnName}
              </button>
            </li>
          ))}
        </MenuList>
      </HoverPanel>
    </li>
  );
}

/**
 * The bar above the header (spec 1 §2): welcome and login or the user's name with its menu; then the
 * shop's `menus.topNav` items (orders, cart with its count, mobile QR, any extra links), the equity
 * label where `equity.enabled`, and the configured dropdown links.
 */
export function TopNavBar({ onSignOut }: { onSignOut: () => void }) {
  const api = useApiClient();
  const equityEnabled = useCapability('equity.enabled');
  const { mallPath, menus, facts, mobileSite } = useShop();
  const { name } = useShopBrand();
  const goToLogin = useGoToLogin();
  const openOrders = useOpenOrders();
  const openConfiguredLink = useOpenConfiguredLink();
  const { loggedIn } = facts;
  const cartCount = useQuery({ ...cartCountQuery(api), enabled: loggedIn });
  const byKey = (key: string) => menus.topNav.find((item) => item.key === key);
  const loginItem = byKey('login');
  const registerLink = useCapability('registration.enabled');

  const rightItem = (item: MenuItem): ReactNode => {
    switch (item.key) {
      case 'login':
      case 'logout':
        return null;
      case 'orders':
        return (
          <button type="button" onClick={openOrders}>
            <Icon name="orders" size={13} />
            {item.title}
          </button>
        );
      case 'cart':
        return (
          <Link to={shopPath(mallPath, item.path ?? PAGE.cart)}>
            <Icon name="cart" size={13} />
            {item.title}
            {loggedIn && <Accent>({cartCount.data ?? 0})</Accent>}
          </Link>
        );
      case 'mobile-qr':
        // Without a mobile site there is nothing to scan, so no 手机版.
        return mobileSite === undefined ? null : (
          <HoverPanel
            label="手机版二维码"
            align="right"
            trigger={
              <button type="button">
                <Icon name="phone" size={13} />
                {item.title}
              </button>
            }
          >
            <Suspense fallback={null}>
              <MobileQr address={mobileSite} />
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

  return (
    <Bar aria-label="顶部导航">
      <Row>
        <Side>
          <li>您好，欢迎来到{name}！</li>
          {loggedIn ? (
            <li>
              <UserMenu logoutItem={byKey('logout')} onSignOut={onSignOut} />
            </li>
          ) : (
            <>
              {loginItem && (
                <li>
                  <Link to={shopPath(mallPath, loginItem.path ?? PAGE.login)}>
                    <Accent>{loginItem.title}</Accent>
                  </Link>
                </li>
              )}
              {registerLink && (
                <li>
                  <Link to={registerPath(mallPath)}>免费注册</Link>
                </li>
              )}
            </>
          )}
        </Side>
        <Side>
          {menus.topNav.map((item) => {
            const content = rightItem(item);
            return content && <li key={item.key}>{content}</li>;
          })}
          {equityEnabled && loggedIn && (
            <li>
              <EquityLabel />
            </li>
          )}
          <NavLinks />
        </Side>
      </Row>
    </Bar>
  );
}

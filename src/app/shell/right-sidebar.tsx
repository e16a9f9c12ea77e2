import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { sidebarLoginTarget } from '../../../engine';
import type { MenuItem } from '../../../engine';
import { Icon } from '../../components/icons';
import type { IconName } from '../../components/icons';
import { scrollToTop } from '../../components/scroll-to-top';
import { cartCountQuery } from '../../lib/api/endpoints/cart';
import { equitySummaryQuery } from '../../lib/api/endpoints/equity';
import { useCapability, useShop } from '../../shop/shop-context';
import { shopPath, useGoToLogin } from '../../shop/shop-paths';
import { useServiceContact } from '../../shop/use-service-contact';
import { useOpenConfiguredLink } from './configured-link';
import { useOpenOrders } from '../../shop/use-open-orders';
// Imported last: styled-components orders its rules by creation, so the sidebar's stay after those above.
import { Badge, Bar, ServiceClose, ServicePanel, Tab, TabBarRoom, Tabs, Tip } from './right-sidebar-styles';
import { useApiClient } from '../../shop/api-client';

type Action = NonNullable<MenuItem['action']>;

const ICONS: Record<Action, IconName> = {
  route: 'link',
  link: 'link',
  cartDrawer: 'cart',
  favouritesDrawer: 'heart',
  customerService: 'service',
  backToTop: 'top',
  adminOrders: 'orders',
};

/** Route tabs the spec names get their own icons; other routes a link icon. */
const ROUTE_ICONS: Partial<Record<string, IconName>> = {
  'personal-centre': 'user',
  equity: 'gift',
};

/** The customer-service popover; Esc closes it, as any popover, and on a phone its close button. */
function CustomerServicePanel({ onClose }: { onClose: () => void }) {
  const { hotline, hours } = useServiceContact();
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  return (
    <ServicePanel role="dialog" aria-label="在线客服">
      <div>在线客服</div>
      {hotline ? (
        <div>
          客服热线：<strong>{hotline}</strong>
        </div>
      ) : (
        <div>客服暂未配置联系方式</div>
      )}
      {hours && <div>服务时间：{hours}</div>}
      <ServiceClose type="button" aria-label="关闭在线客服" onClick={onClose}>
        <Icon name="close" size={18} />
      </ServiceClose>
    </ServicePanel>
  );
}

export interface SidebarDrawers {
  cartOpen: boolean;
  favouritesOpen: boolean;
  toggleCart: () => void;
  toggleFavourites: () => void;
}

/**
 * The right sidebar: the shop's `menus.sidebarTabs` (plus extras), already filtered by the engine; on a phone
 * the bottom tab bar, with the room it takes kept at the end of the page.
 * Tabs that need login send guests to the login page, returning to what the tab opens (sidebarLoginTarget).
 */
export function RightSidebar({ drawers }: { drawers: SidebarDrawers }) {
  const api = useApiClient();
  const equityEnabled = useCapability('equity.enabled');
  const { mallPath, menus, facts, limits } = useShop();
  const navigate = useNavigate();
  const goToLogin = useGoToLogin();
  const openOrders = useOpenOrders();
  const openConfiguredLink = useOpenConfiguredLink();
  const [serviceOpen, setServiceOpen] = useState(false);
  const cartCount = useQuery({ ...cartCountQuery(api), enabled: facts.loggedIn });
  const equity = useQuery({
    ...equitySummaryQuery(api),
    enabled: facts.loggedIn && equityEnabled,
  });

  const closeService = () => setServiceOpen(false);

  const act = (tab: MenuItem) => {
    // Another tab used leaves no popover behind over the page.
    if (tab.action !== 'customerService') closeService();
    if (tab.requiresLogin && !facts.loggedIn) {
      goToLogin(sidebarLoginTarget(tab));
      return;
    }
    switch (tab.action ?? 'route') {
      case 'route':
        if (tab.path) navigate(shopPath(mallPath, tab.path));
        else openConfiguredLink(tab.url, tab.openMode);
        break;
      case 'link':
        openConfiguredLink(tab.url, tab.openMode);
        break;
      case 'cartDrawer':
        drawers.toggleCart();
        break;
      case 'favouritesDrawer':
        drawers.toggleFavourites();
        break;
      case 'customerService':
        setServiceOpen((current) => !current);
        break;
      case 'adminOrders':
        openOrders();
        break;
      case 'backToTop':
        scrollToTop(limits.timing.scrollTopMs);
        break;
    }
  };

  /** The count a tab shows: the cart's lines, or the equity cards waiting to be claimed. */
  const badgeOf = (tab: MenuItem): number | undefined => {
    if (!facts.loggedIn) return undefined;
    if (tab.action === 'cartDrawer') return cartCount.data;
    if (tab.capability === 'equity.enabled') return equity.data?.unclaimedCount;
    return undefined;
  };

  const isActive = (tab: MenuItem) =>
    (tab.action === 'cartDrawer' && drawers.cartOpen) ||
    (tab.action === 'favouritesDrawer' && drawers.favouritesOpen) ||
    (tab.action === 'customerService' && serviceOpen);

  // Back-to-top sits apart at the bottom, whatever extras a shop appends after it.
  const tabs = [
    ...menus.sidebarTabs.filter((tab) => tab.action !== 'backToTop'),
    ...menus.sidebarTabs.filter((tab) => tab.action === 'backToTop'),
  ];

  return (
    <>
      <TabBarRoom aria-hidden="true" />
      <Bar aria-label="侧边栏">
        <Tabs>
          {tabs.map((tab) => {
            const action = tab.action ?? 'route';
            const icon = (action === 'route' && ROUTE_ICONS[tab.key]) || ICONS[action];
            const badge = badgeOf(tab);
            return (
              <li key={tab.key} data-apart={action === 'backToTop'}>
                <Tab
                  type="button"
                  aria-label={tab.title}
                  aria-pressed={tab.action?.endsWith('Drawer') ? isActive(tab) : undefined}
                  $active={isActive(tab)}
                  onClick={() => act(tab)}
                >
                  <Icon name={icon} size={20} />
                  <Tip className="tip">{tab.title}</Tip>
                  {badge !== undefined && badge > 0 && <Badge>{badge}</Badge>}
                </Tab>
                {action === 'customerService' && serviceOpen && (
                  <CustomerServicePanel onClose={closeService} />
                )}
              </li>
            );
          })}
        </Tabs>
      </Bar>
    </>
  );
}

import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { MenuItem } from '../../../engine';
import { belowContentWidth, onPhone } from '../../components/breakpoints';
import { Container } from '../../components/container';
import { useShop } from '../../shop/shop-context';
import { currentNavTab, NAV_BAR } from '../../../engine';
import { pathInShop, shopPath } from '../../shop/shop-paths';
import { useOpenConfiguredLink } from './configured-link';
import { CategoryMenu } from './category-menu';

// On a phone the bar gives way to the header's menu drawer, which lists the same tabs and categories.
const Bar = styled.nav`
  background: ${({ theme }) => theme.primary};
  ${onPhone} {
    display: none;
  }
`;

// Positioned: below the desktop the category pop-up spans this row.
const Row = styled(Container)`
  position: relative;
  display: flex;
  align-items: stretch;
  height: 44px;
`;

const Tabs = styled.ul`
  display: flex;
  margin: 0;
  padding: 0 0 0 ${NAV_BAR.tabsStart}px;
  list-style: none;
  a,
  button {
    display: flex;
    align-items: center;
    height: 44px;
    padding: 0 ${NAV_BAR.tabPadding}px;
    color: #fff;
    font: inherit;
    font-size: ${NAV_BAR.fontSize}px;
    text-decoration: none;
    background: none;
    border: 0;
    cursor: pointer;
    &:hover,
    &[aria-current='page'] {
      background: ${({ theme }) => theme.primaryDark};
    }
  }
  ${belowContentWidth} {
    min-width: 0;
    overflow-x: auto;
    white-space: nowrap;
  }
`;

/** The tab the address names (the engine's currentNavTab: a navIndex in the address names it). */
export function useCurrentNavTab(): string | undefined {
  const { mallPath, menus } = useShop();
  return currentNavTab(menus.navTabs, pathInShop(mallPath, useLocation()));
}

/** One nav tab: a page of the shop, or a configured link (`url`, `openMode`) followed by the link policy. */
export function NavTab({ tab, current }: { tab: MenuItem; current: boolean }) {
  const { mallPath } = useShop();
  const openConfiguredLink = useOpenConfiguredLink();
  return tab.path ? (
    <Link to={shopPath(mallPath, tab.path)} aria-current={current ? 'page' : undefined}>
      {tab.title}
    </Link>
  ) : (
    <button type="button" onClick={() => openConfiguredLink(tab.url, tab.openMode)}>
      {tab.title}
    </button>
  );
}

/**
 * The bar under the header: the category pop-up and the shop's nav tabs (`menus.navTabs` plus its
 * extras, already filtered by the engine: no home tab or goods-centre tab where capabilities say so).
 */
export function NavTabs() {
  const { menus } = useShop();
  const current = useCurrentNavTab();
  return (
    <Bar aria-label="主导航">
      <Row>
        <CategoryMenu />
        <Tabs>
          {menus.navTabs.map((tab) => (
            <li key={tab.key}>
              <NavTab tab={tab} current={tab.key === current} />
            </li>
          ))}
        </Tabs>
      </Row>
    </Bar>
  );
}

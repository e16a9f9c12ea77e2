import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../../components/container';
import { useShop } from '../../shop/shop-context';
import { currentNavTab, NAV_BAR } from '../../../engine';
import { pathInShop, shopPath } from '../../shop/shop-paths';
import { useOpenConfiguredLink } from './configured-link';
import { CategoryMenu } from './category-menu';

const Bar = styled.nav`
  background: ${({ theme }) => theme.primary};
`;

const Row = styled(Container)`
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
`;

/**
 * The bar under the header: the category pop-up and the shop's nav tabs (`menus.navTabs` plus its
 * extras, already filtered by the engine: no home tab or goods-centre tab where capabilities say so). The
 * current tab is the engine's currentNavTab: a navIndex in the address names it.
 */
export function NavTabs() {
  const { mallPath, menus } = useShop();
  const openConfiguredLink = useOpenConfiguredLink();
  const current = currentNavTab(menus.navTabs, pathInShop(mallPath, useLocation()));
  return (
    <Bar aria-label="主导航">
      <Row>
        <CategoryMenu />
        <Tabs>
          {menus.navTabs.map((tab) => (
            <li key={tab.key}>
              {tab.path ? (
                <Link
                  to={shopPath(mallPath, tab.path)}
                  aria-current={tab.key === current ? 'page' : undefined}
                >
                  {tab.title}
                </Link>
              ) : (
                <button type="button" onClick={() => openConfiguredLink(tab.url, tab.openMode)}>
                  {tab.title}
                </button>
              )}
            </li>
          ))}
        </Tabs>
      </Row>
    </Bar>
  );
}

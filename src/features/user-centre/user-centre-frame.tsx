import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { menuDeniesPage, menuTrail } from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { Container } from '../../components/container';
import { EmptyState } from '../../components/empty-state';
import { useScrolledPast } from '../../components/use-scrolled-past';
import { useShop } from '../../shop/shop-context';
import { pathInShop, shopHome, shopPath } from '../../shop/shop-paths';
import { useDocumentTitle } from '../../shop/use-shop-brand';
import { PhoneMenu } from './phone-menu';
import { MenuGroups, menuGroupsStyle } from './user-centre-menu';

const MENU_WIDTH = 200;

const Breadcrumb = styled.nav`
  padding: 16px 0;
  font-size: 13px;
  color: ${({ theme }) => theme.muted};
  ol {
    display: flex;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '>';
    margin-right: 6px;
  }
  a {
    color: inherit;
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.primary};
    }
  }
  li:last-child {
    color: ${({ theme }) => theme.text};
  }
  ${onPhone} {
    padding: 10px 0;
    ol {
      flex-wrap: wrap;
    }
  }
`;

const Columns = styled.div`
  display: flex;
  gap: 20px;
  align-items: flex-start;
`;

// On a phone the menu is the PhoneMenu's drawer, and the page takes the whole width.
const MenuSlot = styled.div`
  width: ${MENU_WIDTH}px;
  flex-shrink: 0;
  ${onPhone} {
    display: none;
  }
`;

const Menu = styled.nav<{ $fixed: boolean }>`
  width: ${MENU_WIDTH}px;
  background: #fff;
  padding: 8px 0 16px;
  ${({ $fixed }) =>
    $fixed &&
    css`
      position: fixed;
      top: 16px;
    `}
  ${menuGroupsStyle}
`;

const Content = styled.section`
  flex: 1;
  min-width: 0;
  min-height: 480px;
  background: #fff;
  padding: 20px 24px;
  h1 {
    margin: 0 0 16px;
    padding-bottom: 12px;
    font-size: 18px;
    border-bottom: 1px solid ${({ theme }) => theme.border};
  }
  ${onPhone} {
    min-height: 0;
    padding: 16px 12px;
    h1 {
      margin-bottom: 12px;
      padding-bottom: 10px;
      font-size: 16px;
    }
  }
`;

/** What a page the menu hides from this user shows; its tab still gets the page's title. */
function DeniedPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return <EmptyState text="您没有访问该页面的权限" />;
}

/**
 * The user-centre layout (spec 1 §2): a breadcrumb (the page's menu group and, for a page below a menu
 * page such as order/view, that page), the left menu (`menus.userCentre`, already
 * filtered by the user's codes and the shop's capabilities), and the page. The menu fixes once the
 * page is scrolled past `limits.layout.userCentreFixedAfter`; on a phone it is a bar naming the page
 * that opens the same menu in a drawer (PhoneMenu). A page the menu hides from this user shows that it
 * is not available instead of its content.
 */
export function UserCentreFrame({
  title,
  menuPage,
  children,
}: {
  title: string;
  /** The menu page this page is reached from and gated as (rePhone from 账户安全). */
  menuPage?: string;
  children: ReactNode;
}) {
  const { mallPath, menus, configuredMenus, limits } = useShop();
  const location = useLocation();
  const fixed = useScrolledPast(limits.layout.userCentreFixedAfter);
  const path = pathInShop(mallPath, { pathname: location.pathname, search: '' });
  const gatePath = menuPage ?? path;
  const [group, ...trail] = menuTrail(menus.userCentre, gatePath) ?? [];
  const parentPage = trail.at(-1)?.path === path ? undefined : trail.at(-1);
  const denied = menuDeniesPage(configuredMenus.userCentre ?? [], menus.userCentre, gatePath);

  return (
    <Container>
      <Breadcrumb aria-label="面包屑">
        <ol>
          <li>
            <Link to={shopHome(mallPath)}>首页</Link>
          </li>
          <li>{group?.title ?? '个人中心'}</li>
          {parentPage?.path && (
            <li>
              <Link to={shopPath(mallPath, parentPage.path)}>{parentPage.title}</Link>
            </li>
          )}
          <li aria-current="page">{title}</li>
        </ol>
      </Breadcrumb>
      <PhoneMenu current={title} />
      <Columns>
        <MenuSlot>
          <Menu $fixed={fixed} aria-label="个人中心菜单">
            <MenuGroups />
          </Menu>
        </MenuSlot>
        <Content>
          <h1>{title}</h1>
          {denied ? <DeniedPage title={title} /> : children}
        </Content>
      </Columns>
    </Container>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { MenuItem } from '../../../engine';
import { HoverPanel } from '../../components/hover-panel';
import { Icon } from '../../components/icons';
import { userInfoQuery } from '../../lib/api/endpoints/member';
import { useCapability, useShop } from '../../shop/shop-context';
import { PAGE, registerPath, shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { useShopBrand } from '../../shop/use-shop-brand';
import { useOpenConfiguredLink } from './configured-link';
import { EquityLabel, useEquityLabelShown, useNavLinks, useTopNavItem } from './top-nav-items';
// Imported last: styled-components orders its rules by creation, so the bar's stay after those above.
import { Accent, Bar, MenuList, PhoneOnly, RightSide, Row, Side, Welcome } from './top-nav-bar-styles';
import { useApiClient } from '../../shop/api-client';

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

function NavLinks() {
  const links = useNavLinks();
  const openConfiguredLink = useOpenConfiguredLink();
  if (links.length === 0) return null;
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
 * label where `equity.enabled`, and the configured dropdown links. On a phone only the login, or the
 * user's name and 退出, stay: the rest is in the header's menu drawer.
 */
export function TopNavBar({ onSignOut }: { onSignOut: () => void }) {
  const equityShown = useEquityLabelShown();
  const { mallPath, menus, facts } = useShop();
  const { name } = useShopBrand();
  const topNavItem = useTopNavItem('bar');
  const { loggedIn } = facts;
  const byKey = (key: string) => menus.topNav.find((item) => item.key === key);
  const loginItem = byKey('login');
  const logoutItem = byKey('logout');
  const registerLink = useCapability('registration.enabled');

  return (
    <Bar aria-label="顶部导航">
      <Row>
        <Side>
          <Welcome>您好，欢迎来到{name}！</Welcome>
          {loggedIn ? (
            <>
              <li>
                <UserMenu logoutItem={logoutItem} onSignOut={onSignOut} />
              </li>
              {/* A phone has no hover: its 退出 stands beside the name. */}
              {logoutItem && (
                <PhoneOnly>
                  <button type="button" onClick={onSignOut}>
                    {logoutItem.title}
                  </button>
                </PhoneOnly>
              )}
            </>
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
        <RightSide>
          {menus.topNav.map((item) => {
            const content = topNavItem(item);
            return content && <li key={item.key}>{content}</li>;
          })}
          {equityShown && (
            <li>
              <EquityLabel />
            </li>
          )}
          <NavLinks />
        </RightSide>
      </Row>
    </Bar>
  );
}

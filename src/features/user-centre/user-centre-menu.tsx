import { NavLink } from 'react-router-dom';
import { css } from 'styled-components';
import { useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { UnreadBadge, useUnreadNotices } from './unread-notices';

/** The menu's look: group headings over their links, the current page marked in the shop colour. */
export const menuGroupsStyle = css`
  h2 {
    margin: 14px 0 6px;
    padding: 0 24px;
    font-size: 15px;
    color: ${({ theme }) => theme.text};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 7px 24px 7px 36px;
    color: #666;
    font-size: 13px;
    text-decoration: none;
    border-left: 3px solid transparent;
    &:hover {
      color: ${({ theme }) => theme.primary};
    }
    &.active {
      color: ${({ theme }) => theme.primary};
      border-left-color: ${({ theme }) => theme.primary};
      background: ${({ theme }) => theme.primaryFaint};
    }
  }
`;

/**
 * The user-centre menu's groups and links (`menus.userCentre`, already filtered by the user's codes and
 * the shop's capabilities), with the unread notices' count on 消息通知. The desktop's left column and the
 * phone's menu drawer both draw it, so the two never differ.
 */
export function MenuGroups({ onNavigate }: { onNavigate?: () => void }) {
  const { mallPath, menus } = useShop();
  const unread = useUnreadNotices(menus.userCentre);
  return menus.userCentre.map((group) => (
    <section key={group.key}>
      <h2>{group.title}</h2>
      <ul>
        {(group.children ?? [group]).map((item) =>
          item.path ? (
            <li key={item.key}>
              <NavLink to={shopPath(mallPath, item.path)} end onClick={onNavigate}>
                {item.title}
                {item.path === USER_CENTRE.notices && unread ? (
                  <UnreadBadge title={`${unread}条未读`}>{unread}</UnreadBadge>
                ) : null}
              </NavLink>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  ));
}

import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { menuTrail, unreadBadge } from '../../../engine';
import type { MenuItem } from '../../../engine';
import { noticesQuery } from '../../lib/api/endpoints/account';
import { USER_CENTRE } from '../../shop/shop-paths';
import { useApiClient } from '../../shop/api-client';

export const UnreadBadge = styled.span`
  display: inline-block;
  min-width: 18px;
  margin-left: 6px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.danger};
  color: #fff;
  font-size: 11px;
  line-height: 18px;
  text-align: center;
`;

/**
 * The unread notices' badge text for 消息通知 in the menu, when this member's menu has it. It reads the notice
 * list's query, so opening a notice (which refetches it) lowers the count at once.
 */
export function useUnreadNotices(menu: readonly MenuItem[]): string | undefined {
  const api = useApiClient();
  const listed = menuTrail(menu, USER_CENTRE.notices)?.at(-1)?.path === USER_CENTRE.notices;
  const { data } = useQuery({
    ...noticesQuery(api),
    enabled: listed,
    select: (answer) => answer.unreadCount,
  });
  return listed && data !== undefined ? unreadBadge(data) : undefined;
}

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { menuDeniesPage, orderListPath } from '../../../engine';
import { orderStatusCountsQuery } from '../../lib/api/endpoints/order-life';
import { useApiClient } from '../../shop/api-client';
import { useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { useOrderTabs } from '../../shop/use-order-tabs';

const Panel = styled.section`
  margin-bottom: 24px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 6px;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 12px 20px;
    border-bottom: 1px solid ${({ theme }) => theme.border};
    font-size: 13px;
  }
  h3 {
    margin: 0;
    font-size: 15px;
  }
  header a {
    color: ${({ theme }) => theme.muted};
    text-decoration: none;
  }
  ul {
    display: flex;
    margin: 0;
    padding: 16px 0;
    list-style: none;
  }
  li {
    flex: 1;
  }
  li + li {
    border-left: 1px solid ${({ theme }) => theme.border};
  }
  li a {
    display: block;
    text-align: center;
    color: ${({ theme }) => theme.text};
    text-decoration: none;
    font-size: 13px;
    &:hover {
      color: ${({ theme }) => theme.primary};
    }
  }
  strong {
    display: block;
    margin-bottom: 4px;
    font-size: 22px;
    color: ${({ theme }) => theme.primary};
  }
  ${onPhone} {
    margin-bottom: 16px;
    header {
      padding: 10px 12px;
    }
    ul {
      padding: 12px 0;
    }
    li a {
      padding: 0 2px;
      font-size: 12px;
    }
  }
`;

/**
 * 我的订单 on the personal home: the member's count in each status tab of the shop (useOrderTabs), each a
 * link to its tab. Shown only to a user whose menu opens 我的订单; nothing until the counts are in.
 */
export function OrderCounts() {
  const api = useApiClient();
  const { mallPath, menus, configuredMenus } = useShop();
  const tabs = useOrderTabs();
  const listed = !menuDeniesPage(configuredMenus.userCentre ?? [], menus.userCentre, USER_CENTRE.orders);
  const { data: counts } = useQuery({ ...orderStatusCountsQuery(api), enabled: listed });
  if (!listed || !counts) return null;
  const countOf = (status: number) => counts.find((each) => each.orderStatus === status)?.count ?? 0;
  return (
    <Panel aria-labelledby="order-counts">
      <header>
        <h3 id="order-counts">我的订单</h3>
        <Link to={shopPath(mallPath, orderListPath())}>全部订单 ›</Link>
      </header>
      <ul>
        {tabs.flatMap(({ label, status }) =>
          status === undefined
            ? []
            : [
                <li key={status}>
                  <Link
                    to={shopPath(mallPath, orderListPath(status))}
                    aria-label={`${label} ${countOf(status)}个订单`}
                  >
                    <strong>{countOf(status)}</strong>
                    {label}
                  </Link>
                </li>,
              ],
        )}
      </ul>
    </Panel>
  );
}

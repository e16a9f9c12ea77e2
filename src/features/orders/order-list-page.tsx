import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderListQuery } from '../../lib/api/endpoints/orders';
import { MemberOrderActions } from './member-order-actions';
import { OrderList } from './order-list';
import { useStatusPaging } from './use-status-paging';
import { useApiClient } from '../../shop/api-client';
import { useOrderTabs } from '../../shop/use-order-tabs';

/**
 * /userCenter/order 我的订单 (docs/orders.md): the member's orders, newest first, by status tab and page,
 * each with 详情, 取消订单 while cancellable, 确认收货 once shipped and 再次购买; the shop's tabs (useOrderTabs). The user-centre frame gives the heading.
 */
export default function OrderListPage() {
  const api = useApiClient();
  const tabs = useOrderTabs();
  const paging = useStatusPaging(tabs);
  const orders = useQuery({ ...orderListQuery(api, paging.filter), placeholderData: keepPreviousData });
  return (
    <OrderList
      label="订单列表"
      tabs={tabs}
      paging={paging}
      orders={orders}
      emptyText="暂无订单"
      actions={(order) => <MemberOrderActions order={order} />}
    />
  );
}

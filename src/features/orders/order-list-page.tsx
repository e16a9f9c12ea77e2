import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ORDER_TABS } from '../../../engine';
import { orderListQuery } from '../../lib/api/endpoints/orders';
import { MemberOrderActions } from './member-order-actions';
import { OrderList } from './order-list';
import { useStatusPaging } from './use-status-paging';
import { useApiClient } from '../../shop/api-client';

/**
 * /userCenter/order 我的订单 (docs/orders.md): the member's orders, newest first, by status tab and page,
 * each with 详情, 取消订单 while cancellable and 再次购买. The user-centre frame gives the heading.
 */
export default function OrderListPage() {
  const api = useApiClient();
  const paging = useStatusPaging(ORDER_TABS);
  const orders = useQuery({ ...orderListQuery(api, paging.filter), placeholderData: keepPreviousData });
  return (
    <OrderList
      label="订单列表"
      tabs={ORDER_TABS}
      paging={paging}
      orders={orders}
      emptyText="暂无订单"
      actions={(order) => <MemberOrderActions order={order} />}
    />
  );
}

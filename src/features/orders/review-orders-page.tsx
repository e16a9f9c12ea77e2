import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REVIEW_TABS } from '../../../engine';
import { reviewOrderListQuery } from '../../lib/api/endpoints/orders';
import { OrderList } from './order-list';
import { ReviewerOrderActions } from './reviewer-order-actions';
import { useStatusPaging } from './use-status-paging';
import { useApiClient } from '../../shop/api-client';

/**
 * /userCenter/reviewOrder 订单审核 (capability orders.view = review, code F000143): every buyer's orders by
 * review outcome, 待审核 first, each with 通过 and 驳回 while awaiting review. A decision refreshes the
 * lists (the write invalidates every order key), so the order moves to its new tab.
 */
export default function ReviewOrdersPage() {
  const api = useApiClient();
  const paging = useStatusPaging(REVIEW_TABS);
  const orders = useQuery({ ...reviewOrderListQuery(api, paging.filter), placeholderData: keepPreviousData });
  return (
    <OrderList
      label="审核订单列表"
      tabs={REVIEW_TABS}
      paging={paging}
      orders={orders}
      emptyText="暂无订单"
      buyer
      actions={(order) => <ReviewerOrderActions order={order} />}
    />
  );
}

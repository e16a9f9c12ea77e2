// Orders ({order} alias, src/demo-gateway/README.md): the settlement preview, submit, the member's and the
// reviewer's lists, the detail, cancel and review, and the points balance that pays points orders.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type {
  OrderFilter,
  OrderReview,
  OrderView,
  Page,
  PointsBalance,
  PurchasedGoods,
  SettlementRequest,
  SettlementSummary,
  SubmitOrderRequest,
  SubmittedOrder,
} from '../../../../engine/contract';

/** The lines re-priced by the gateway, each with why it cannot be bought now, and the totals. */
export const settlementPreviewQuery = (api: ApiClient, request: SettlementRequest) =>
  queryOptions({
    queryKey: api.keys.order.settlement(request),
    queryFn: ({ signal }) =>
      api.post<SettlementSummary>('{order}/settlement/preview', request, signal).then(unwrap),
  });

export const orderListQuery = (api: ApiClient, filter: OrderFilter) =>
  queryOptions({
    queryKey: api.keys.order.list(filter),
    queryFn: ({ signal }) => api.post<Page<OrderView>>('{order}/orderList', filter, signal).then(unwrap),
  });

export const orderDetailQuery = (api: ApiClient, orderNo: string) =>
  queryOptions({
    queryKey: api.keys.order.detail(orderNo),
    queryFn: ({ signal }) => api.get<OrderView>('{order}/orderDetail', { orderNo }, signal).then(unwrap),
  });

/** The reviewer's list (capability orders.view = review); 待审核 when no status is given. */
export const reviewOrderListQuery = (api: ApiClient, filter: OrderFilter) =>
  queryOptions({
    queryKey: api.keys.order.reviewList(filter),
    queryFn: ({ signal }) =>
      api.post<Page<OrderView>>('{order}/reviewOrderList', filter, signal).then(unwrap),
  });

export const pointsBalanceQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.order.pointsBalance(),
    queryFn: ({ signal }) => api.get<PointsBalance>('/member/pointsBalance', undefined, signal).then(unwrap),
  });

/** A refusal names the refused lines in `data` ({ goodsSkuCode, reason }[]). */
export const submitOrder = (api: ApiClient, request: SubmitOrderRequest) =>
  api.post<SubmittedOrder>('{order}/submitOrder', request);

export const cancelOrder = (api: ApiClient, orderNo: string) =>
  api.post<OrderView>('{order}/cancelOrder', { orderNo });

export const reviewOrder = (api: ApiClient, review: OrderReview) =>
  api.post<OrderView>('{order}/reviewOrder', review);

/** 已购商品: the goods of the member's orders, once each, newest purchase first (docs/gateway.md). */
export const purchasedGoodsQuery = (api: ApiClient, currentPage: number) =>
  queryOptions({
    queryKey: api.keys.order.purchasedGoods(currentPage),
    queryFn: ({ signal }) =>
      api.post<Page<PurchasedGoods>>('{order}/purchasedGoods', { currentPage }, signal).then(unwrap),
  });

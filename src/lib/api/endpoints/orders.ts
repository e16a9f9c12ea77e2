// Orders ({order} alias, src/demo-gateway/README.md): the settlement preview, submit, the member's and the
// reviewer's lists, the detail, cancel and review, and the points balance that pays points orders.
import { queryOptions } from '@tanstack/react-query';
import type { OrderStatus, SettlementKind } from '../../../../engine';
import { get, post, unwrap } from '../request';
import { orderKeys } from '../query-keys';
import type {
  OrderView,
  Page,
  PointsBalance,
  PurchasedGoods,
  SettlementSummary,
  SubmittedOrder,
} from '../types';

export interface SettlementLine {
  goodsCode: string;
  goodsSkuCode: string;
  quantity: number;
}

/** What is settled: the variant (engine's settlementKind), the lines, and the address (default if none). */
export interface SettlementRequest {
  kind: SettlementKind;
  items: SettlementLine[];
  addressId?: number;
}

/**
 * `settlementKey`: one per settlement page visit (randomId()); the gateway answers a replay with the
 * order it made, so a double click or a retry never makes two.
 */
export type SubmitOrderRequest = SettlementRequest & {
  remark?: string;
  rechargeAccount?: string;
  settlementKey: string;
};

export interface OrderFilter {
  orderStatus?: OrderStatus;
  currentPage: number;
}

/** The lines re-priced by the gateway, each with why it cannot be bought now, and the totals. */
export const settlementPreviewQuery = (request: SettlementRequest) =>
  queryOptions({
    queryKey: orderKeys.settlement(request),
    queryFn: ({ signal }) =>
      post<SettlementSummary>('{order}/settlement/preview', request, signal).then(unwrap),
  });

export const orderListQuery = (filter: OrderFilter) =>
  queryOptions({
    queryKey: orderKeys.list(filter),
    queryFn: ({ signal }) => post<Page<OrderView>>('{order}/orderList', filter, signal).then(unwrap),
  });

export const orderDetailQuery = (orderNo: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderNo),
    queryFn: ({ signal }) => get<OrderView>('{order}/orderDetail', { orderNo }, signal).then(unwrap),
  });

/** The reviewer's list (capability orders.view = review); 待审核 when no status is given. */
export const reviewOrderListQuery = (filter: OrderFilter) =>
  queryOptions({
    queryKey: orderKeys.reviewList(filter),
    queryFn: ({ signal }) => post<Page<OrderView>>('{order}/reviewOrderList', filter, signal).then(unwrap),
  });

export const pointsBalanceQuery = () =>
  queryOptions({
    queryKey: orderKeys.pointsBalance(),
    queryFn: ({ signal }) => get<PointsBalance>('/member/pointsBalance', undefined, signal).then(unwrap),
  });

/** A refusal names the refused lines in `data` ({ goodsSkuCode, reason }[]). */
export const submitOrder = (request: SubmitOrderRequest) =>
  post<SubmittedOrder>('{order}/submitOrder', request);

export const cancelOrder = (orderNo: string) => post<OrderView>('{order}/cancelOrder', { orderNo });

export interface OrderReview {
  orderNo: string;
  approved: 0 | 1;
  reviewRemark?: string;
}

export const reviewOrder = (review: OrderReview) => post<OrderView>('{order}/reviewOrder', review);

/** 已购商品: the goods of the member's orders, once each, newest purchase first (docs/gateway.md). */
export const purchasedGoodsQuery = (currentPage: number) =>
  queryOptions({
    queryKey: orderKeys.purchasedGoods(currentPage),
    queryFn: ({ signal }) =>
      post<Page<PurchasedGoods>>('{order}/purchasedGoods', { currentPage }, signal).then(unwrap),
  });

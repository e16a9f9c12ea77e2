// An order after it is placed (docs/orders.md): the member's status tabs in this shop, 确认收货, what an
// order says about its payment, and a line's 小计.
import { someUserGets } from '../capabilities/resolve';
import type { ResolvedProfile } from '../shop/resolved-profile';
import { CALL_PERMISSIONS } from './call-permissions';
import { ORDER_STATUS, ORDER_STATUS_LABEL, type OrderStatus } from './codes';
import { multiply, type Amount, type Money } from './money';
import { canMove } from './order-transitions';
import { PAY_METHOD_LABEL, type PayMethod } from './orders';

/** A status tab of the member's order list: its label and the status it filters by (none: every order). */
export interface OrderTab {
  label: string;
  status: OrderStatus | undefined;
}

/**
 * Whether the shop's orders wait for a reviewer: some user of it may review orders (in a procurement mall
 * roleId 2, by a rule). Every member's orders then start 待审核, although the member sees no review view.
 */
export const ordersAreReviewed = (resolved: ResolvedProfile): boolean =>
  someUserGets(resolved, CALL_PERMISSIONS.orderReview.capability);

/** The statuses only a review leads to: a shop that reviews nothing has no orders in them. */
const REVIEW_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.pendingReview, ORDER_STATUS.rejected];

const TAB_ORDER: readonly OrderStatus[] = [
  ORDER_STATUS.pendingReview,
  ORDER_STATUS.toShip,
  ORDER_STATUS.shipped,
  ORDER_STATUS.completed,
  ORDER_STATUS.cancelled,
  ORDER_STATUS.rejected,
];

/**
 * 我的订单's tabs, in order: 全部 (filters nothing), then each status an order of this shop can be in;
 * 待审核 and 已驳回 only where orders are reviewed.
 */
export function orderTabs(reviewed: boolean): readonly OrderTab[] {
  const statuses = TAB_ORDER.filter((status) => reviewed || !REVIEW_STATUSES.includes(status));
  return [
    { label: '全部', status: undefined },
    ...statuses.map((status) => ({ label: ORDER_STATUS_LABEL[status], status })),
  ];
}

/** 确认收货 is offered on a shipped order only. */
export const canConfirmReceipt = (status: OrderStatus): boolean => canMove('confirmReceipt', status);

/** Asked before 确认收货: it completes the order for good. */
export const receiptConfirmation = (orderNo: string) => ({
  title: '确认收货',
  message: `请确认已收到订单 ${orderNo} 的全部商品。确认后订单将变为${ORDER_STATUS_LABEL[ORDER_STATUS.completed]}，不可撤回。`,
  confirmText: '确认收货',
});

export const RECEIPT_MESSAGES = {
  confirmed: '已确认收货',
  failed: '确认收货失败',
  notShipped: '该订单当前状态不可确认收货',
} as const;

/**
 * The statuses an order reaches only once paid: the points and the money are taken when it may be shipped
 * (at submit, or at the reviewer's approval where orders are reviewed).
 */
const PAID_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.toShip,
  ORDER_STATUS.shipped,
  ORDER_STATUS.completed,
];

/** Whether an order in this status has been paid: the gateway stamps the payment time on entering one. */
export const isPaidStatus = (status: OrderStatus): boolean => PAID_STATUSES.includes(status);

/** One labelled fact of an order's detail. */
export interface OrderFact {
  label: string;
  value: string;
}

export const ORDER_UNPAID = '未支付';

/**
 * What an order says about its payment: how and when it was paid, where a payment was made (a paid
 * status, or a cancel after paying); otherwise only that it is unpaid, never a method or a time it does
 * not have (an order waiting for review, or rejected).
 */
export function paymentFacts(order: {
  orderStatus: OrderStatus;
  payMethod: PayMethod | null;
  payTime: string;
}): readonly OrderFact[] {
  const { orderStatus, payMethod, payTime } = order;
  const paid =
    payMethod !== null &&
    payTime !== '' &&
    (isPaidStatus(orderStatus) || orderStatus === ORDER_STATUS.cancelled);
  if (!paid) return [{ label: '支付状态', value: ORDER_UNPAID }];
  return [
    { label: '支付方式', value: PAY_METHOD_LABEL[payMethod] },
    { label: '支付时间', value: payTime },
  ];
}

/**
 * A line's 小计: its unit price times its quantity, in money and in points.
 * @example lineSubtotal({ unitMoney: 12.5, unitPoints: 0, quantity: 3 }).money === '37.5'
 */
export function lineSubtotal(line: { unitMoney: Amount; unitPoints: Amount; quantity: number }): {
  money: Money;
  points: Money;
} {
  return {
    money: multiply(line.unitMoney, line.quantity),
    points: multiply(line.unitPoints, line.quantity),
  };
}

// The order screens' own rules and texts (docs/orders.md), beside the orders module: what the member is
// asked before cancelling, which orders a reviewer may decide, the reviewer's tabs and the reject reason.
import { ORDER_STATUS, ORDER_STATUS_LABEL, type OrderStatus } from './codes';
import { checkText, type TextRule } from './forms/field-rules';
import { canMove } from './order-transitions';
import { ORDER_MESSAGES, ORDER_TEXT_MAX } from './orders';

/** Asked before 取消订单: cancelling gives the points back and cannot be undone. */
export const ORDER_CANCEL_CONFIRM = '确定要取消该订单吗？取消后不可恢复。';

/** Only an order awaiting review can be approved or rejected. */
export const isReviewable = (status: OrderStatus): boolean => canMove('approve', status);

/**
 * Asked before the reviewer's 通过: approving sends an order (money or points) on to shipping with one click,
 * so it is confirmed, as 驳回 asks for its reason.
 * @example approveConfirmation('DM1').message === '确定通过订单 DM1 吗？通过后订单将进入待发货，不可撤回。'
 */
export const approveConfirmation = (orderNo: string) => ({
  title: '审核通过',
  message: `确定通过订单 ${orderNo} 吗？通过后订单将进入${ORDER_STATUS_LABEL[ORDER_STATUS.toShip]}，不可撤回。`,
  confirmText: '确定通过',
});

const reviewTab = (status: OrderStatus) => ({ label: ORDER_STATUS_LABEL[status], status });

/**
 * The reviewer's tabs: the orders waiting for them first, then what their decisions led to (approved orders
 * wait for shipping, rejected ones are 已驳回). The review list always filters by one status.
 */
export const REVIEW_TABS: readonly { label: string; status: OrderStatus }[] = [
  reviewTab(ORDER_STATUS.pendingReview),
  reviewTab(ORDER_STATUS.toShip),
  reviewTab(ORDER_STATUS.rejected),
];

/** The reject reason: required, at most ORDER_TEXT_MAX characters. */
export const REJECT_REASON_RULE: TextRule = {
  required: ORDER_MESSAGES.rejectReasonMissing,
  max: ORDER_TEXT_MAX,
  lengthMessage: ORDER_MESSAGES.rejectReasonTooLong,
};

/** Why a reject reason cannot be sent, or undefined. */
export const rejectReasonError = (reason: string): string | undefined =>
  checkText(reason, REJECT_REASON_RULE);

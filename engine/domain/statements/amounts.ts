// What a statement holds and what it comes to (docs/invoices.md): the money orders the account paid in the
// period, the after-sales refunds on them, and the amount due, orders less refunds, exactly (decimal.js).
import type { OrderStatus } from '../codes';
import { compare, subtract, sum } from '../money';
import type { Amount, Money } from '../money';
import { isPaidStatus } from '../order-life';
import { periodOf } from './periods';

/**
 * An order belongs to the statement of the month it was paid in, while it stays paid (a cancelled or
 * rejected order owes nothing) and when it cost money (points orders are not billed).
 */
export const belongsToStatement = (
  order: { orderStatus: OrderStatus; payTime: number | null; money: Amount },
  period: string,
): boolean =>
  order.payTime !== null &&
  isPaidStatus(order.orderStatus) &&
  periodOf(order.payTime) === period &&
  compare(order.money, 0) > 0;

/** The refunds a statement lists: its orders on which completed after-sales handed money back. */
export const statementRefunds = <Refund extends { refunded: Amount }>(orders: readonly Refund[]): Refund[] =>
  orders.filter((order) => compare(order.refunded, 0) > 0);

export interface StatementTotals {
  orderCount: number;
  orderTotal: Money;
  refundTotal: Money;
  /** 应付金额: the orders less the refunds. */
  due: Money;
}

/** The totals of a statement's orders and refunds. */
export function statementTotals(
  orders: readonly { amount: Amount }[],
  refunds: readonly { amount: Amount }[],
): StatementTotals {
  const orderTotal = sum(orders.map((order) => order.amount));
  const refundTotal = sum(refunds.map((refund) => refund.amount));
  return { orderCount: orders.length, orderTotal, refundTotal, due: subtract(orderTotal, refundTotal) };
}

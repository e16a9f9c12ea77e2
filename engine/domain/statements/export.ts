// 导出: a statement as CSV rows, the same columns wherever it is exported; the file opens in Excel as UTF-8
// because it starts with a byte-order mark.
import { toMoney } from '../money';
import type { Amount } from '../money';
import { periodDays } from './periods';

/** Excel reads a CSV as UTF-8 only when it begins with this mark. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

export const statementFileName = (period: string): string => `账单-${period}.csv`;

export interface ExportedStatement {
  id: string;
  period: string;
  statusName: string;
  orders: readonly { orderNo: string; payTime: string; statusName: string; amount: Amount }[];
  refunds: readonly { orderNo: string; amount: Amount }[];
  orderTotal: Amount;
  refundTotal: Amount;
  due: Amount;
}

/** The rows of the file: the statement's facts, its orders, its refunds and the totals, with blank lines between. */
export function statementCsvRows(statement: ExportedStatement): string[][] {
  return [
    ['账单编号', statement.id],
    ['账期', periodDays(statement.period)],
    ['状态', statement.statusName],
    [],
    ['订单号', '支付时间', '订单状态', '订单金额'],
    ...statement.orders.map((order) => [
      order.orderNo,
      order.payTime,
      order.statusName,
      toMoney(order.amount),
    ]),
    [],
    ['退款订单号', '退款金额'],
    ...statement.refunds.map((refund) => [refund.orderNo, toMoney(refund.amount)]),
    [],
    ['订单合计', toMoney(statement.orderTotal)],
    ['退款合计', toMoney(statement.refundTotal)],
    ['应付金额', toMoney(statement.due)],
  ];
}

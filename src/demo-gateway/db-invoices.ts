// The invoice centre's stored records (docs/invoices.md): each member's invoice titles.
import type { InvoiceTitle, Money, StatementStatus } from '../../engine';

export interface StoredInvoiceTitle extends InvoiceTitle {
  userId: number;
}

/** One line of a statement: an order it bills, or the money completed after-sales handed back on one. */
export interface StatementLine {
  orderNo: string;
  amount: Money;
}

/** What a confirmed statement keeps: the orders and refunds as they were confirmed. */
export interface StatementContent {
  orders: (StatementLine & { payTime: number })[];
  refunds: StatementLine[];
}

/** A monthly statement of a member's company account (账单); its id is the number the member reads. */
export interface StoredStatement {
  id: string;
  userId: number;
  /** 'YYYY-MM'. */
  period: string;
  status: StatementStatus;
  /** When it was drawn up: the first day after its month. */
  createTime: number;
  confirmTime: number | null;
  settleTime: number | null;
  /** Frozen at confirmation; null while 待确认, when it follows the orders and their refunds. */
  confirmed: StatementContent | null;
}

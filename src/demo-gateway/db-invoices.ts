// The invoice centre's stored records (docs/invoices.md): each member's invoice titles, applications and
// invoices, and the company account's statements.
import type {
  ApplicationStatus,
  InvoiceContent,
  InvoiceMedium,
  InvoiceTitle,
  InvoiceTitleFields,
  Money,
  StatementStatus,
} from '../../engine';
import type { InvoicedOrder as InvoicedOrderView } from '../../engine/contract';

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

/** One order of an application, as it was when applied: its invoiceable amount then. */
export interface InvoicedOrder extends Omit<InvoicedOrderView, 'createTime'> {
  createTime: number;
}

/** An invoice application and, once issued, its invoice (docs/invoices.md). */
export interface StoredApplication {
  applicationNo: string;
  userId: number;
  /** The apply page's key: the same request sent twice makes one application. */
  clientKey: string;
  orders: InvoicedOrder[];
  total: string;
  /** The title copied as it was when applied: later edits of the title do not change it. */
  title: InvoiceTitleFields;
  medium: InvoiceMedium;
  content: InvoiceContent;
  /** Where a paper invoice is mailed, copied from the address book. */
  address: { receiverName: string; receiverPhone: string; fullAddress: string } | null;
  status: ApplicationStatus;
  /** Why the finance department rejected it or voided the invoice. */
  reason: string;
  invoice: { number: string; date: string } | null;
  shipment: { courier: string; trackingNo: string } | null;
  log: { status: ApplicationStatus; time: number }[];
  createTime: number;
}

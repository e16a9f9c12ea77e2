// The invoice centre's stored records (docs/invoices.md): each member's invoice titles, applications and invoices.
import type {
  ApplicationStatus,
  InvoiceContent,
  InvoiceMedium,
  InvoiceTitle,
  InvoiceTitleFields,
} from '../../engine';

export interface StoredInvoiceTitle extends InvoiceTitle {
  userId: number;
}

/** One order of an application, as it was when applied: its invoiceable amount then. */
export interface InvoicedOrder {
  orderNo: string;
  createTime: number;
  goodsNames: string[];
  amount: string;
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

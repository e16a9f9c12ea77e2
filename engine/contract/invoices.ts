// The invoice centre's answers and requests (docs/invoices.md; the calls: src/demo-gateway/README.md).
import type {
  ApplicationList,
  ApplicationStatus,
  InvoiceContent,
  InvoiceMedium,
  InvoiceTitleFields,
  InvoiceTitleValues,
  OrderInvoiceAction,
} from '../domain';
import type { Page } from './answer';

/** An order as an application holds it: its invoiceable amount (money net of after-sales refunds). */
export interface InvoicedOrder {
  orderNo: string;
  createTime: string;
  goodsNames: string[];
  amount: string;
}

/** An order that may be invoiced now, with what was paid and refunded. */
export interface InvoiceableOrder extends InvoicedOrder {
  paid: string;
  refunded: string;
}

export interface InvoiceableFilter {
  startDate: string;
  endDate: string;
  orderNo: string;
  currentPage: number;
}

export interface InvoiceQuote {
  orders: Omit<InvoicedOrder, 'createTime'>[];
  total: string;
}

export interface InvoiceApplicationInput {
  orderNos: string[];
  titleId: number;
  medium: InvoiceMedium;
  content: InvoiceContent;
  addressId?: number;
  /** One per visit of the apply page: sending it again answers the same application. */
  clientKey: string;
}

export interface ApplicationSummary {
  id: string;
  applicationNo: string;
  status: ApplicationStatus;
  statusName: string;
  medium: InvoiceMedium;
  mediumName: string;
  invoiceTypeName: string;
  titleName: string;
  orderNos: string[];
  total: string;
  invoice: { number: string; date: string } | null;
  createTime: string;
}

export interface ApplicationDetail extends ApplicationSummary {
  orders: InvoicedOrder[];
  title: InvoiceTitleFields & { kindName: string; invoiceTypeName: string };
  content: InvoiceContent;
  contentName: string;
  address: { receiverName: string; receiverPhone: string; fullAddress: string } | null;
  reason: string;
  shipment: { courier: string; courierName: string; trackingNo: string } | null;
  log: { status: ApplicationStatus; statusName: string; time: string }[];
  actions: { cancel: boolean; downloadPdf: boolean; resend: boolean };
}

export type ApplicationPage = Page<ApplicationSummary>;
export type ApplicationFilter = { list: ApplicationList; currentPage: number };

export interface OrderInvoiceState {
  orderNo: string;
  createTime: string;
  amount: string;
  stateName: string;
  action: OrderInvoiceAction | null;
  actionName: string | null;
  applicationNo: string | null;
  applicationStatus: ApplicationStatus | null;
}

export interface InvoicePdf {
  fileName: string;
  base64: string;
}

/** A title as the form sends it: its fields, the default flag, and `id` when editing. */
export interface InvoiceTitleInput extends InvoiceTitleValues {
  id?: number;
  isDefault: 0 | 1;
}

// The invoice centre's single actions, each with its own code (docs/invoices.md): the gateway checks them
// and the pages hide what the member may not do. Each shares the capability of the invoice centre.
import { INVOICE_CENTRE_ACTION_CODES as CODES } from '../codes';
import { INVOICE_REFUSAL } from './titles';

const call = (code: string) => ({ code, capability: 'invoices.enabled', refusal: INVOICE_REFUSAL }) as const;

export const INVOICE_CENTRE_CALLS = {
  invoiceableOrders: call(CODES.invoiceableOrders),
  invoiceApply: call(CODES.apply),
  invoiceApplicationInfo: call(CODES.applicationInfo),
  invoiceApplications: call(CODES.applications),
  invoiceApplicationDetail: call(CODES.applicationDetail),
  invoiceCancel: call(CODES.cancelApplication),
  invoiceList: call(CODES.invoices),
  invoiceDetail: call(CODES.invoiceDetail),
  invoicePdf: call(CODES.downloadPdf),
  invoiceResend: call(CODES.resendEmail),
  invoicePaper: call(CODES.paperInvoice),
  invoiceSpecial: call(CODES.specialInvoice),
  invoiceCombined: call(CODES.combinedApplication),
} as const;

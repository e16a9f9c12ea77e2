// Invoice centre writes (docs/invoices.md): apply, 撤销申请 and 重发至邮箱, each locked while in flight with the
// server's message as its toast; the invoice centre's lists and states are refetched after a change.
import { INVOICE_APPLY_TEXT } from '../../../engine';
import {
  applyInvoice,
  cancelInvoiceApplication,
  resendInvoice,
} from '../../lib/api/endpoints/invoice-applications';
import { useApiClient } from '../api-client';
import type { ApiClient } from '../../lib/api/request';
import { useMessageWrite } from '../use-write';

/** What a write of the invoice centre changes: its lists and the orders' states (重发至邮箱 changes nothing). */
const invoiceQueries = (keys: ApiClient['keys']) => [keys.invoice.all()];

export function useApplyInvoice() {
  const api = useApiClient();
  const { send, busy } = useMessageWrite(
    (application: Parameters<typeof applyInvoice>[1]) => applyInvoice(api, application),
    { success: INVOICE_APPLY_TEXT.submitted, failure: INVOICE_APPLY_TEXT.submitFailed },
    invoiceQueries,
  );
  return { apply: send, applying: busy };
}

export function useCancelInvoiceApplication() {
  const api = useApiClient();
  const { send, busy } = useMessageWrite(
    (id: string) => cancelInvoiceApplication(api, id),
    { success: INVOICE_APPLY_TEXT.cancelled, failure: INVOICE_APPLY_TEXT.cancelFailed },
    invoiceQueries,
  );
  return { cancelApplication: send, cancelling: busy };
}

export function useResendInvoice() {
  const api = useApiClient();
  const { send, busy } = useMessageWrite(
    (id: string) => resendInvoice(api, id),
    { success: INVOICE_APPLY_TEXT.resentSome, failure: INVOICE_APPLY_TEXT.resendFailed },
    () => [],
  );
  return { resend: send, resending: busy };
}

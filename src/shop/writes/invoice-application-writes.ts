// Invoice centre writes (docs/invoices.md): apply, 撤销申请 and 重发至邮箱, each locked while in flight with the
// server's message as its toast; the invoice centre's lists and states are refetched after a change.
import { INVOICE_APPLY_TEXT, serverMessageToast } from '../../../engine';
import {
  applyInvoice,
  cancelInvoiceApplication,
  resendInvoice,
} from '../../lib/api/endpoints/invoice-applications';
import { useApiClient } from '../api-client';
import type { ApiClient } from '../../lib/api/request';
import { useMessageWrite, useWrite, useWriteToast } from '../use-write';

const RESEND_TOASTS = { success: INVOICE_APPLY_TEXT.resentSome, failure: INVOICE_APPLY_TEXT.resendFailed };

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

/**
 * 重发至邮箱: its success is a toast; a refusal (an address not the member's, too soon, the day's resends
 * used up) is the answer, for the dialog to show beside what was typed.
 */
export function useResendInvoice() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const { send, busy } = useWrite({
    mutationFn: (resend: Parameters<typeof resendInvoice>[1]) => resendInvoice(api, resend),
    onSuccess: (result) => {
      if (result.success) showWriteToast(result, serverMessageToast(result, RESEND_TOASTS));
    },
  });
  return { resend: send, resending: busy };
}

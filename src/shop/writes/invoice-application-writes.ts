// Invoice centre writes (docs/invoices.md): apply, 撤销申请 and 重发至邮箱, each locked while in flight with the
// server's message as its toast; the invoice centre's lists and states are refetched after a change.
import { useQueryClient } from '@tanstack/react-query';
import { INVOICE_APPLY_TEXT, serverMessageToast } from '../../../engine';
import type { ApiResult } from '../../lib/api/api-result';
import {
  applyInvoice,
  cancelInvoiceApplication,
  resendInvoice,
} from '../../lib/api/endpoints/invoice-applications';
import { useApiClient } from '../api-client';
import { useWrite, useWriteToast } from '../use-write';

function useInvoiceWrite<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<ApiResult<TData>>,
  texts: { success: string; failure: string },
  { refetch }: { refetch: boolean },
) {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const queryClient = useQueryClient();
  return useWrite({
    mutationFn,
    onSuccess: async (result) => {
      showWriteToast(result, serverMessageToast(result, texts));
      if (result.success && refetch)
        await queryClient.invalidateQueries({ queryKey: api.keys.invoice.all() });
    },
  });
}

export function useApplyInvoice() {
  const api = useApiClient();
  const { send, busy } = useInvoiceWrite(
    (application: Parameters<typeof applyInvoice>[1]) => applyInvoice(api, application),
    { success: INVOICE_APPLY_TEXT.submitted, failure: INVOICE_APPLY_TEXT.submitFailed },
    { refetch: true },
  );
  return { apply: send, applying: busy };
}

export function useCancelInvoiceApplication() {
  const api = useApiClient();
  const { send, busy } = useInvoiceWrite(
    (id: string) => cancelInvoiceApplication(api, id),
    { success: INVOICE_APPLY_TEXT.cancelled, failure: INVOICE_APPLY_TEXT.cancelFailed },
    { refetch: true },
  );
  return { cancelApplication: send, cancelling: busy };
}

export function useResendInvoice() {
  const api = useApiClient();
  const { send, busy } = useInvoiceWrite(
    (id: string) => resendInvoice(api, id),
    { success: INVOICE_APPLY_TEXT.resentSome, failure: INVOICE_APPLY_TEXT.resendFailed },
    { refetch: false },
  );
  return { resend: send, resending: busy };
}

// After-sales writes (docs/after-sales.md): apply, cancel and the return logistics, each locked while in
// flight with the server's message; the record, the case, the order's states and the balance refetched.
import { useQueryClient } from '@tanstack/react-query';
import { AFTER_SALE_TEXT, serverMessageToast } from '../../../engine';
import type { ApiResult } from '../../lib/api/api-result';
import { applyAfterSale, cancelAfterSale, sendBackAfterSale } from '../../lib/api/endpoints/after-sales';
import { useApiClient } from '../api-client';
import { useWrite, useWriteToast } from '../use-write';

/** A write whose toast is the server's message (the engine's text where it sent none), then the refetch. */
function useAfterSaleWrite<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<ApiResult<TData>>,
  texts: { success: string; failure: string },
) {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const queryClient = useQueryClient();
  return useWrite({
    mutationFn,
    onSuccess: async (result) => {
      showWriteToast(result, serverMessageToast(result, texts));
      if (!result.success) return;
      await Promise.all(
        [api.keys.afterSale.all(), api.keys.order.all(), api.keys.account.pointsCard()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export function useApplyAfterSale() {
  const api = useApiClient();
  const { send, busy } = useAfterSaleWrite(
    (application: Parameters<typeof applyAfterSale>[1]) => applyAfterSale(api, application),
    { success: AFTER_SALE_TEXT.submitted, failure: AFTER_SALE_TEXT.submitFailed },
  );
  return { apply: send, applying: busy };
}

export function useCancelAfterSale() {
  const api = useApiClient();
  const { send, busy } = useAfterSaleWrite((id: string) => cancelAfterSale(api, id), {
    success: AFTER_SALE_TEXT.cancelled,
    failure: AFTER_SALE_TEXT.cancelFailed,
  });
  return { cancelCase: send, cancelling: busy };
}

export function useSendBack() {
  const api = useApiClient();
  const { send, busy } = useAfterSaleWrite(
    (logistics: Parameters<typeof sendBackAfterSale>[1]) => sendBackAfterSale(api, logistics),
    { success: AFTER_SALE_TEXT.sentBack, failure: AFTER_SALE_TEXT.sendBackFailed },
  );
  return { sendBack: send, sending: busy };
}

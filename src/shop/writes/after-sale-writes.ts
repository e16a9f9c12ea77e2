// After-sales writes (docs/after-sales.md): apply, cancel and the return logistics, each locked while in
// flight with the server's message; the record, the case, the order's states and the balance refetched.
import { AFTER_SALE_TEXT } from '../../../engine';
import type { ApiResult } from '../../lib/api/api-result';
import { applyAfterSale, cancelAfterSale, sendBackAfterSale } from '../../lib/api/endpoints/after-sales';
import { useApiClient } from '../api-client';
import { useMessageWrite } from '../use-write';

/** A write with the server's message as its toast; the record, the case, the order's states and the balance refetched. */
const useAfterSaleWrite = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<ApiResult<TData>>,
  texts: { success: string; failure: string },
) =>
  useMessageWrite(mutationFn, texts, (keys) => [
    keys.afterSale.all(),
    keys.order.all(),
    keys.account.pointsCard(),
  ]);

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

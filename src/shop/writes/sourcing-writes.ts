// Filing a purchase request (spec 2 §7): one write beside the requests' query factories, locked in flight,
// the server's message either way, and the request lists refetched.
import { useQueryClient } from '@tanstack/react-query';
import { PURCHASE_REQUEST_TEXT, serverMessageToast } from '../../../engine';
import { useApiClient } from '../api-client';
import { useWrite, useWriteToast } from '../use-write';
import { addReportGoods } from '../../lib/api/endpoints/sourcing';

/** Sends the form; `onFiled` runs once the server has accepted it (the dialog closes, nothing typed is lost before). */
export function useAddReportGoods(onFiled: () => void) {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const queryClient = useQueryClient();
  const { send, busy } = useWrite({
    mutationFn: (variables: Parameters<typeof addReportGoods>[1]) => addReportGoods(api, variables),
    onSuccess: async (result) => {
      showWriteToast(
        result,
        serverMessageToast(result, {
          success: PURCHASE_REQUEST_TEXT.submitted,
          failure: PURCHASE_REQUEST_TEXT.submitFailed,
        }),
      );
      if (!result.success) return;
      onFiled();
      await queryClient.invalidateQueries({ queryKey: api.keys.sourcing.lists() });
    },
  });
  return { addRequest: send, adding: busy };
}

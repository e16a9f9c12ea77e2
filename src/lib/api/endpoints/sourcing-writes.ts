// Filing a purchase request (spec 2 §7): one write beside the requests' query factories, locked in flight,
// the server's message either way, and the request lists refetched.
import { useQueryClient } from '@tanstack/react-query';
import { PURCHASE_REQUEST_TEXT, serverMessageToast } from '../../../../engine';
import { sourcingKeys } from '../query-keys';
import { showWriteToast, useWrite } from '../use-write';
import { addReportGoods } from './sourcing';

/** Sends the form; `onFiled` runs once the server has accepted it (the dialog closes, nothing typed is lost before). */
export function useAddReportGoods(onFiled: () => void) {
  const queryClient = useQueryClient();
  const { send, busy } = useWrite({
    mutationFn: addReportGoods,
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
      await queryClient.invalidateQueries({ queryKey: sourcingKeys.lists() });
    },
  });
  return { addRequest: send, adding: busy };
}

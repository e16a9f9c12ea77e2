// Deleting visits from the browse history, beside its query factory: locked while in flight, the server's
// message as the toast, the history refetched.
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client';
import { useWrite, useWriteToast } from '../use-write';
import { clearBrowseHistory } from '../../lib/api/endpoints/browse-history';

/** `remove(goodsSkuCode)` deletes one visit; `remove()` clears them all. */
export function useClearBrowseHistory() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const queryClient = useQueryClient();
  const { send, busy } = useWrite({
    mutationFn: ({ goodsSkuCode }: { goodsSkuCode?: string }) => clearBrowseHistory(api, goodsSkuCode),
    onSuccess: async (result) => {
      showWriteToast(result, { kind: result.success ? 'success' : 'error', text: result.message });
      await queryClient.invalidateQueries({ queryKey: api.keys.browseHistory.all() });
    },
  });
  return { remove: (goodsSkuCode?: string) => send({ goodsSkuCode }), removing: busy };
}

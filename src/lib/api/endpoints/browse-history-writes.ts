// Deleting visits from the browse history, beside its query factory: locked while in flight, the server's
// message as the toast, the history refetched.
import { useQueryClient } from '@tanstack/react-query';
import { browseHistoryKeys } from '../query-keys';
import { showWriteToast, useWrite } from '../use-write';
import { clearBrowseHistory } from './browse-history';

/** `remove(goodsSkuCode)` deletes one visit; `remove()` clears them all. */
export function useClearBrowseHistory() {
  const queryClient = useQueryClient();
  const { send, busy } = useWrite({
    mutationFn: ({ goodsSkuCode }: { goodsSkuCode?: string }) => clearBrowseHistory(goodsSkuCode),
    onSuccess: async (result) => {
      showWriteToast(result, { kind: result.success ? 'success' : 'error', text: result.message });
      await queryClient.invalidateQueries({ queryKey: browseHistoryKeys.all() });
    },
  });
  return { remove: (goodsSkuCode?: string) => send({ goodsSkuCode }), removing: busy };
}

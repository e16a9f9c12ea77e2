// Goods-management commands as one write hook beside the list's query factory: locked while in flight, the
// success message of spec 2 §8 or the server's refusal, and the lists (with their tab counts) refetched.
import { useQueryClient } from '@tanstack/react-query';
import { COMMAND_FAILED, commandSuccessMessage, serverFailureToast } from '../../../engine';
import type { GoodsManagementSettings } from '../../../engine';
import type { ApiResult } from '../../lib/api/api-result';
import { useApiClient } from '../api-client';
import { useWrite, useWriteToast } from '../use-write';
import { sendGoodsCommand } from '../../lib/api/endpoints/goods-management';
import type { GoodsCommandRequest, RefusedGoods } from '../../../engine/contract';

/**
 * Sends a command on one goods or a batch; the success message is the engine's for the shop's `settings`.
 * `onRefused` hears at once (not after the click lock) of the goods a batch left as they were, once the lists
 * are fresh.
 */
export function useGoodsCommand(
  settings: GoodsManagementSettings,
  onRefused?: (refused: RefusedGoods[], request: GoodsCommandRequest) => void,
) {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const queryClient = useQueryClient();
  const { send, busy } = useWrite({
    mutationFn: (variables: Parameters<typeof sendGoodsCommand>[1]) => sendGoodsCommand(api, variables),
    onSuccess: async (result, request) => {
      showWriteToast(
        result,
        serverFailureToast(result, {
          success: commandSuccessMessage(request.type, settings),
          failure: COMMAND_FAILED,
        }),
      );
      // Refused goods may have changed under a stale list too: refetch either way.
      await queryClient.invalidateQueries({ queryKey: api.keys.goodsManagement.all() });
      const refused = refusedGoodsOf(result);
      if (refused.length > 0) onRefused?.(refused, request);
    },
  });
  return { sendCommand: send, sending: busy };
}

const isRefused = (each: unknown): each is RefusedGoods =>
  typeof each === 'object' &&
  each !== null &&
  typeof (each as RefusedGoods).goodsSkuCode === 'string' &&
  typeof (each as RefusedGoods).message === 'string';

/** The goods a batch left as they were, from its answer (a partial success, or a refusal of every one). */
function refusedGoodsOf(result: ApiResult<unknown> | undefined): RefusedGoods[] {
  const data: unknown = result?.data;
  const refused = typeof data === 'object' && data !== null ? (data as { refused?: unknown }).refused : [];
  return Array.isArray(refused) ? refused.filter(isRefused) : [];
}

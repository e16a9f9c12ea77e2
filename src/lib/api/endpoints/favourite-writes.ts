// Favouriting (spec 1 §7, §8): add and cancel as hooks beside the favourites' query factory, each locked
// while in flight, showing the server's message and invalidating through the key factories.
import { useQueryClient } from '@tanstack/react-query';
import { FAVOURITE_MESSAGES, serverMessageToast } from '../../../../engine';
import { favouriteKeys, goodsKeys } from '../query-keys';
import type { ApiResult } from '../request';
import { showWriteToast, useWrite } from '../use-write';
import { batchCancelFavourites, cancelFavourite } from './favourites';
import { addFavourite, type GoodsKey } from './goods';

/** The favourites list and every cached detail of the goods (its favourite flag) are refetched. */
function useInvalidateFavourites() {
  const queryClient = useQueryClient();
  return (goodsCode?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: favouriteKeys.all() }),
      goodsCode && queryClient.invalidateQueries({ queryKey: goodsKeys.details(goodsCode) }),
    ]);
}

/** Adds a goods to the favourites. */
export function useAddFavourite() {
  const invalidate = useInvalidateFavourites();
  const { send, busy } = useWrite({
    mutationFn: (goods: GoodsKey) => addFavourite(goods),
    onSuccess: async (result: ApiResult<unknown>, goods) => {
      showWriteToast(
        result,
        serverMessageToast(result, {
          success: FAVOURITE_MESSAGES.added,
          failure: FAVOURITE_MESSAGES.addFailed,
        }),
      );
      await invalidate(goods.goodsCode);
    },
  });
  return { addFavourite: send, adding: busy };
}

/** Cancels a favourite by its id; `goodsCode` names the goods whose detail shows the flag. */
export function useCancelFavourite() {
  const invalidate = useInvalidateFavourites();
  const { send, busy } = useWrite({
    mutationFn: ({ id }: { id: number; goodsCode?: string }) => cancelFavourite(id),
    onSuccess: async (result, { goodsCode }) => {
      showWriteToast(
        result,
        serverMessageToast(result, {
          success: FAVOURITE_MESSAGES.cancelled,
          failure: FAVOURITE_MESSAGES.cancelFailed,
        }),
      );
      await invalidate(goodsCode);
    },
  });
  return { cancelFavourite: send, cancelling: busy };
}

/** Cancels the ticked favourites in one request, with the server's message. */
export function useBatchCancelFavourites() {
  const invalidate = useInvalidateFavourites();
  const { send, busy } = useWrite({
    mutationFn: (ids: readonly number[]) => batchCancelFavourites(ids),
    onSuccess: async (result) => {
      showWriteToast(
        result,
        serverMessageToast(result, {
          success: FAVOURITE_MESSAGES.cancelled,
          failure: FAVOURITE_MESSAGES.cancelFailed,
        }),
      );
      await invalidate();
    },
  });
  return { cancelFavourites: send, cancellingMany: busy };
}

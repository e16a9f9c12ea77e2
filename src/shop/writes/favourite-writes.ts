// Favouriting (spec 1 §7, §8): add and cancel as hooks beside the favourites' query factory, each locked
// while in flight, showing the server's message and invalidating through the key factories.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FAVOURITE_MESSAGES, serverMessageToast } from '../../../engine';
import type { ApiResult } from '../../lib/api/api-result';
import { useApiClient } from '../api-client';
import { useWrite, useWriteToast } from '../use-write';
import { batchCancelFavourites, cancelFavourite } from '../../lib/api/endpoints/favourites';
import { addFavourite } from '../../lib/api/endpoints/goods';
import type { GoodsKey } from '../../../engine/contract';

/** The favourites list and every cached detail of the goods (its favourite flag) are refetched. */
function useInvalidateFavourites() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return (goodsCode?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: api.keys.favourite.all() }),
      goodsCode && queryClient.invalidateQueries({ queryKey: api.keys.goods.details(goodsCode) }),
    ]);
}

const addedToast = (result: ApiResult<unknown>) =>
  serverMessageToast(result, { success: FAVOURITE_MESSAGES.added, failure: FAVOURITE_MESSAGES.addFailed });
const cancelledToast = (result: ApiResult<unknown>) =>
  serverMessageToast(result, {
    success: FAVOURITE_MESSAGES.cancelled,
    failure: FAVOURITE_MESSAGES.cancelFailed,
  });

/** Adds a goods to the favourites. */
export function useAddFavourite() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const invalidate = useInvalidateFavourites();
  const { send, busy } = useWrite({
    mutationFn: (goods: GoodsKey) => addFavourite(api, goods),
    onSuccess: async (result: ApiResult<unknown>, goods) => {
      showWriteToast(result, addedToast(result));
      await invalidate(goods.goodsCode);
    },
  });
  return { addFavourite: send, adding: busy };
}

/** Cancels a favourite by its id; `goodsCode` names the goods whose detail shows the flag. */
export function useCancelFavourite() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const invalidate = useInvalidateFavourites();
  const { send, busy } = useWrite({
    mutationFn: ({ id }: { id: number; goodsCode?: string }) => cancelFavourite(api, id),
    onSuccess: async (result, { goodsCode }) => {
      showWriteToast(result, cancelledToast(result));
      await invalidate(goodsCode);
    },
  });
  return { cancelFavourite: send, cancelling: busy };
}

/**
 * A goods' 收藏 toggle that follows the last click: it shows the last click's state at once, and the writes
 * catch up in order (add, then cancel, …) until the server holds it; a click while one is in flight is
 * never dropped, and clicks made meanwhile that cancel out send nothing more. Each answer shows its toast;
 * a refusal stops there and the detail is refetched, so the button shows what the server holds.
 * `collectionId` is the favourite's id as the detail holds it (null: not a favourite).
 */
export function useFavouriteToggle(goods: GoodsKey, collectionId: number | null) {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const invalidate = useInvalidateFavourites();
  // The last click's state while the writes catch up (null: none waiting), as a ref for the loop and as
  // state for the screen.
  const wish = useRef<boolean | null>(null);
  const [shownWish, setShownWish] = useState<boolean | null>(null);
  // The favourite's id as the server last answered: the detail's, or a write's answer before the refetch.
  const held = useRef(collectionId);
  const running = useRef(false);
  useEffect(() => {
    if (!running.current) held.current = collectionId;
  }, [collectionId]);

  async function catchUp() {
    running.current = true;
    while (wish.current !== null && wish.current !== (held.current !== null)) {
      const id = held.current;
      if (id === null) {
        const result = await addFavourite(api, goods);
        showWriteToast(result, addedToast(result));
        if (!result.success) break;
        held.current = result.data.id;
      } else {
        const result = await cancelFavourite(api, id);
        showWriteToast(result, cancelledToast(result));
        if (!result.success) break;
        held.current = null;
      }
    }
    wish.current = null;
    running.current = false;
    await invalidate(goods.goodsCode);
    // A click during the refetch has its own catch-up, which clears its state when done.
    if (wish.current === null) setShownWish(null);
  }

  const toggle = () => {
    wish.current = !(wish.current ?? shownWish ?? collectionId !== null);
    setShownWish(wish.current);
    if (!running.current) void catchUp();
  };
  return { favourite: shownWish ?? collectionId !== null, toggle, pending: shownWish !== null };
}

/** Cancels the ticked favourites in one request, with the server's message. */
export function useBatchCancelFavourites() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const invalidate = useInvalidateFavourites();
  const { send, busy } = useWrite({
    mutationFn: (ids: readonly number[]) => batchCancelFavourites(api, ids),
    onSuccess: async (result) => {
      showWriteToast(result, cancelledToast(result));
      await invalidate();
    },
  });
  const cancelFavourites = async (ids: readonly number[]) => {
    if (ids.length > 0) await send(ids);
  };
  return { cancelFavourites, cancellingMany: busy };
}

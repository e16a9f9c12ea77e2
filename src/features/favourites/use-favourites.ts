import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FAVOURITE_MESSAGES } from '../../../engine';
import { askConfirm } from '../../components/confirm';
import { favouritesQuery } from '../../lib/api/endpoints/favourites';
import { useBatchCancelFavourites } from '../../shop/writes/favourite-writes';
import { useErrorToast } from '../../shop/use-error-toast';
import { useApiClient } from '../../shop/api-client';
import { useShop } from '../../shop/shop-context';

/**
 * The one list logic of 我的收藏 and the favourites drawer: the favourites (every one, one page: spec 1 §9),
 * the ticks and the batch cancel, confirmed first. A failed load shows the server's message as an error toast. Ticks are
 * derived against the list, so a favourite cancelled elsewhere is no longer ticked.
 */
export function useFavourites(enabled: boolean) {
  const api = useApiClient();
  const { limits } = useShop();
  const favourites = useQuery({ ...favouritesQuery(api, limits.lists.favouritesPageSize), enabled });
  useErrorToast(favourites.error);
  const records = favourites.data?.records;
  const [ticks, setTicks] = useState<ReadonlySet<number>>(() => new Set());
  const { cancelFavourites, cancellingMany } = useBatchCancelFavourites();
  const selected = (records ?? []).filter((favourite) => ticks.has(favourite.id)).map(({ id }) => id);
  const allTicked = records !== undefined && records.length > 0 && selected.length === records.length;

  async function cancelSelected() {
    if (selected.length === 0) return;
    const confirmed = await askConfirm({
      title: FAVOURITE_MESSAGES.cancelTickedTitle,
      message: FAVOURITE_MESSAGES.confirmCancelTicked(selected.length),
    });
    if (confirmed) await cancelFavourites(selected);
  }

  function tick(id: number, on: boolean) {
    setTicks((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return {
    favourites,
    records,
    ticks,
    selected,
    allTicked,
    tick,
    tickAll: (on: boolean) => setTicks(new Set(on ? (records ?? []).map(({ id }) => id) : [])),
    // Cancelled favourites leave the refetched list, and with it the ticks.
    cancelSelected: () => void cancelSelected(),
    cancellingMany,
  };
}

export type FavouritesState = ReturnType<typeof useFavourites>;

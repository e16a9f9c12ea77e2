import { queryOptions } from '@tanstack/react-query';
import { currentLimits, get, post, unwrap } from '../request';
import { favouriteKeys } from '../query-keys';
import type { Favourite, Page } from '../types';

export const favouritesQuery = () =>
  queryOptions({
    queryKey: favouriteKeys.list(),
    queryFn: ({ signal }) =>
      get<Page<Favourite>>(
        '/cellection/page',
        // All favourites in one page (spec 1 §9).
        { currentPage: 1, pageSize: currentLimits().lists.favouritesPageSize },
        signal,
      ).then(unwrap),
  });

/** The server message is shown on success and failure (spec 1 §8). */
export const cancelFavourite = (id: number) => get<unknown>('/cellection/cancel', { id });

/** Cancels several favourites at once (docs/gateway.md); the server message is shown. */
export const batchCancelFavourites = (ids: readonly number[]) =>
  post<unknown>('/cellection/batchCancel', { ids });

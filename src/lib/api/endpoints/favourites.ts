import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { Favourite, Page } from '../../../../engine/contract';

/** `pageSize`: the shop's `limits.lists.favouritesPageSize`. */
export const favouritesQuery = (api: ApiClient, pageSize: number) =>
  queryOptions({
    queryKey: api.keys.favourite.list(pageSize),
    queryFn: ({ signal }) =>
      api
        .get<Page<Favourite>>(
          '/cellection/page',
          // All favourites in one page (spec 1 §9).
          { currentPage: 1, pageSize },
          signal,
        )
        .then(unwrap),
  });

/** The server message is shown on success and failure (spec 1 §8). */
export const cancelFavourite = (api: ApiClient, id: number) => api.get<unknown>('/cellection/cancel', { id });

/** Cancels several favourites at once (docs/gateway.md); the server message is shown. */
export const batchCancelFavourites = (api: ApiClient, ids: readonly number[]) =>
  api.post<unknown>('/cellection/batchCancel', { ids });

import { queryOptions } from '@tanstack/react-query';
import { get, unwrap } from '../request';
import { favouriteKeys } from '../query-keys';
import type { Favourite, Page } from '../types';

/** All favourites in one page (spec 1 §9). */
const FAVOURITES_PAGE_SIZE = 10000;

export const favouritesQuery = () =>
  queryOptions({
    queryKey: favouriteKeys.list(),
    queryFn: ({ signal }) =>
      get<Page<Favourite>>(
        '/cellection/page',
        { currentPage: 1, pageSize: FAVOURITES_PAGE_SIZE },
        signal,
      ).then(unwrap),
  });

/** The server message is shown on success and failure (spec 1 §8). */
export const cancelFavourite = (id: number) => get<unknown>('/cellection/cancel', { id });

import { queryOptions } from '@tanstack/react-query';
import { currentMallPath, get, unwrap } from '../request';
import type { Favourite, Page } from '../types';

/** All favourites in one page (spec 1 §9). */
const FAVOURITES_PAGE_SIZE = 10000;

export const favouritesQuery = () =>
  queryOptions({
    queryKey: [currentMallPath(), 'favourites', 'list'],
    queryFn: ({ signal }) =>
      get<Page<Favourite>>(
        '/cellection/page',
        { currentPage: 1, pageSize: FAVOURITES_PAGE_SIZE },
        signal,
      ).then(unwrap),
  });

/** The server message is shown on success and failure (spec 1 §8). */
export const cancelFavourite = (id: number) => get<unknown>('/cellection/cancel', { id });

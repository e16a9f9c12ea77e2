import { queryOptions } from '@tanstack/react-query';
import { currentMallPath, get, post, unwrap } from '../request';

export const searchHistoryQuery = () =>
  queryOptions({
    queryKey: [currentMallPath(), 'search', 'history'],
    queryFn: ({ signal }) => get<string[]>('/goods/getRecentSearchKey', undefined, signal).then(unwrap),
  });

/** Deletes one keyword, or the whole history without one. */
export const clearSearchHistory = (searchKey?: string) =>
  post<unknown>('/goods/clearRecentSearchKey', searchKey === undefined ? {} : { searchKey });

import { queryOptions } from '@tanstack/react-query';
import { get, post, unwrap } from '../request';
import { searchKeys } from '../query-keys';

export const searchHistoryQuery = () =>
  queryOptions({
    queryKey: searchKeys.history(),
    queryFn: ({ signal }) => get<string[]>('/goods/getRecentSearchKey', undefined, signal).then(unwrap),
  });

/** Deletes one keyword, or the whole history without one. */
export const clearSearchHistory = (searchKey?: string) =>
  post<unknown>('/goods/clearRecentSearchKey', searchKey === undefined ? {} : { searchKey });

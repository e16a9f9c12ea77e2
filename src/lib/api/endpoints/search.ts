import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';

export const searchHistoryQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.search.history(),
    queryFn: ({ signal }) => api.get<string[]>('/goods/getRecentSearchKey', undefined, signal).then(unwrap),
  });

/** Deletes one keyword, or the whole history without one. */
export const clearSearchHistory = (api: ApiClient, searchKey?: string) =>
  api.post<unknown>('/goods/clearRecentSearchKey', searchKey === undefined ? {} : { searchKey });

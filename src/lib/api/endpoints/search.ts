import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { historyAfterDeletion, historyDeletion, historyDeletionMessage } from '../../../../engine';
import { get, post, unwrap } from '../request';
import { searchKeys } from '../query-keys';
import { showWriteToast, useWrite } from '../use-write';

export const searchHistoryQuery = () =>
  queryOptions({
    queryKey: searchKeys.history(),
    queryFn: ({ signal }) => get<string[]>('/goods/getRecentSearchKey', undefined, signal).then(unwrap),
  });

/** Deletes one keyword, or the whole history without one. */
export const clearSearchHistory = (searchKey?: string) =>
  post<unknown>('/goods/clearRecentSearchKey', searchKey === undefined ? {} : { searchKey });

/** Deletes one keyword (or all without one), says 删除成功！ or 删除失败！ and drops it from the cache. */
export function useClearSearchHistory() {
  const queryClient = useQueryClient();
  const { send, busy } = useWrite({
    mutationFn: (keyword?: string) => clearSearchHistory(historyDeletion(keyword).request.searchKey),
    onSuccess: (result, keyword) => {
      showWriteToast(result, {
        kind: result.success ? 'success' : 'error',
        text: historyDeletionMessage(result.success),
      });
      if (result.success) {
        queryClient.setQueryData(searchKeys.history(), (before: string[] | undefined) =>
          historyAfterDeletion(before ?? [], keyword),
        );
      }
    },
  });
  return { clearHistory: send, clearing: busy };
}

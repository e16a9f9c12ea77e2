// The member's browse history (spec 1 §7: /memberSurfHistory/*): one page of visits, delete one or all.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { BrowseRecord, Page } from '../../../../engine/contract';

export const browseHistoryQuery = (api: ApiClient, currentPage: number) =>
  queryOptions({
    queryKey: api.keys.browseHistory.page(currentPage),
    queryFn: ({ signal }) =>
      api.post<Page<BrowseRecord>>('/memberSurfHistory/pageList', { currentPage }, signal).then(unwrap),
  });

/** Deletes one visit (its SKU), or every visit without one. */
export const clearBrowseHistory = (api: ApiClient, goodsSkuCode?: string) =>
  api.post<unknown>('/memberSurfHistory/clear', goodsSkuCode === undefined ? {} : { goodsSkuCode });

// The member's browse history (spec 1 §7: /memberSurfHistory/*): one page of visits, delete one or all.
import { queryOptions } from '@tanstack/react-query';
import { post, unwrap } from '../request';
import { browseHistoryKeys } from '../query-keys';
import type { BrowseRecord, Page } from '../types';

export const browseHistoryQuery = (currentPage: number) =>
  queryOptions({
    queryKey: browseHistoryKeys.page(currentPage),
    queryFn: ({ signal }) =>
      post<Page<BrowseRecord>>('/memberSurfHistory/pageList', { currentPage }, signal).then(unwrap),
  });

/** Deletes one visit (its SKU), or every visit without one. */
export const clearBrowseHistory = (goodsSkuCode?: string) =>
  post<unknown>('/memberSurfHistory/clear', goodsSkuCode === undefined ? {} : { goodsSkuCode });

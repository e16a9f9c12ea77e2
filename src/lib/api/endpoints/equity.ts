import { queryOptions } from '@tanstack/react-query';
import { WHITE_LIST_STATE } from '../../../../engine';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { EquityCard, EquitySummary, Page } from '../../../../engine/contract';

/**
 * The member's cards in one white-list state (WHITE_LIST_STATE: in force 1001, expired 1002), in pages of the
 * shop's `limits.lists.equityPageSize`.
 */
export const equityCardsQuery = (
  api: ApiClient,
  pageSize: number,
  whiteListState: number = WHITE_LIST_STATE.inForce,
) =>
  queryOptions({
    queryKey: api.keys.equity.cards(whiteListState, pageSize),
    queryFn: ({ signal }) =>
      api
        .get<Page<EquityCard>>(
          '/member/interestsCard/memberInterestsCardWhiteListPage',
          { whiteListState, pageSize },
          signal,
        )
        .then(unwrap),
  });

export const equitySummaryQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.equity.summary(),
    queryFn: ({ signal }) =>
      api
        .get<EquitySummary>('/member/interestsCard/memberInterestsCardCensus', undefined, signal)
        .then(unwrap),
  });

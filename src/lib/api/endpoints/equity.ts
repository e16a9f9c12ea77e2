import { queryOptions } from '@tanstack/react-query';
import { WHITE_LIST_STATE } from '../../../../engine';
import { currentLimits, get, unwrap } from '../request';
import { equityKeys } from '../query-keys';
import type { EquityCard, EquitySummary, Page } from '../types';

/** The member's cards in one white-list state (WHITE_LIST_STATE: in force 1001, expired 1002). */
export const equityCardsQuery = (whiteListState: number = WHITE_LIST_STATE.inForce) =>
  queryOptions({
    queryKey: equityKeys.cards(whiteListState),
    queryFn: ({ signal }) =>
      get<Page<EquityCard>>(
        '/member/interestsCard/memberInterestsCardWhiteListPage',
        { whiteListState, pageSize: currentLimits().lists.equityPageSize },
        signal,
      ).then(unwrap),
  });

export const equitySummaryQuery = () =>
  queryOptions({
    queryKey: equityKeys.summary(),
    queryFn: ({ signal }) =>
      get<EquitySummary>('/member/interestsCard/memberInterestsCardCensus', undefined, signal).then(unwrap),
  });

import { queryOptions } from '@tanstack/react-query';
import { currentLimits, get, unwrap } from '../request';
import { equityKeys } from '../query-keys';
import type { EquityCard, EquitySummary, Page } from '../types';

const WHITE_LIST_ACTIVE = 1001;

export const equityCardsQuery = () =>
  queryOptions({
    queryKey: equityKeys.cards(),
    queryFn: ({ signal }) =>
      get<Page<EquityCard>>(
        '/member/interestsCard/memberInterestsCardWhiteListPage',
        { whiteListState: WHITE_LIST_ACTIVE, pageSize: currentLimits().lists.equityPageSize },
        signal,
      ).then(unwrap),
  });

export const equitySummaryQuery = () =>
  queryOptions({
    queryKey: equityKeys.summary(),
    queryFn: ({ signal }) =>
      get<EquitySummary>('/member/interestsCard/memberInterestsCardCensus', undefined, signal).then(unwrap),
  });

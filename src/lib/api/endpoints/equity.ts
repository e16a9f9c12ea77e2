import { queryOptions } from '@tanstack/react-query';
import { currentLimits, currentMallPath, get, unwrap } from '../request';
import type { EquityCard, EquitySummary, Page } from '../types';

const WHITE_LIST_ACTIVE = 1001;

export const equityCardsQuery = () =>
  queryOptions({
    queryKey: [currentMallPath(), 'equity', 'cards'],
    queryFn: ({ signal }) =>
      get<Page<EquityCard>>(
        '/member/interestsCard/memberInterestsCardWhiteListPage',
        { whiteListState: WHITE_LIST_ACTIVE, pageSize: currentLimits().lists.equityPageSize },
        signal,
      ).then(unwrap),
  });

export const equitySummaryQuery = () =>
  queryOptions({
    queryKey: [currentMallPath(), 'equity', 'summary'],
    queryFn: ({ signal }) =>
      get<EquitySummary>('/member/interestsCard/memberInterestsCardCensus', undefined, signal).then(unwrap),
  });

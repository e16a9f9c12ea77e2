// 我的余额 (docs/balance.md): the member's available and frozen amounts, and the ledger by type and month.
import { queryOptions } from '@tanstack/react-query';
import type { LedgerFilter } from '../../../../engine';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { BalanceSummary, LedgerEntry } from './balance-types';
import type { Page } from './shared-types';

export type LedgerRequest = LedgerFilter & { currentPage: number };

export const balanceSummaryQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.balance.summary(),
    queryFn: ({ signal }) => api.get<BalanceSummary>('/member/balance', undefined, signal).then(unwrap),
  });

export const balanceLedgerQuery = (api: ApiClient, request: LedgerRequest) =>
  queryOptions({
    queryKey: api.keys.balance.ledger(request),
    queryFn: ({ signal }) =>
      api.post<Page<LedgerEntry>>('/member/balanceLedger', request, signal).then(unwrap),
  });

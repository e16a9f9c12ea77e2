// 我的余额 (docs/balance.md): the member's available and frozen amounts, and the ledger by type and month.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { BalanceSummary, LedgerEntry, LedgerRequest, Page } from '../../../../engine/contract';

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

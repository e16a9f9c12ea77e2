// 账单 calls and query factories (docs/invoices.md); the answers' types are the contract's
// (engine/contract/statements.ts).
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { StatementDetail, StatementFilter, StatementPage } from '../../../../engine/contract';

/** One page of the member's statements, newest month first. */
export const statementListQuery = (api: ApiClient, filter: StatementFilter) =>
  queryOptions({
    queryKey: api.keys.statement.list(filter),
    queryFn: ({ signal }) => api.post<StatementPage>('/statement/list', filter, signal).then(unwrap),
  });

/** A statement with its orders and refunds. */
export const statementDetailQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: api.keys.statement.detail(id),
    queryFn: ({ signal }) => api.get<StatementDetail>('/statement/detail', { id }, signal).then(unwrap),
  });

export const confirmStatement = (api: ApiClient, id: string) =>
  api.post<StatementDetail>('/statement/confirm', { id });

// 预算管理 (/member/budget/*, src/demo-gateway/README.md): the chooser's departments and people, one
// owner's budgets, one budget with its orders. Read-only; orders change the figures, so the keys sit under
// the order lists (api.keys.order.budgets) and refresh with them.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { BudgetDetail, BudgetDirectory, BudgetOwner, BudgetSummary } from '../../../../engine/contract';

export const budgetDirectoryQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.order.budgetDirectory(),
    queryFn: ({ signal }) =>
      api.get<BudgetDirectory>('/member/budget/owners', undefined, signal).then(unwrap),
  });

export const budgetListQuery = (api: ApiClient, owner: BudgetOwner) =>
  queryOptions({
    queryKey: api.keys.order.budgetList(owner),
    queryFn: ({ signal }) => api.post<BudgetSummary[]>('/member/budget/list', owner, signal).then(unwrap),
  });

export const budgetDetailQuery = (api: ApiClient, budgetId: string) =>
  queryOptions({
    queryKey: api.keys.order.budgetDetail(budgetId),
    queryFn: ({ signal }) =>
      api.get<BudgetDetail>('/member/budget/detail', { budgetId }, signal).then(unwrap),
  });

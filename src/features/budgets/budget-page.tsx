import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { BUDGET_TEXT } from '../../../engine';
import { ShopTreeSelect } from '../../business-ui/shop-tree-select';
import { onPhone } from '../../components/breakpoints';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { budgetDirectoryQuery, budgetListQuery } from '../../lib/api/endpoints/budgets';
import { useApiClient } from '../../shop/api-client';
import { BudgetCard } from './budget-card';
import { firstOwner, ownerOf, ownerTree, ownerValue } from './budget-owners';
import type { BudgetOwner } from '../../../engine/contract';

/**
 * /userCenter/account/budget 预算管理 (F000198 where the shop keeps budgets; docs/budgets.md): a department
 * or person chosen in the tree-select, and each of their budgets with its figures, its bar and its orders.
 */
export default function BudgetPage() {
  const api = useApiClient();
  const directory = useQuery(budgetDirectoryQuery(api));
  const [chosen, setChosen] = useState<BudgetOwner>();

  if (directory.isPending) return <Skeleton lines={6} label="预算加载中" />;
  if (directory.isError)
    return <LoadError message={directory.error.message} onRetry={() => void directory.refetch()} />;
  const owner = chosen ?? firstOwner(directory.data);
  return (
    <>
      <Chooser>
        <span aria-hidden="true">{BUDGET_TEXT.chooser}</span>
        <div>
          <ShopTreeSelect
            options={ownerTree(directory.data)}
            value={owner ? ownerValue(owner) : null}
            onChange={(value) => setChosen(ownerOf(value))}
            label={BUDGET_TEXT.chooser}
            placeholder={BUDGET_TEXT.chooserPlaceholder}
            searchPlaceholder={BUDGET_TEXT.searchPlaceholder}
            noMatch={BUDGET_TEXT.noMatch}
          />
        </div>
      </Chooser>
      {owner ? <OwnerBudgets owner={owner} /> : <EmptyState text={BUDGET_TEXT.noBudget} />}
    </>
  );
}

function OwnerBudgets({ owner }: { owner: BudgetOwner }) {
  const api = useApiClient();
  const budgets = useQuery(budgetListQuery(api, owner));
  if (budgets.isPending) return <Skeleton lines={4} label="预算加载中" />;
  if (budgets.isError)
    return <LoadError message={budgets.error.message} onRetry={() => void budgets.refetch()} />;
  if (budgets.data.length === 0) return <EmptyState text={BUDGET_TEXT.noBudget} />;
  return (
    <>
      {budgets.data.map((budget) => (
        <BudgetCard key={budget.budgetId} budget={budget} />
      ))}
    </>
  );
}

const Chooser = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
  & > span {
    color: ${({ theme }) => theme.muted};
    font-size: 14px;
  }
  & > div {
    width: 320px;
  }
  /* The chooser takes the rest of a phone's line. */
  ${onPhone} {
    & > div {
      flex: 1;
      width: auto;
      min-width: 0;
    }
  }
`;

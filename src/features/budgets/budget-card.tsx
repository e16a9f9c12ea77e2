import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { BUDGET_PERIOD_LABEL, BUDGET_TEXT, budgetBarPercent, compare, formatMoney } from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { ListTable, TableScroll } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { budgetDetailQuery } from '../../lib/api/endpoints/budgets';
import { useApiClient } from '../../shop/api-client';
import type { BudgetOrder, BudgetSummary } from '../../../engine/contract';

/** One budget: its figures, a bar of what is spent (used and frozen), and the orders it paid for. */
export function BudgetCard({ budget }: { budget: BudgetSummary }) {
  const id = useId();
  const overspent = compare(budget.overspent, 0) > 0;
  const percent = budgetBarPercent(budget);
  const kind = budget.ownerKind === 'person' ? BUDGET_TEXT.personPrefix : BUDGET_TEXT.departmentPrefix;
  return (
    <Card aria-labelledby={`${id}-name`}>
      <Head>
        <h3 id={`${id}-name`}>{budget.name}</h3>
        <small>
          {kind} · {BUDGET_PERIOD_LABEL[budget.periodKind]} · {budget.periodLabel}
        </small>
      </Head>
      <Figures>
        <div>
          <dt>预算总额</dt>
          <dd>{formatMoney(budget.total)}</dd>
        </div>
        <div>
          <dt>已使用</dt>
          <dd>{formatMoney(budget.used)}</dd>
        </div>
        <div>
          <dt>冻结中</dt>
          <dd>{formatMoney(budget.frozen)}</dd>
        </div>
        <div>
          <dt>{overspent ? BUDGET_TEXT.overspent : '剩余'}</dt>
          <dd data-overspent={overspent}>{formatMoney(overspent ? budget.overspent : budget.remaining)}</dd>
        </div>
      </Figures>
      <Bar
        role="progressbar"
        aria-label={`${budget.name}使用进度`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`已使用及冻结${budget.percent}%${overspent ? `，${BUDGET_TEXT.overspent}` : ''}`}
        data-overspent={overspent}
      >
        <span style={{ width: `${percent}%` }} />
      </Bar>
      <BudgetOrders budgetId={budget.budgetId} name={budget.name} />
    </Card>
  );
}

function BudgetOrders({ budgetId, name }: { budgetId: string; name: string }) {
  const api = useApiClient();
  const detail = useQuery(budgetDetailQuery(api, budgetId));
  if (detail.isPending) return <Skeleton lines={3} label="预算订单加载中" />;
  if (detail.isError)
    return <LoadError message={detail.error.message} onRetry={() => void detail.refetch()} />;
  if (detail.data.orders.length === 0) return <Empty>{BUDGET_TEXT.noOrders}</Empty>;
  return (
    <TableScroll>
      <ListTable aria-label={`${name}的订单`} $stale={false}>
        <thead>
          <tr>
            <th>订单号</th>
            <th>下单人</th>
            <th>下单时间</th>
            <th>订单金额</th>
            <th>占用预算</th>
            <th>超出预算</th>
            <th>订单状态</th>
            <th>预算状态</th>
          </tr>
        </thead>
        <tbody>
          {detail.data.orders.map((order) => (
            <OrderRow key={order.orderNo} order={order} />
          ))}
        </tbody>
      </ListTable>
    </TableScroll>
  );
}

function OrderRow({ order }: { order: BudgetOrder }) {
  return (
    <tr>
      <td data-label="订单号">{order.orderNo}</td>
      <td data-label="下单人">{order.buyer}</td>
      <td data-label="下单时间">{order.createTime}</td>
      <td data-label="订单金额">{formatMoney(order.orderTotal)}</td>
      <td data-label="占用预算">{formatMoney(order.amount)}</td>
      <td data-label="超出预算">{compare(order.overrun, 0) > 0 ? formatMoney(order.overrun) : '—'}</td>
      <td data-label="订单状态">{order.orderStatusName}</td>
      <td data-label="预算状态">{order.chargeStateName}</td>
    </tr>
  );
}

const Card = styled.section`
  margin-bottom: 20px;
  padding: 16px 20px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  ${onPhone} {
    margin-bottom: 16px;
    padding: 12px;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  gap: 12px;
  margin-bottom: 12px;
  & > h3 {
    margin: 0;
    font-size: 16px;
  }
  & > small {
    color: ${({ theme }) => theme.muted};
  }
  ${onPhone} {
    flex-wrap: wrap;
    gap: 4px 12px;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 12px;
  margin: 0 0 12px;
  & dt {
    color: ${({ theme }) => theme.muted};
    font-size: 13px;
  }
  & dd {
    margin: 4px 0 0;
    font-size: 18px;
    font-weight: 600;
  }
  & dd[data-overspent='true'] {
    color: ${({ theme }) => theme.danger};
  }
  /* Two figures a line on a phone. */
  ${onPhone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & dd {
      font-size: 16px;
      overflow-wrap: anywhere;
    }
  }
`;

const Bar = styled.div`
  height: 10px;
  margin-bottom: 16px;
  border-radius: 5px;
  background: ${({ theme }) => theme.background};
  overflow: hidden;
  & > span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.primary};
  }
  &[data-overspent='true'] > span {
    background: ${({ theme }) => theme.danger};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.muted};
  font-size: 13px;
`;

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatMoney, statementDetailPath, STATEMENT_TEXT } from '../../../engine';
import { EmptyState } from '../../components/empty-state';
import { ListTable, TableScroll } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { Skeleton } from '../../components/skeleton';
import { retryOf } from '../../lib/api/api-result';
import { statementListQuery } from '../../lib/api/endpoints/statements';
import { useApiClient } from '../../shop/api-client';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import { ConfirmStatementButton, ExportStatementButton } from './statement-actions';
import { StatementFilters } from './statement-filters';
import { useStatementFilter } from './use-statement-filter';
import type { StatementSummary } from '../../../engine/contract';

const Actions = styled.div`
  display: flex;
  gap: 10px;
  align-items: center;
  white-space: nowrap;
`;

/**
 * /userCenter/invoicingZdList 账单 (F000620, F000621; docs/invoices.md): the company account's monthly
 * statements, newest month first, filtered by status and period and paged; each with its orders, refunds,
 * amount due and status, and 查看, 确认账单 (after a confirmation) and 导出.
 */
export default function StatementsPage() {
  const api = useApiClient();
  const filter = useStatementFilter();
  const valid = filter.periodError === undefined;
  const statements = useQuery({
    ...statementListQuery(api, filter.filter),
    placeholderData: keepPreviousData,
    enabled: valid,
  });

  function content() {
    if (!valid) return null;
    if (statements.isPending) return <Skeleton lines={5} label="账单加载中" />;
    if (statements.isError)
      return <LoadError message={statements.error.message} onRetry={retryOf(statements)} />;
    const { records, total, pageSize } = statements.data;
    if (records.length === 0)
      return <EmptyState text={filter.filtering ? STATEMENT_TEXT.noMatch : STATEMENT_TEXT.empty} />;
    return (
      <>
        <StatementsTable statements={records} stale={statements.isPlaceholderData} />
        <Pager page={filter.page} pages={Math.ceil(total / pageSize)} onPage={filter.showPage} />
      </>
    );
  }

  return (
    <>
      <StatementFilters
        search={filter.search}
        periodError={filter.periodError}
        onSearch={filter.showSearch}
      />
      {content()}
    </>
  );
}

function StatementsTable({ statements, stale }: { statements: readonly StatementSummary[]; stale: boolean }) {
  const { mallPath } = useShop();
  return (
    <TableScroll>
      <ListTable aria-label="账单列表" $stale={stale}>
        <thead>
          <tr>
            <th>账期</th>
            <th>订单数</th>
            <th>订单金额</th>
            <th>退款</th>
            <th>应付金额</th>
            <th>状态</th>
            <th>操作</th>
          </tr>
        </thead>
        <tbody>
          {statements.map((statement) => (
            <tr key={statement.id}>
              <td data-label="账期">
                {/* One value for the card's line: the month over its days. */}
                <div>
                  <div>{statement.periodLabel}</div>
                  <small>{statement.periodDays}</small>
                </div>
              </td>
              <td data-label="订单数">{statement.orderCount}</td>
              <td data-label="订单金额">{formatMoney(statement.orderTotal)}</td>
              <td data-label="退款">{formatMoney(statement.refundTotal)}</td>
              <td data-label="应付金额">
                <strong>{formatMoney(statement.due)}</strong>
              </td>
              <td data-label="状态">{statement.statusName}</td>
              <td data-cell="actions">
                <Actions>
                  <Link
                    to={shopPath(mallPath, statementDetailPath(statement.id))}
                    aria-label={`查看 ${statement.periodLabel}`}
                  >
                    查看
                  </Link>
                  {statement.actions.confirm && <ConfirmStatementButton statement={statement} />}
                  <ExportStatementButton statement={statement} />
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </ListTable>
    </TableScroll>
  );
}

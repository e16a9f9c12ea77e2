import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import {
  BALANCE_ENTRY_LABEL,
  BALANCE_ENTRY_TYPES,
  BALANCE_TEXT,
  formatMoney,
  monthLabel,
} from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { Skeleton } from '../../components/skeleton';
import { balanceLedgerQuery, balanceSummaryQuery } from '../../lib/api/endpoints/balance';
import { useApiClient } from '../../shop/api-client';
import { LedgerTable } from './ledger-table';
import { useLedgerFilter } from './use-ledger-filter';
import type { BalanceSummary } from '../../../engine/contract';

const Amounts = styled.dl`
  display: flex;
  gap: 16px;
  margin: 0 0 20px;
  & > div {
    flex: 1;
    padding: 20px 24px;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.border};
  }
  dt {
    color: ${({ theme }) => theme.muted};
    font-size: 13px;
  }
  dd {
    margin: 8px 0 0;
    font-size: 24px;
    font-weight: 600;
  }
  div:first-child dd {
    color: ${({ theme }) => theme.primary};
  }
  /* Side by side still, each half a phone wide: smaller figures that wrap rather than spill. */
  ${onPhone} {
    gap: 10px;
    margin-bottom: 16px;
    & > div {
      min-width: 0;
      padding: 14px 12px;
    }
    dd {
      font-size: 20px;
      overflow-wrap: anywhere;
    }
  }
`;

const Filters = styled.div`
  display: flex;
  gap: 24px;
  align-items: center;
  margin-bottom: 14px;
  font-size: 13px;
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    color: ${({ theme }) => theme.muted};
  }
  select {
    min-width: 140px;
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 4px;
    font: inherit;
  }
  /* The two selects share a phone's width. */
  ${onPhone} {
    gap: 12px;
    label {
      flex: 1 1 0;
      min-width: 0;
    }
    select {
      flex: 1;
      min-width: 0;
      height: 36px;
    }
  }
`;

function BalanceAmounts({ summary }: { summary: BalanceSummary }) {
  return (
    <Amounts aria-label="余额">
      <div>
        <dt>{BALANCE_TEXT.available}</dt>
        <dd data-testid="balance-available">{formatMoney(summary.available)}</dd>
      </div>
      <div>
        <dt>{BALANCE_TEXT.frozen}</dt>
        <dd data-testid="balance-frozen">{formatMoney(summary.frozen)}</dd>
      </div>
    </Amounts>
  );
}

/**
 * /userCenter/userCenterView2/balance 我的余额 (F000212 with balance.enabled; docs/balance.md): the
 * available and frozen amounts, and the ledger filtered by type and month, paged; the filter and the page
 * are kept in the address.
 */
export default function BalancePage() {
  const api = useApiClient();
  const id = useId();
  const ledgerFilter = useLedgerFilter();
  const summary = useQuery(balanceSummaryQuery(api));
  const ledger = useQuery({
    ...balanceLedgerQuery(api, ledgerFilter.request),
    placeholderData: keepPreviousData,
  });

  function rows() {
    if (ledger.isPending) return <Skeleton lines={6} label="余额明细加载中" />;
    if (ledger.isError)
      return <LoadError message={ledger.error.message} onRetry={() => void ledger.refetch()} />;
    const { records, total, pageSize } = ledger.data;
    if (records.length === 0)
      return <EmptyState text={ledgerFilter.filtered ? BALANCE_TEXT.filteredEmpty : BALANCE_TEXT.empty} />;
    return (
      <>
        <LedgerTable entries={records} stale={ledger.isPlaceholderData} />
        <Pager
          page={ledgerFilter.request.currentPage}
          pages={Math.ceil(total / pageSize)}
          onPage={ledgerFilter.showPage}
        />
      </>
    );
  }

  if (summary.isPending) return <Skeleton lines={8} label="余额加载中" />;
  if (summary.isError)
    return <LoadError message={summary.error.message} onRetry={() => void summary.refetch()} />;
  const { type = '', month = '' } = ledgerFilter.filter;
  // A month from the address with no entries is still the one shown as chosen.
  const months =
    month && !summary.data.months.includes(month) ? [month, ...summary.data.months] : summary.data.months;
  return (
    <>
      <BalanceAmounts summary={summary.data} />
      <Filters role="group" aria-label="筛选余额明细">
        <label htmlFor={`${id}-type`}>
          类型
          <select
            id={`${id}-type`}
            value={type}
            onChange={(event) => ledgerFilter.showType(event.target.value)}
          >
            <option value="">{BALANCE_TEXT.allTypes}</option>
            {BALANCE_ENTRY_TYPES.map((each) => (
              <option key={each} value={each}>
                {BALANCE_ENTRY_LABEL[each]}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-month`}>
          月份
          <select
            id={`${id}-month`}
            value={month}
            onChange={(event) => ledgerFilter.showMonth(event.target.value)}
          >
            <option value="">{BALANCE_TEXT.allMonths}</option>
            {months.map((each) => (
              <option key={each} value={each}>
                {monthLabel(each)}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      {rows()}
    </>
  );
}

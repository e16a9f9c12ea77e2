import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  applicationTotal,
  applyInvoicePath,
  dateRangeProblem,
  formatMoney,
  INVOICE_APPLY_TEXT,
} from '../../../engine';
import { onPhone, PHONE_TAB_BAR_HEIGHT } from '../../components/breakpoints';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { Skeleton } from '../../components/skeleton';
import { retryOf } from '../../lib/api/api-result';
import { invoiceableOrdersQuery } from '../../lib/api/endpoints/invoice-applications';
import { useApiClient } from '../../shop/api-client';
import { useMayCall, useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import { InvoiceCentreNav } from './invoice-centre-nav';
import { InvoiceableTable } from './invoiceable-table';
import type { InvoiceableFilter } from '../../../engine/contract';

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  margin-bottom: 14px;
  font-size: 13px;
  input {
    height: 32px;
  }
  /* On a phone: the label's line, the two dates sharing the next, the order number and 查询 under them. */
  ${onPhone} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr) auto;
    gap: 8px;
    label {
      display: contents;
    }
    label > span {
      grid-column: 1 / -1;
    }
    input {
      width: 100%;
      min-width: 0;
      height: 36px;
    }
    input[aria-label='结束日期'] {
      grid-column: 3 / -1;
    }
    input[aria-label='订单号'] {
      grid-column: 1 / 4;
    }
  }
`;

const Problem = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.danger};
  font-size: 13px;
`;

const Footer = styled.section`
  display: flex;
  gap: 16px;
  align-items: center;
  justify-content: flex-end;
  margin-top: 16px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.background};
  font-size: 13px;
  strong {
    font-size: 18px;
    color: ${({ theme }) => theme.primary};
  }
  /* On a phone the count, total and 申请开票 stay in sight above the tab bar while the cards scroll. */
  ${onPhone} {
    position: sticky;
    bottom: calc(${PHONE_TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom));
    z-index: 10;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 12px;
    background: #fff;
    border-top: 1px solid ${({ theme }) => theme.border};
    box-shadow: 0 -2px 8px rgba(0, 0, 0, 0.06);
  }
`;

const NO_FILTER: InvoiceableFilter = { startDate: '', endDate: '', orderNo: '', currentPage: 1 };

/**
 * /userCenter/settlementOrder 开票中心 (F000401; docs/invoices.md): the member's completed orders that may be
 * invoiced, each for its amount net of after-sales refunds, by date range and order number. Ticks are kept
 * across pages with a running total; 申请开票 takes them to the apply page.
 */
export default function InvoiceCentrePage() {
  const api = useApiClient();
  const { mallPath } = useShop();
  const navigate = useNavigate();
  const mayCombine = useMayCall('invoiceCombined');
  const [typed, setTyped] = useState(NO_FILTER);
  const [filter, setFilter] = useState(NO_FILTER);
  const [problem, setProblem] = useState<string>();
  const [ticked, setTicked] = useState<ReadonlyMap<string, string>>(new Map());
  const list = useQuery({ ...invoiceableOrdersQuery(api, filter), placeholderData: keepPreviousData });

  function search() {
    const wrong = dateRangeProblem(typed.startDate, typed.endDate);
    setProblem(wrong);
    if (!wrong) setFilter({ ...typed, orderNo: typed.orderNo.trim(), currentPage: 1 });
  }

  const tooMany = ticked.size > 1 && !mayCombine;
  function apply() {
    if (ticked.size === 0) setProblem(INVOICE_APPLY_TEXT.noneTicked);
    else if (tooMany) setProblem(INVOICE_APPLY_TEXT.oneOrderOnly);
    else void navigate(shopPath(mallPath, applyInvoicePath([...ticked.keys()])));
  }

  function content() {
    if (list.isPending) return <Skeleton lines={6} label="可开票订单加载中" />;
    if (list.isError) return <LoadError message={list.error.message} onRetry={retryOf(list)} />;
    const { records, total, pageSize } = list.data;
    if (records.length === 0) return <EmptyState text={INVOICE_APPLY_TEXT.emptyInvoiceable} />;
    return (
      <>
        <InvoiceableTable
          orders={records}
          ticked={ticked}
          stale={list.isPlaceholderData}
          onTick={(order, on) => {
            const next = new Map(ticked);
            if (on) next.set(order.orderNo, order.amount);
            else next.delete(order.orderNo);
            setTicked(next);
            setProblem(undefined);
          }}
        />
        <Pager
          page={filter.currentPage}
          pages={Math.ceil(total / pageSize)}
          onPage={(currentPage) => setFilter({ ...filter, currentPage })}
        />
      </>
    );
  }

  return (
    <>
      <InvoiceCentreNav />
      <Filters
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <label>
          <span>下单日期</span>{' '}
          <input
            type="date"
            aria-label="开始日期"
            value={typed.startDate}
            onChange={(event) => setTyped({ ...typed, startDate: event.target.value })}
          />
        </label>
        <span>至</span>
        <input
          type="date"
          aria-label="结束日期"
          value={typed.endDate}
          onChange={(event) => setTyped({ ...typed, endDate: event.target.value })}
        />
        <input
          aria-label="订单号"
          placeholder="请输入订单号"
          maxLength={40}
          value={typed.orderNo}
          onChange={(event) => setTyped({ ...typed, orderNo: event.target.value })}
        />
        <Button type="submit">查询</Button>
      </Filters>
      {problem && <Problem role="alert">{problem}</Problem>}
      {content()}
      <Footer aria-label="已选订单">
        <span>
          已选 <b>{ticked.size}</b> 个订单，合计{' '}
          <strong>{formatMoney(applicationTotal([...ticked.values()]))}</strong>
        </span>
        <Button $variant="primary" onClick={apply}>
          申请开票
        </Button>
      </Footer>
    </>
  );
}

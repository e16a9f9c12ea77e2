import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { Skeleton } from '../../components/skeleton';
import { Tabs } from '../../components/tabs';
import { OrderCard } from './order-card';
import { tabKey, type StatusTab, type useStatusPaging } from './use-status-paging';
import type { OrderView, Page } from '../../../engine/contract';

const Cards = styled.ul<{ $stale: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
`;

/**
 * An order list with status tabs and paging (the member's 我的订单 and the reviewer's 订单审核): a skeleton
 * while the first page loads, the server's message with 重试 on failure, `emptyText` only when the gateway
 * answered no orders at all, and the previous page dimmed while the next one loads.
 */
export function OrderList({
  label,
  tabs,
  paging,
  orders,
  emptyText,
  buyer,
  actions,
}: {
  label: string;
  tabs: readonly StatusTab[];
  paging: ReturnType<typeof useStatusPaging>;
  orders: UseQueryResult<Page<OrderView>>;
  emptyText: string;
  buyer?: boolean;
  actions: (order: OrderView) => ReactNode;
}) {
  function content() {
    if (orders.isPending) return <Skeleton lines={6} label="订单加载中" />;
    if (orders.isError)
      return <LoadError message={orders.error.message} onRetry={() => void orders.refetch()} />;
    const { records, total, pageSize } = orders.data;
    // A page past the end (an order of it left the tab, or an old link) is not an empty list.
    if (records.length === 0 && total > 0)
      return (
        <EmptyState text="该页没有订单">
          <Button onClick={() => paging.showPage(1)}>回到第一页</Button>
        </EmptyState>
      );
    if (records.length === 0) return <EmptyState text={emptyText} />;
    return (
      <>
        <Cards aria-label={label} $stale={orders.isPlaceholderData}>
          {records.map((order) => (
            <OrderCard key={order.orderNo} order={order} buyer={buyer} actions={actions(order)} />
          ))}
        </Cards>
        <Pager page={paging.page} pages={Math.ceil(total / pageSize)} onPage={paging.showPage} />
      </>
    );
  }

  return (
    <>
      <Tabs
        label="订单状态"
        items={tabs.map((tab) => ({ key: tabKey(tab), label: tab.label }))}
        active={paging.tab ? tabKey(paging.tab) : ''}
        onChange={paging.showTab}
      />
      {content()}
    </>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney, INVOICE_APPLY_TEXT } from '../../../engine';
import { EmptyState } from '../../components/empty-state';
import { ListTable, TableScroll } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { Skeleton } from '../../components/skeleton';
import { retryOf } from '../../lib/api/api-result';
import { orderInvoiceStatesQuery } from '../../lib/api/endpoints/invoice-applications';
import { useApiClient } from '../../shop/api-client';
import { OrderInvoiceLink } from './order-invoice-link';

/**
 * /userCenter/orderInvoice 订单发票 (F000380; docs/invoices.md): each of the member's orders with its invoice
 * state (未开票, 待审核, 开票中, 已开票, or why it may not be invoiced yet) and its action.
 */
export default function OrderInvoicesPage() {
  const api = useApiClient();
  const [currentPage, setCurrentPage] = useState(1);
  const states = useQuery({
    ...orderInvoiceStatesQuery(api, { currentPage }),
    placeholderData: keepPreviousData,
  });
  if (states.isPending) return <Skeleton lines={6} label="订单发票加载中" />;
  if (states.isError) return <LoadError message={states.error.message} onRetry={retryOf(states)} />;
  const { records, total, pageSize } = states.data;
  if (records.length === 0) return <EmptyState text={INVOICE_APPLY_TEXT.emptyOrders} />;
  return (
    <>
      <TableScroll>
        <ListTable aria-label="订单发票" $stale={states.isPlaceholderData}>
          <thead>
            <tr>
              <th>订单号</th>
              <th>下单时间</th>
              <th>可开票金额</th>
              <th>发票状态</th>
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {records.map((state) => (
              <tr key={state.orderNo}>
                <td data-label="订单号">{state.orderNo}</td>
                <td data-label="下单时间">{state.createTime}</td>
                <td data-label="可开票金额">{formatMoney(state.amount)}</td>
                <td data-label="发票状态">{state.stateName}</td>
                <td data-cell="actions">
                  <OrderInvoiceLink state={state} />
                </td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      </TableScroll>
      <Pager page={currentPage} pages={Math.ceil(total / pageSize)} onPage={setCurrentPage} />
    </>
  );
}

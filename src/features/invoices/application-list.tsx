import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney, INVOICE_APPLY_TEXT, invoiceDetailPath } from '../../../engine';
import type { ApplicationList as ListName } from '../../../engine';
import { EmptyState } from '../../components/empty-state';
import { ListTable, TableScroll } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { Skeleton } from '../../components/skeleton';
import { retryOf } from '../../lib/api/api-result';
import { applicationsQuery } from '../../lib/api/endpoints/invoice-applications';
import { useApiClient } from '../../shop/api-client';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import { InvoiceCentreNav } from './invoice-centre-nav';

const LABEL = { applications: '申请开票订单', invoices: '已开票订单' } as const;

/** 申请开票订单 or 已开票订单: each application with its title, orders, amount and status, opening its detail. */
export function ApplicationList({ list }: { list: ListName }) {
  const api = useApiClient();
  const { mallPath } = useShop();
  const [currentPage, setCurrentPage] = useState(1);
  const page = useQuery({
    ...applicationsQuery(api, { list, currentPage }),
    placeholderData: keepPreviousData,
  });
  const issued = list === 'invoices';

  function content() {
    if (page.isPending) return <Skeleton lines={6} label={`${LABEL[list]}加载中`} />;
    if (page.isError) return <LoadError message={page.error.message} onRetry={retryOf(page)} />;
    const { records, total, pageSize } = page.data;
    if (records.length === 0)
      return (
        <EmptyState text={issued ? INVOICE_APPLY_TEXT.emptyInvoices : INVOICE_APPLY_TEXT.emptyApplications} />
      );
    return (
      <>
        <TableScroll>
          <ListTable aria-label={LABEL[list]} $stale={page.isPlaceholderData}>
            <thead>
              <tr>
                <th>申请单号</th>
                <th>申请时间</th>
                <th>发票抬头</th>
                <th>发票类型</th>
                <th>订单</th>
                <th>开票金额</th>
                {issued && <th>发票号码</th>}
                <th>状态</th>
                <th>操作</th>
              </tr>
            </thead>
            <tbody>
              {records.map((each) => (
                <tr key={each.id}>
                  <td data-label="申请单号">{each.applicationNo}</td>
                  <td data-label="申请时间">{each.createTime}</td>
                  <td data-label="发票抬头">{each.titleName}</td>
                  <td data-label="发票类型">
                    {each.invoiceTypeName}（{each.mediumName}）
                  </td>
                  <td data-label="订单">{each.orderNos.join('、')}</td>
                  <td data-label="开票金额">{formatMoney(each.total)}</td>
                  {issued && <td data-label="发票号码">{each.invoice?.number ?? '—'}</td>}
                  <td data-label="状态">{each.statusName}</td>
                  <td data-cell="actions">
                    <Link
                      to={shopPath(mallPath, invoiceDetailPath(each.id, each.status))}
                      aria-label={`查看 ${each.applicationNo}`}
                    >
                      查看
                    </Link>
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

  return (
    <>
      <InvoiceCentreNav />
      {content()}
    </>
  );
}

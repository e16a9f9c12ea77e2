import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isZero, LEGACY_ORDER_TEXT, withQuery } from '../../../engine';
import { belowContentWidth } from '../../components/breakpoints';
import { EmptyState } from '../../components/empty-state';
import { ListTable } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { Skeleton } from '../../components/skeleton';
import { legacyAfterSalesQuery } from '../../lib/api/endpoints/legacy-orders';
import { useApiClient } from '../../shop/api-client';
import { useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { useAmountText } from '../../shop/use-amount-text';
import { LegacyNotice } from './legacy-notice';
import type { LegacyAfterSaleRecord } from '../../../engine/contract';

// Seven columns: narrower cells where the content column is narrower than the desktop's.
const RecordsTable = styled(ListTable)`
  ${belowContentWidth} {
    th,
    td {
      padding-left: 6px;
      padding-right: 6px;
    }
  }
`;

/**
 * /userCenter/afterSaleLimofang 旧系统售后 (F000260, gated as 旧系统订单; docs/old-orders.md): the previous
 * system's after-sales records, newest first and paged, read-only; each names its order, which opens.
 */
export default function OldAfterSalesPage() {
  const api = useApiClient();
  const { mallPath } = useShop();
  const [currentPage, setCurrentPage] = useState(1);
  const records = useQuery({ ...legacyAfterSalesQuery(api, currentPage), placeholderData: keepPreviousData });

  function content() {
    if (records.isPending) return <Skeleton lines={5} label="旧系统售后记录加载中" />;
    if (records.isError)
      return <LoadError message={records.error.message} onRetry={() => void records.refetch()} />;
    const { records: page, total, pageSize } = records.data;
    if (page.length === 0) return <EmptyState text={LEGACY_ORDER_TEXT.afterSalesEmpty} />;
    return (
      <>
        <AfterSalesTable records={page} stale={records.isPlaceholderData} />
        <Pager page={currentPage} pages={Math.ceil(total / pageSize)} onPage={setCurrentPage} />
      </>
    );
  }

  return (
    <>
      <LegacyNotice text={LEGACY_ORDER_TEXT.afterSalesNotice}>
        <Link to={shopPath(mallPath, USER_CENTRE.oldOrders)}>旧系统订单</Link>
      </LegacyNotice>
      {content()}
    </>
  );
}

function AfterSalesTable({ records, stale }: { records: readonly LegacyAfterSaleRecord[]; stale: boolean }) {
  const { mallPath } = useShop();
  const amount = useAmountText();
  return (
    <RecordsTable aria-label="旧系统售后记录" $stale={stale}>
      <thead>
        <tr>
          <th>服务单号</th>
          <th>商品</th>
          <th>类型</th>
          <th>退款</th>
          <th>状态</th>
          <th>申请时间</th>
          <th>处理说明</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={record.serviceNo}>
            <td data-label="服务单号">
              <div>
                <div>{record.serviceNo}</div>
                <small>
                  订单号：
                  <Link
                    to={shopPath(mallPath, withQuery(USER_CENTRE.oldOrderView, { orderNo: record.orderNo }))}
                  >
                    {record.orderNo}
                  </Link>
                </small>
              </div>
            </td>
            <td>
              <div>
                <div>{record.goodsName}</div>
                <small>
                  数量：{record.quantity}，原因：{record.reason}
                </small>
              </div>
            </td>
            <td data-label="类型">{record.typeName}</td>
            <td data-label="退款">
              {isZero(record.refundMoney) && isZero(record.refundPoints)
                ? '—'
                : amount(record.refundMoney, record.refundPoints)}
            </td>
            <td data-label="状态">{record.statusName}</td>
            <td data-label="申请时间">{record.applyTime}</td>
            <td data-label="处理说明">{record.handleNote}</td>
          </tr>
        ))}
      </tbody>
    </RecordsTable>
  );
}

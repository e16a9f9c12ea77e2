import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LEGACY_ORDER_TEXT, withQuery } from '../../../engine';
import { EmptyState } from '../../components/empty-state';
import { ListTable } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { Skeleton } from '../../components/skeleton';
import { legacyOrderListQuery } from '../../lib/api/endpoints/legacy-orders';
import { useApiClient } from '../../shop/api-client';
import { useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { useAmountText } from '../../shop/use-amount-text';
import { LegacyNotice } from './legacy-notice';
import { LegacyOrderSearch } from './legacy-order-search';
import { useLegacyOrderFilter } from './use-legacy-order-filter';
import type { LegacyOrderSummary } from '../../../engine/contract';

/**
 * /userCenter/limofangOrder 旧系统订单 (F000260; docs/old-orders.md): the orders the previous order system
 * kept, read-only, searched by number and date range and paged, each opening its detail. The notice says
 * whose orders these are; the way to the old after-sales records is beside it.
 */
export default function OldOrdersPage() {
  const api = useApiClient();
  const { mallPath } = useShop();
  const filter = useLegacyOrderFilter();
  const orders = useQuery({
    ...legacyOrderListQuery(api, filter.filter),
    placeholderData: keepPreviousData,
    enabled: filter.validation.valid,
  });

  function content() {
    if (!filter.validation.valid) return null;
    if (orders.isPending) return <Skeleton lines={6} label="旧系统订单加载中" />;
    if (orders.isError)
      return <LoadError message={orders.error.message} onRetry={() => void orders.refetch()} />;
    const { records, total, pageSize } = orders.data;
    if (records.length === 0)
      return <EmptyState text={filter.searching ? LEGACY_ORDER_TEXT.noMatch : LEGACY_ORDER_TEXT.empty} />;
    return (
      <>
        <LegacyOrdersTable orders={records} stale={orders.isPlaceholderData} />
        <Pager page={filter.page} pages={Math.ceil(total / pageSize)} onPage={filter.showPage} />
      </>
    );
  }

  return (
    <>
      <LegacyNotice text={LEGACY_ORDER_TEXT.notice}>
        <Link to={shopPath(mallPath, USER_CENTRE.oldAfterSales)}>旧系统售后记录</Link>
      </LegacyNotice>
      <LegacyOrderSearch
        // A search from the address (back, a shared link) shows in the form.
        key={JSON.stringify(filter.search)}
        search={filter.search}
        initialErrors={filter.validation.errors}
        onSearch={filter.showSearch}
      />
      {content()}
    </>
  );
}

function LegacyOrdersTable({ orders, stale }: { orders: readonly LegacyOrderSummary[]; stale: boolean }) {
  const { mallPath } = useShop();
  const amount = useAmountText();
  return (
    <ListTable aria-label="旧系统订单列表" $stale={stale}>
      <thead>
        <tr>
          <th>订单号</th>
          <th>下单时间</th>
          <th>商品</th>
          <th>订单金额</th>
          <th>状态</th>
          <th>操作</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.orderNo}>
            <td data-label="订单号">{order.orderNo}</td>
            <td data-label="下单时间">{order.createTime}</td>
            <td>
              <div>
                <div>{order.goodsName}</div>
                <small>
                  共{order.goodsKinds}种商品，{order.pieces}件
                </small>
              </div>
            </td>
            <td data-label="订单金额">{amount(order.totalMoney, order.totalPoints)}</td>
            <td data-label="状态">{order.statusName}</td>
            <td>
              <Link
                to={shopPath(mallPath, withQuery(USER_CENTRE.oldOrderView, { orderNo: order.orderNo }))}
                aria-label={`查看旧系统订单 ${order.orderNo}`}
              >
                查看
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}

// The old system's orders ({order}/limofang/*, src/demo-gateway/README.md): the member's legacy orders by
// number and date range, one order, and the legacy after-sales records. Read-only: no writes.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type {
  LegacyAfterSaleRecord,
  LegacyOrderDetail,
  LegacyOrderFilter,
  LegacyOrderSummary,
  Page,
} from '../../../../engine/contract';

export const legacyOrderListQuery = (api: ApiClient, filter: LegacyOrderFilter) =>
  queryOptions({
    queryKey: api.keys.legacyOrder.list(filter),
    queryFn: ({ signal }) =>
      api.post<Page<LegacyOrderSummary>>('{order}/limofang/orderList', filter, signal).then(unwrap),
  });

export const legacyOrderDetailQuery = (api: ApiClient, orderNo: string) =>
  queryOptions({
    queryKey: api.keys.legacyOrder.detail(orderNo),
    queryFn: ({ signal }) =>
      api.get<LegacyOrderDetail>('{order}/limofang/orderDetail', { orderNo }, signal).then(unwrap),
  });

export const legacyAfterSalesQuery = (api: ApiClient, currentPage: number) =>
  queryOptions({
    queryKey: api.keys.legacyOrder.afterSales(currentPage),
    queryFn: ({ signal }) =>
      api
        .post<Page<LegacyAfterSaleRecord>>('{order}/limofang/afterSaleList', { currentPage }, signal)
        .then(unwrap),
  });

// The rest of an order's life ({order} alias, src/demo-gateway/README.md): 确认收货 and the member's order
// counts per status.
import { queryOptions } from '@tanstack/react-query';
import type { OrderStatus } from '../../../../engine';
import { unwrap } from '../api-result';
import type { ApiClient } from '../request';
import type { OrderView } from './orders-types';

/** How many of the member's orders are in one status. */
export interface OrderStatusCount {
  orderStatus: OrderStatus;
  count: number;
}

export const orderStatusCountsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.order.statusCounts(),
    queryFn: ({ signal }) =>
      api.get<OrderStatusCount[]>('{order}/statusCounts', undefined, signal).then(unwrap),
  });

/** 确认收货: a shipped order becomes 已完成. */
export const confirmReceipt = (api: ApiClient, orderNo: string) =>
  api.post<OrderView>('{order}/confirmReceipt', { orderNo });

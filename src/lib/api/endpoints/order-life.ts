// The rest of an order's life ({order} alias, src/demo-gateway/README.md): 确认收货 and the member's order
// counts per status.
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../api-result';
import type { ApiClient } from '../request';
import type { OrderStatusCount, OrderView } from '../../../../engine/contract';

export const orderStatusCountsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.order.statusCounts(),
    queryFn: ({ signal }) =>
      api.get<OrderStatusCount[]>('{order}/statusCounts', undefined, signal).then(unwrap),
  });

/** 确认收货: a shipped order becomes 已完成. */
export const confirmReceipt = (api: ApiClient, orderNo: string) =>
  api.post<OrderView>('{order}/confirmReceipt', { orderNo });

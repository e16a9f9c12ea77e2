import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ORDER_MESSAGES } from '../../../engine';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { orderDetailQuery } from '../../lib/api/endpoints/orders';
import { useApiClient } from '../../shop/api-client';
import type { OrderView } from '../../../engine/contract';

/** The order a checkout page is about: `?orderNo=`, read with orderDetailQuery. */
export function OrderFromUrl({ children }: { children(order: OrderView): ReactNode }) {
  const api = useApiClient();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const order = useQuery({ ...orderDetailQuery(api, orderNo), enabled: orderNo !== '' });
  if (orderNo === '') return <EmptyState text={ORDER_MESSAGES.orderNoMissing} />;
  if (order.isError) return <LoadError message={order.error.message} onRetry={() => void order.refetch()} />;
  if (order.isPending) return <Skeleton lines={4} />;
  return <>{children(order.data)}</>;
}

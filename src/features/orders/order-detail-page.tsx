import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ORDER_MESSAGES } from '../../../engine';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { orderDetailQuery } from '../../lib/api/endpoints/orders';
import { retryOf } from '../../lib/api/api-result';
import { useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { OrderAfterSales } from './after-sale-entry';
import { DetailLines } from './detail-lines';
import { AmountsPart } from './detail/amounts-part';
import { DeliveryPart } from './detail/delivery-part';
import { OrderHead } from './detail/order-head';
import { ReviewNote } from './detail/review-note';
import { ShipmentPart } from './detail/shipment-part';
import { StatusTimeline } from './detail/status-timeline';
import { useApiClient } from '../../shop/api-client';

/**
 * The order detail of every variant (/userCenter/order/view, order/virtualOrderView, jicaiOrder/view, with
 * ?orderNo=): one page whose parts follow the order itself, so a link to the wrong variant still shows the
 * right parts. Virtual orders show the credited account instead of an address; procurement orders their
 * review state first; a shipped order its parcel, before the lines, where a member waiting for it looks.
 */
export default function OrderDetailPage({
  OrderInvoice,
}: {
  /** The order's invoice state, from the invoices feature (composed in src/app). */
  OrderInvoice?: ComponentType<{ orderNo: string }>;
}) {
  const api = useApiClient();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const detail = useQuery({ ...orderDetailQuery(api, orderNo), enabled: orderNo !== '' });
  const { mallPath } = useShop();
  // An order that is not there stays so: the way on is the order list.
  const backToOrders = <Link to={shopPath(mallPath, USER_CENTRE.orders)}>返回我的订单</Link>;

  if (!orderNo) return <EmptyState text={ORDER_MESSAGES.orderNoMissing}>{backToOrders}</EmptyState>;
  if (detail.isPending) return <Skeleton lines={8} label="订单详情加载中" />;
  if (detail.isError)
    return (
      <LoadError message={detail.error.message} onRetry={retryOf(detail)}>
        {backToOrders}
      </LoadError>
    );
  const order = detail.data;
  return (
    <>
      <OrderHead order={order} />
      <OrderAfterSales orderNo={order.orderNo} />
      <ReviewNote order={order} />
      {order.shipment && <ShipmentPart shipment={order.shipment} />}
      <DetailLines order={order} />
      <DeliveryPart order={order} />
      <AmountsPart order={order} />
      {OrderInvoice && <OrderInvoice orderNo={order.orderNo} />}
      <StatusTimeline history={order.statusHistory} />
    </>
  );
}

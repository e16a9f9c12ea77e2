import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { formatMoney, LEGACY_ORDER_TEXT, maskPhone } from '../../../engine';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { retryOf } from '../../lib/api/api-result';
import { legacyOrderDetailQuery } from '../../lib/api/endpoints/legacy-orders';
import { useApiClient } from '../../shop/api-client';
import { useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { useAmountText } from '../../shop/use-amount-text';
import {
  DetailFields as Fields,
  DetailHead as Head,
  DetailSection as Section,
} from '../../components/detail-section';
import { LinesTable } from './legacy-detail-parts';
import { LegacyNotice } from './legacy-notice';
import type { LegacyOrderDetail } from '../../../engine/contract';

/**
 * /userCenter/limofangOrder/view?orderNo= 旧系统订单详情 (docs/old-orders.md): one order of the previous
 * system, read-only: its status, lines with their 小计, receiver, courier where it shipped, and amounts.
 * 返回旧系统订单 leads back to the list, also when the order cannot be shown.
 */
export default function OldOrderViewPage() {
  const api = useApiClient();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const detail = useQuery({ ...legacyOrderDetailQuery(api, orderNo), enabled: orderNo !== '' });
  const { mallPath } = useShop();
  const back = <Link to={shopPath(mallPath, USER_CENTRE.oldOrders)}>返回旧系统订单</Link>;

  if (!orderNo) return <EmptyState text={LEGACY_ORDER_TEXT.orderNoMissing}>{back}</EmptyState>;
  if (detail.isPending) return <Skeleton lines={8} label="旧系统订单详情加载中" />;
  if (detail.isError)
    return (
      <LoadError message={detail.error.message} onRetry={retryOf(detail)}>
        {back}
      </LoadError>
    );
  return <OrderView order={detail.data} back={back} />;
}

function OrderView({ order, back }: { order: LegacyOrderDetail; back: ReactNode }) {
  const amount = useAmountText();
  return (
    <>
      <LegacyNotice text={LEGACY_ORDER_TEXT.notice}>{back}</LegacyNotice>
      <Head>
        <strong>{order.statusName}</strong>
        <span>订单号：{order.orderNo}</span>
        <span>下单时间：{order.createTime}</span>
      </Head>
      <Section aria-label="商品清单">
        <h2>商品清单</h2>
        <LinesTable>
          <thead>
            <tr>
              <th>商品</th>
              <th>规格</th>
              <th>单价</th>
              <th>数量</th>
              <th>小计</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.goodsName}</td>
                <td data-label="规格">{line.spec}</td>
                <td data-label="单价">{amount(line.unitMoney, line.unitPoints)}</td>
                <td data-label="数量">{line.quantity}</td>
                <td data-label="小计">{amount(line.money, line.points)}</td>
              </tr>
            ))}
          </tbody>
        </LinesTable>
      </Section>
      <Section aria-label="收货信息">
        <h2>收货信息</h2>
        <Fields>
          <dt>收货人</dt>
          <dd>{order.receiverName}</dd>
          <dt>联系电话</dt>
          <dd>{maskPhone(order.receiverPhone)}</dd>
          <dt>收货地址</dt>
          <dd>{order.receiverAddress || '无'}</dd>
          {order.courierName && (
            <>
              <dt>快递公司</dt>
              <dd>{order.courierName}</dd>
              <dt>运单号</dt>
              <dd>{order.trackingNo}</dd>
            </>
          )}
        </Fields>
      </Section>
      <Section aria-label="订单金额">
        <h2>订单金额</h2>
        <Fields>
          <dt>商品金额</dt>
          <dd>{amount(order.goodsMoney, order.goodsPoints)}</dd>
          <dt>运费</dt>
          <dd>{formatMoney(order.freight)}</dd>
          <dt>订单总额</dt>
          <dd>
            <strong>{amount(order.totalMoney, order.totalPoints)}</strong>
          </dd>
          {order.payTime && (
            <>
              <dt>支付时间</dt>
              <dd>{order.payTime}</dd>
            </>
          )}
          <dt>结束时间</dt>
          <dd>{order.endTime}</dd>
          <dt>订单备注</dt>
          <dd>{order.remark || '无'}</dd>
        </Fields>
      </Section>
    </>
  );
}

import { Fragment } from 'react';
import styled from 'styled-components';
import { formatMoney, paymentFacts } from '../../../../engine';
import { useOrderPrice } from '../use-order-price';
import { DetailFields as Fields, DetailSection as Section } from '../../../components/detail-section';
import type { OrderView } from '../../../../engine/contract';

const Total = styled.dd`
  color: ${({ theme }) => theme.primary};
  font-size: 16px;
  font-weight: bold;
`;

/** What the order cost (goods, freight, total in the shop's price mode), its payment (paymentFacts), the remark. */
export function AmountsPart({ order }: { order: OrderView }) {
  const price = useOrderPrice();
  return (
    <Section aria-label="订单金额">
      <h2>订单金额</h2>
      <Fields>
        <dt>商品金额</dt>
        <dd>{price(order.goodsMoney, order.goodsPoints)}</dd>
        <dt>运费</dt>
        <dd>{formatMoney(order.freight)}</dd>
        <dt>订单总额</dt>
        <Total>{price(order.totalMoney, order.totalPoints)}</Total>
        {paymentFacts(order).map(({ label, value }) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        <dt>订单备注</dt>
        <dd>{order.remark || '无'}</dd>
      </Fields>
    </Section>
  );
}

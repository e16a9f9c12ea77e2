import { Fragment } from 'react';
import { paymentFacts } from '../../../engine';
import { Facts, Panel, PanelTitle } from './checkout-styles';
import { OrderAmount } from './order-amount';
import { OrderFromUrl } from './order-from-url';
import type { OrderView } from '../../../engine/contract';

/** How an order was paid: the amount, what paid it and when (or that it is unpaid: paymentFacts), its status. */
function PayDetails({ order }: { order: OrderView }) {
  return (
    <Panel aria-labelledby="pay-details">
      <PanelTitle id="pay-details">支付详情</PanelTitle>
      <Facts>
        <dt>订单编号</dt>
        <dd>{order.orderNo}</dd>
        <dt>支付金额</dt>
        <dd>
          <OrderAmount money={order.totalMoney} points={order.totalPoints} testId="paid-amount" />
        </dd>
        {paymentFacts(order).map(({ label, value }) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        <dt>订单状态</dt>
        <dd>{order.orderStatusName}</dd>
      </Facts>
    </Panel>
  );
}

/** /orderSettlement/payDetails?orderNo= */
export default function PayDetailsPage() {
  return <OrderFromUrl>{(order) => <PayDetails order={order} />}</OrderFromUrl>;
}

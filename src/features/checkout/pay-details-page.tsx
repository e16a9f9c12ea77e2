import { PAY_METHOD_LABEL } from '../../../engine';
import type { OrderView } from '../../lib/api/endpoints/orders-types';
import { Facts, Panel, PanelTitle } from './checkout-styles';
import { OrderAmount } from './order-amount';
import { OrderFromUrl } from './order-from-url';

/** How an order was paid: the amount, what paid it, when, and the order's status. */
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
        <dt>支付方式</dt>
        <dd>{PAY_METHOD_LABEL[order.payMethod]}</dd>
        <dt>支付时间</dt>
        <dd>{order.payTime || '—'}</dd>
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

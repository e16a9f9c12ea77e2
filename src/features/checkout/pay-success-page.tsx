import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ORDER_MESSAGES, ORDER_STATUS, orderViewPath, payDetailsPath } from '../../../engine';
import { copyText } from '../../business-ui/copy-text';
import { onPhone, PRIMARY_ACTION_HEIGHT } from '../../components/breakpoints';
import { Button } from '../../components/button';
import { useShop } from '../../shop/shop-context';
import { shopHome, shopPath } from '../../shop/shop-paths';
import { Facts, Panel } from './checkout-styles';
import { OrderAmount } from './order-amount';
import { OrderFromUrl } from './order-from-url';
import type { OrderView } from '../../../engine/contract';

/** After submit: the order number with copy, the amount, and where to go next. */
function PaySuccess({ order }: { order: OrderView }) {
  const { mallPath } = useShop();
  const pending = order.orderStatus === ORDER_STATUS.pendingReview;
  return (
    <Panel>
      <Heading>{pending ? ORDER_MESSAGES.placedForReview : ORDER_MESSAGES.placed}</Heading>
      <Facts>
        <dt>订单编号</dt>
        <dd>
          <span data-testid="order-no">{order.orderNo}</span>{' '}
          <Button $variant="text" onClick={() => copyText(order.orderNo)}>
            复制
          </Button>
        </dd>
        <dt>订单金额</dt>
        <dd>
          <OrderAmount money={order.totalMoney} points={order.totalPoints} testId="order-amount" />
        </dd>
        <dt>订单状态</dt>
        <dd>{order.orderStatusName}</dd>
      </Facts>
      <Links>
        <Button as={Link} to={shopPath(mallPath, orderViewPath(order))} $variant="primary">
          查看订单详情
        </Button>
        <Button as={Link} to={shopPath(mallPath, payDetailsPath(order.orderNo))}>
          支付详情
        </Button>
        <Button as={Link} to={shopHome(mallPath)}>
          继续购物
        </Button>
      </Links>
    </Panel>
  );
}

/** Every variant's paySuccess page: the order itself says its variant and status. */
export default function PaySuccessPage() {
  return <OrderFromUrl>{(order) => <PaySuccess order={order} />}</OrderFromUrl>;
}

const Heading = styled.h2`
  margin: 0 0 20px;
  color: #3b7d32;
  font-size: 20px;
`;

const Links = styled.div`
  display: flex;
  gap: 12px;
  margin-top: 24px;
  & > a {
    text-decoration: none;
  }
  /* A phone: the ways on, one under the other, each a thumb's height. */
  ${onPhone} {
    flex-direction: column;
    & > a {
      height: ${PRIMARY_ACTION_HEIGHT}px;
    }
  }
`;

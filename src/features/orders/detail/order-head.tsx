import styled from 'styled-components';
import { Button } from '../../../components/button';
import { DetailHead } from '../../../components/detail-section';
import { ConfirmReceiptButton } from '../confirm-receipt-button';
import { useConfirmedCancel } from '../use-confirmed-cancel';
import type { OrderView } from '../../../../engine/contract';

// An order's status wears the shop colour; its actions sit at the right end.
const Head = styled(DetailHead)`
  strong {
    color: ${({ theme }) => theme.primary};
  }
  button {
    margin-left: auto;
  }
`;

/** The order's status, number and time, with 取消订单 while the gateway says it may be cancelled, 确认收货 once shipped. */
export function OrderHead({ order }: { order: OrderView }) {
  const { cancel, cancelling } = useConfirmedCancel();
  return (
    <Head>
      <strong>{order.orderStatusName}</strong>
      <span>订单号：{order.orderNo}</span>
      <span>下单时间：{order.createTime}</span>
      {order.cancellable && (
        <Button disabled={cancelling} aria-busy={cancelling} onClick={() => void cancel(order.orderNo)}>
          取消订单
        </Button>
      )}
      <ConfirmReceiptButton order={order} />
    </Head>
  );
}

import { ORDER_CANCEL_CONFIRM } from '../../../engine';
import { askConfirm } from '../../components/confirm';
import { useCancelOrder } from '../../shop/writes/order-writes';

/** 取消订单 asks first; only 确定 sends /order/cancelOrder (whose hook shows the server's message). */
export function useConfirmedCancel() {
  const { cancelOrder, cancelling } = useCancelOrder();
  async function cancel(orderNo: string) {
    if (await askConfirm({ title: '取消订单', message: ORDER_CANCEL_CONFIRM })) await cancelOrder(orderNo);
  }
  return { cancel, cancelling };
}

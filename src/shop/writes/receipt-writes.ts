// 确认收货 as a write hook beside the order writes: locked while in flight, one toast, and every order list,
// detail and count refreshed, so the order shows 已完成 wherever it is on screen.
import { RECEIPT_MESSAGES, serverMessageToast } from '../../../engine';
import { confirmReceipt } from '../../lib/api/endpoints/order-life';
import { useApiClient } from '../api-client';
import { useWrite, useWriteToast } from '../use-write';
import { useInvalidateOrders } from './order-writes';

export function useConfirmReceipt() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const invalidate = useInvalidateOrders();
  const { send, busy } = useWrite({
    mutationFn: (orderNo: string) => confirmReceipt(api, orderNo),
    onSuccess: async (result) => {
      showWriteToast(
        result,
        serverMessageToast(result, { success: RECEIPT_MESSAGES.confirmed, failure: RECEIPT_MESSAGES.failed }),
      );
      await invalidate({ stock: false });
    },
  });
  return { confirmReceipt: send, confirming: busy };
}

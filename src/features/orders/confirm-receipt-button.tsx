import { canConfirmReceipt, receiptConfirmation } from '../../../engine';
import { Button } from '../../components/button';
import { askConfirm } from '../../components/confirm';
import { useConfirmReceipt } from '../../shop/writes/receipt-writes';
import type { OrderView } from '../../../engine/contract';

/**
 * 确认收货 on a shipped order: asks first (receiptConfirmation), and only 确认收货 in the dialog sends the
 * write, which refreshes the lists and the detail, so the order shows 已完成.
 */
export function ConfirmReceiptButton({ order, small }: { order: OrderView; small?: boolean }) {
  const { confirmReceipt, confirming } = useConfirmReceipt();
  if (!canConfirmReceipt(order.orderStatus)) return null;

  async function confirm() {
    if (await askConfirm(receiptConfirmation(order.orderNo))) await confirmReceipt(order.orderNo);
  }

  return (
    <Button
      $variant="primary"
      $size={small ? 'small' : 'medium'}
      disabled={confirming}
      aria-busy={confirming}
      onClick={() => void confirm()}
    >
      确认收货
    </Button>
  );
}

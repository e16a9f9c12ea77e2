import { AFTER_SALE_CANCEL_CONFIRM } from '../../../engine';
import { Button } from '../../components/button';
import { askConfirm } from '../../components/confirm';
import { useCancelAfterSale } from '../../shop/writes/after-sale-writes';

/** 取消申请: asks first, then withdraws the case (locked while in flight). */
export function CancelCaseButton({ id }: { id: string }) {
  const { cancelCase, cancelling } = useCancelAfterSale();
  async function cancel() {
    if (await askConfirm(AFTER_SALE_CANCEL_CONFIRM)) await cancelCase(id);
  }
  return (
    <Button $size="small" disabled={cancelling} aria-busy={cancelling} onClick={() => void cancel()}>
      取消申请
    </Button>
  );
}

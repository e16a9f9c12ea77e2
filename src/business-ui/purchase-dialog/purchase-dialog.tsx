import { PurchaseFormDialog } from './purchase-form-dialog';
import { PurchaseViewDialog } from './purchase-view-dialog';

export interface PurchaseDialogProps {
  open: boolean;
  /** A filed request to view (查看商品); a new request (采购需求) when absent. */
  requestId?: number | undefined;
  onClose(): void;
  /** The new request was accepted; the dialog is done. */
  onFiled?(): void;
}

/**
 * The purchase-demand dialog (spec 2 §2; docs/sourcing.md). Each opening starts afresh: a new form is empty,
 * never the last opening's values.
 */
export function PurchaseDialog({ open, requestId, onClose, onFiled }: PurchaseDialogProps) {
  if (!open) return null;
  if (requestId !== undefined) return <PurchaseViewDialog id={requestId} onClose={onClose} />;
  return (
    <PurchaseFormDialog
      onClose={onClose}
      onFiled={() => {
        onClose();
        onFiled?.();
      }}
    />
  );
}

export default PurchaseDialog;

export { PurchaseDialog } from './purchase-dialog';
export type { PurchaseDialogProps } from './purchase-dialog';

export { AddressDialog } from './address-dialog';
export type { AddressDialogProps } from './address-dialog';

export { AddressDialog } from './address-dialog';
export { AddAddressButton } from './add-address-button';
export type { AddressDialogProps } from './address-dialog';

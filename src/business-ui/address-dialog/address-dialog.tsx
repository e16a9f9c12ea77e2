import { useId } from 'react';
import type { FormEvent } from 'react';
import { addressDialogTitle } from '../../../engine';
import type { AddressDialogMode } from '../../../engine';
import { Dialog } from '../../components/dialog';
import { FormDialogFooter } from '../../components/form-dialog-footer';
import { AddressFields, fieldId } from './address-fields';
import { useAddressForm } from './use-address-form';
import type { Address } from '../../../engine/contract';

export interface AddressDialogProps {
  open: boolean;
  /** The address to edit; a new address when absent. */
  address?: Address | undefined;
  /** The address book, or the order's delivery address at checkout (the shop's `orderAddress.*` rules). */
  mode: AddressDialogMode;
  onClose(): void;
  /** The save succeeded (the dialog is done): the new address on create, else the server's answer or null. */
  onSaved(saved: Address | null): void;
}

// Typed values are worth keeping: a click outside does not close the dialog, Esc and the icon do.
const CLOSABLE = { escape: true, icon: true };

/**
 * The add/edit delivery address dialog (spec 1 §2, §5, §6), full screen on a phone, where the region picker
 * opens in the flow under its field. A failed save keeps it open with every value as
 * typed; the server's message is the toast.
 */
export function AddressDialog({ open, ...props }: AddressDialogProps) {
  // Each opening starts from the address given (or an empty form), never from the last opening's values.
  return open ? <AddressFormDialog {...props} /> : null;
}

function AddressFormDialog({ address, mode, onClose, onSaved }: Omit<AddressDialogProps, 'open'>) {
  const prefix = useId();
  const formId = `${prefix}-form`;
  const form = useAddressForm({ address, mode, onSaved });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = form.submit();
    if (invalid) document.getElementById(fieldId(prefix, invalid))?.focus();
  }

  return (
    <Dialog
      open
      title={addressDialogTitle(address !== undefined)}
      width={600}
      onClose={onClose}
      closable={CLOSABLE}
      fullScreenOnPhone
      footer={<FormDialogFooter formId={formId} submitText="保存" busy={form.saving} onCancel={onClose} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <AddressFields form={form} prefix={prefix} />
      </form>
    </Dialog>
  );
}

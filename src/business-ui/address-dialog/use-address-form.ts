import { useRef, useState } from 'react';
import {
  addressDraft,
  addressFieldPresence,
  addressFormMode,
  addressRules,
  addressSaveRequest,
  validateAddress,
  validateAddressField,
} from '../../../engine';
import type {
  AddressDialogMode,
  AddressDraft,
  AddressField,
  AddressFormField,
  FieldErrors,
} from '../../../engine';
import { useSaveAddress } from '../../shop/writes/address-writes';
import { useCapability, useShop } from '../../shop/shop-context';
import type { Address } from '../../../engine/contract';

export interface AddressFormOptions {
  address: Address | undefined;
  mode: AddressDialogMode;
  onSaved(saved: Address | null): void;
}

const isRuleField = (key: keyof AddressDraft): key is AddressFormField => key !== 'isDefault';

/**
 * The address dialog's state: values from the engine's draft, a field checked on blur (and again as it
 * changes while it shows an error), the whole form on submit, and the save the engine's request names.
 */
export function useAddressForm({ address, mode, onSaved }: AddressFormOptions) {
  const districtOnly = useCapability('address.districtOnly');
  const orderAddress = {
    'orderAddress.editableFields': useCapability('orderAddress.editableFields'),
    'orderAddress.saveVia': useCapability('orderAddress.saveVia'),
  };
  const alias = {
    'address.aliasLabel': useCapability('address.aliasLabel'),
    'address.aliasRequired': useCapability('address.aliasRequired'),
    'address.aliasHint': useCapability('address.aliasHint'),
  };
  const { limits } = useShop();
  const { editableFields, saveVia } = addressFormMode(mode, address !== undefined, orderAddress);
  const rules = addressRules(limits.address, alias, editableFields);
  const [values, setValues] = useState(() => addressDraft(address, { districtOnly: districtOnly }));
  // The region picker reports its choice and its closing in one event: the check reads the latest values.
  const latest = useRef(values);
  const [errors, setErrors] = useState<FieldErrors<AddressFormField>>({});
  const { saveAddress, saving } = useSaveAddress(onSaved);

  function check(field: AddressFormField) {
    const message = validateAddressField(field, latest.current, rules);
    setErrors((shown) => ({ ...shown, [field]: message }));
  }

  function change<K extends keyof AddressDraft>(key: K, value: AddressDraft[K]) {
    latest.current = { ...latest.current, [key]: value };
    setValues(latest.current);
    if (isRuleField(key) && errors[key]) check(key);
  }

  /** Checks every field; sends the save when they pass. Answers the first field in error. */
  function submit(): AddressFormField | undefined {
    const validation = validateAddress(latest.current, rules);
    setErrors(validation.errors);
    if (validation.valid) void saveAddress(addressSaveRequest(latest.current, saveVia, address));
    return (Object.keys(validation.errors) as AddressFormField[])[0];
  }

  return {
    values,
    errors,
    change,
    check,
    submit,
    saving,
    alias: rules.alias,
    limits: limits.address,
    presence: (field: AddressField) => addressFieldPresence(field, editableFields),
  };
}

export type AddressForm = ReturnType<typeof useAddressForm>;

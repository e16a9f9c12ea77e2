import type { RegionNode, RegionState } from '../region-selection';
import { codeOf } from '../server-values';
import { addressDraft, type AddressDraft, type AddressRecord, type AddressSaveVia } from './address-values';
import { cleanFreeText } from './free-text';

// The save calls of the address dialog and the address book (spec 1 §7), built from the dialog's values.

/** The body of /member/addOrEditMemberAddress: `id` only when editing (spec 1 §7). */
export interface MemberAddressBody extends Omit<AddressRecord, 'id' | 'isDefault'> {
  id?: number;
  isDefault: 0 | 1;
}

/** The body of /website/place/order/address/update (spec 1 §7). */
export interface OrderAddressBody {
  addressId: number;
  receiverName: string;
  receiverPhone: string;
  isDefault: 0 | 1;
}

export type AddressSaveRequest =
  { via: 'memberAddress'; body: MemberAddressBody } | { via: 'placeOrderAddress'; body: OrderAddressBody };

// The form has been validated: every level its mode needs is chosen, so a missing id is never sent.
const idOf = (node: RegionNode | undefined) => codeOf(node?.id) ?? 0;

function regionFields({ selected }: Pick<RegionState, 'selected'>) {
  return {
    provinceId: idOf(selected.province),
    provinceName: selected.province?.regionName ?? '',
    cityId: idOf(selected.city),
    cityName: selected.city?.regionName ?? '',
    countyId: idOf(selected.district),
    countyName: selected.district?.regionName ?? '',
    townId: selected.street ? idOf(selected.street) : null,
    townName: selected.street?.regionName ?? null,
  };
}

/**
 * The save call for validated values: the order-address call with the four fields it takes when the shop
 * saves an existing order address that way, else the address-book call with every field (trimmed), the
 * region's ids and names, and the edited address's id.
 */
export function addressSaveRequest(
  values: AddressDraft,
  saveVia: AddressSaveVia,
  address?: Pick<AddressRecord, 'id'>,
): AddressSaveRequest {
  const receiver = {
    receiverName: cleanFreeText(values.receiverName),
    receiverPhone: values.receiverPhone.trim(),
    isDefault: values.isDefault ? 1 : 0,
  } as const;
  if (saveVia === 'placeOrderAddress' && address) {
    return { via: 'placeOrderAddress', body: { addressId: address.id, ...receiver } };
  }
  return {
    via: 'memberAddress',
    body: {
      ...(address && { id: address.id }),
      ...receiver,
      ...regionFields(values.region),
      receiverAddress: cleanFreeText(values.detail),
      aliasName: cleanFreeText(values.alias),
    },
  };
}

/** The address-book save that makes a saved address the default, its other fields as they are. */
export function setDefaultRequest(
  address: AddressRecord,
  { districtOnly }: { districtOnly: boolean },
): AddressSaveRequest {
  return addressSaveRequest(
    { ...addressDraft(address, { districtOnly }), isDefault: true },
    'memberAddress',
    address,
  );
}

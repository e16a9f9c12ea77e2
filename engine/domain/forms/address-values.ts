import { ADDRESS_FIELDS, type AddressField, type Capabilities } from '../../capabilities/catalogue';
import { REGION_TAB } from '../codes';
import { initialRegionState, type RegionNode, type RegionState } from '../region-selection';
import { isOn } from '../server-values';

// The address dialog's values, built from a saved address, and which fields a mode lets the user edit and
// where it saves (spec 1 §3, §6). The save calls themselves: address-request.ts.

/** The region an address names, by id and name from the province down; a street only where it has one. */
export interface AddressRegion {
  provinceId: number;
  provinceName: string;
  cityId: number;
  cityName: string;
  countyId: number;
  countyName: string;
  townId: number | null;
  townName: string | null;
}

/** A saved address as the server sends it (spec 1 §3): the fields the dialog and the address book read. */
export interface AddressRecord extends AddressRegion {
  id: number;
  receiverName: string;
  receiverPhone: string;
  receiverAddress: string;
  aliasName: string;
  isDefault: number;
}

/** The dialog's values: detail is receiverAddress, alias is aliasName. */
export interface AddressDraft {
  receiverName: string;
  receiverPhone: string;
  region: RegionState;
  detail: string;
  alias: string;
  isDefault: boolean;
}

/**
 * A saved address's region as the region picker holds it, open at its last level. A street is left unchosen
 * when the address has none (the street tab then asks for one) or the picker stops at the district.
 */
export function regionOfAddress(
  address: AddressRecord,
  { districtOnly }: { districtOnly: boolean },
): RegionState {
  const node = (id: number | null, regionName: string | null): RegionNode | undefined =>
    id === null || regionName === null ? undefined : { id, regionName };
  const street = districtOnly ? undefined : node(address.townId, address.townName);
  const last = districtOnly ? 'district' : 'street';
  const selected = {
    province: { id: address.provinceId, regionName: address.provinceName },
    city: { id: address.cityId, regionName: address.cityName },
    district: { id: address.countyId, regionName: address.countyName },
    ...(street && { street }),
  };
  return {
    ...initialRegionState({ districtOnly }),
    selected,
    activeTab: REGION_TAB[last],
  };
}

/** The dialog's starting values: the address being edited, or an empty form with an unchosen region. */
export function addressDraft(
  address: AddressRecord | undefined,
  { districtOnly }: { districtOnly: boolean },
): AddressDraft {
  if (!address) {
    return {
      receiverName: '',
      receiverPhone: '',
      region: initialRegionState({ districtOnly }),
      detail: '',
      alias: '',
      isDefault: false,
    };
  }
  return {
    receiverName: address.receiverName,
    receiverPhone: address.receiverPhone,
    region: regionOfAddress(address, { districtOnly }),
    detail: address.receiverAddress,
    alias: address.aliasName,
    isDefault: isOn(address.isDefault),
  };
}

/** Where the dialog is used: the address book, or the order's delivery address at checkout. */
export type AddressDialogMode = 'memberAddress' | 'orderAddress';

export type AddressSaveVia = Capabilities['orderAddress.saveVia'];

export interface AddressFormMode {
  editableFields: readonly AddressField[];
  saveVia: AddressSaveVia;
}

type OrderAddressCapabilities = Pick<Capabilities, 'orderAddress.editableFields' | 'orderAddress.saveVia'>;

/**
 * What the dialog lets the user edit and where it saves. Only an existing order address follows the shop's
 * `orderAddress.*` capabilities (spec 1 §6, shop 9009); a new address always goes into the address book.
 * @example addressFormMode('orderAddress', true, caps9009).editableFields → ['receiverName', 'receiverPhone', 'isDefault']
 */
export function addressFormMode(
  mode: AddressDialogMode,
  editing: boolean,
  capabilities: OrderAddressCapabilities,
): AddressFormMode {
  if (mode === 'memberAddress' || !editing)
    return { editableFields: ADDRESS_FIELDS, saveVia: 'memberAddress' };
  return {
    editableFields: capabilities['orderAddress.editableFields'],
    saveVia: capabilities['orderAddress.saveVia'],
  };
}

export type AddressFieldPresence = 'editable' | 'disabled' | 'hidden';

/**
 * A locked field the user needs to see stays in place, disabled: the receiver and where the goods go. The
 * alias and the default flag only matter to whoever can change them, so locked they are hidden (spec 1 §6:
 * 9009's region and detail disabled, alias hidden).
 */
const HIDDEN_WHEN_LOCKED: readonly AddressField[] = ['alias', 'isDefault'];

/** How the dialog shows a field: editable, disabled, or hidden. */
export function addressFieldPresence(
  field: AddressField,
  editableFields: readonly AddressField[],
): AddressFieldPresence {
  if (editableFields.includes(field)) return 'editable';
  return HIDDEN_WHEN_LOCKED.includes(field) ? 'hidden' : 'disabled';
}

import type { AddressSaveRequest } from './forms/address-request';
import type { AddressRecord } from './forms/address-values';
import { isOn } from './server-values';

// The address book (spec 1 §8): its messages, its order and how it shows a phone number.

/**
 * The toasts of the address writes. Spec 1 §8 names the create and update texts and shows the server's
 * message on failure; the delete and set-default texts are ours.
 */
export const ADDRESS_WRITE_MESSAGES = {
  create: { success: '创建地址成功!', failure: '创建失败' },
  update: { success: '修改地址成功!', failure: '修改地址失败！！' },
  remove: { success: '删除成功', failure: '删除失败' },
  setDefault: { success: '设置成功', failure: '设置失败' },
} as const;

/** The texts of a save: an edit (it names the address) or a creation. */
export function addressSaveMessages(request: AddressSaveRequest): { success: string; failure: string } {
  const creating = request.via === 'memberAddress' && request.body.id === undefined;
  return creating ? ADDRESS_WRITE_MESSAGES.create : ADDRESS_WRITE_MESSAGES.update;
}

/**
 * The address dialog's title: adding or editing, the same wherever it opens (the address book or checkout),
 * so one action reads one way.
 */
export const addressDialogTitle = (editing: boolean): string => (editing ? '编辑收货地址' : '新增收货地址');

export const ADDRESS_DELETE_CONFIRM = '确定删除该收货地址吗？';

/** The most addresses a member may keep (ours: spec 1 gives no figure). */
export const MAX_ADDRESSES = 20;
export const ADDRESS_BOOK_FULL = `收货地址最多只能添加${MAX_ADDRESSES}个`;

/**
 * Why the member may not add an address, else undefined: the book holds 20 already. The gateway refuses the
 * 21st; the storefront disables 新增收货地址 with this reason beside it.
 */
export const newAddressRefusal = (count: number): string | undefined =>
  count >= MAX_ADDRESSES ? ADDRESS_BOOK_FULL : undefined;

/** Whether an address is the member's default one. */
export const isDefaultAddress = (address: Pick<AddressRecord, 'isDefault'>): boolean =>
  isOn(address.isDefault);

/** The address list as shown: the default first, the others in the server's order. */
export function defaultFirst<T extends Pick<AddressRecord, 'isDefault'>>(addresses: readonly T[]): T[] {
  return [...addresses].sort((a, b) => Number(isDefaultAddress(b)) - Number(isDefaultAddress(a)));
}

/**
 * A mobile number with its middle four digits hidden; anything else (an already masked number) unchanged.
 * @example maskPhone('13800130001') === '138****0001'
 */
export function maskPhone(phone: string): string {
  return phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
}

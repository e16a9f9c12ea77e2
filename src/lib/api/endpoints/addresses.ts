import { queryOptions } from '@tanstack/react-query';
import { post, unwrap } from '../request';
import { addressKeys } from '../query-keys';
import type { Address, AddressInput, OrderAddressUpdate } from '../types';

export const addressesQuery = () =>
  queryOptions({
    queryKey: addressKeys.list(),
    queryFn: ({ signal }) => post<Address[]>('/member/getMemberAddressList', undefined, signal).then(unwrap),
  });

/** Creates (no id) or edits an address; on create `data` is the new address. */
export const saveAddress = (address: AddressInput) =>
  post<Address | null>('/member/addOrEditMemberAddress', address);

/** The order-address edit of shops that only allow name, phone and default flag to change. */
export const updateOrderAddress = (update: OrderAddressUpdate) =>
  post<unknown>('/website/place/order/address/update', update);

/** Deletes an address; the server makes another one the default when it was the default. */
export const deleteAddress = (id: number) => post<null>('/member/delMemberAddress', { id });

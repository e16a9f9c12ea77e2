import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { Address, AddressInput, OrderAddressUpdate } from '../../../../engine/contract';

export const addressesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.address.list(),
    queryFn: ({ signal }) =>
      api.post<Address[]>('/member/getMemberAddressList', undefined, signal).then(unwrap),
  });

/** Creates (no id) or edits an address; on create `data` is the new address. */
export const saveAddress = (api: ApiClient, address: AddressInput) =>
  api.post<Address | null>('/member/addOrEditMemberAddress', address);

/** The order-address edit of shops that only allow name, phone and default flag to change. */
export const updateOrderAddress = (api: ApiClient, update: OrderAddressUpdate) =>
  api.post<unknown>('/website/place/order/address/update', update);

/** Deletes an address; the server makes another one the default when it was the default. */
export const deleteAddress = (api: ApiClient, id: number) =>
  api.post<null>('/member/delMemberAddress', { id });

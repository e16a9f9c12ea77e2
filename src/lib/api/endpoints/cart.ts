import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { CartLineKey, DeliveryRegion, TickChange } from '../../../../engine';
import type { CartItem, CartLine, CartList } from '../../../../engine/contract';

/**
 * The cart, its sales areas checked against the delivery region (spec 1 §7: provinceId, cityId and countyId
 * of the default address; an empty body for none). A new default address is a new key: the cart refetches.
 */
export const cartListQuery = (api: ApiClient, region: DeliveryRegion | null = null) => {
  const body = region
    ? { provinceId: region.provinceId, cityId: region.cityId, countyId: region.countyId }
    : {};
  return queryOptions({
    queryKey: api.keys.cart.list(body),
    queryFn: ({ signal }) => api.post<CartList>('{cart}/queryCartList', body, signal).then(unwrap),
  });
};

export const cartCountQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.cart.count(),
    queryFn: ({ signal }) => api.post<number>('{cart}/countCart', undefined, signal).then(unwrap),
  });

export const addCart = (api: ApiClient, line: CartLine & { hideMsg?: boolean; routePath?: string }) =>
  api.post<boolean>('{cart}/addCart', line);

export const delCart = (api: ApiClient, item: CartItem) => api.post<unknown>('{cart}/delCart', item);

/** A quantity change, or a tick (isCheck 1 or 0, with the line's quantity) that the server keeps. */
export const updateCart = (api: ApiClient, change: { goodsSkuCode: string; quantity: number } | TickChange) =>
  api.post<unknown>('{cart}/updateCart', change);

/** Deletes several lines at once (the main gateway's cart call, spec 1 §7). */
export const deleteCartLines = (api: ApiClient, lines: readonly CartLineKey[]) =>
  api.post<unknown>('/shoppingcart/delCart', lines);

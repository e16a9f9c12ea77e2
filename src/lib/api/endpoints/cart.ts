import { queryOptions } from '@tanstack/react-query';
import { post, unwrap } from '../request';
import { cartKeys } from '../query-keys';
import type { CartLineKey, DeliveryRegion, TickChange } from '../../../../engine';
import type { CartItem, CartLine, CartList } from '../types';

/**
 * The cart, its sales areas checked against the delivery region (spec 1 §7: provinceId, cityId and countyId
 * of the default address; an empty body for none). A new default address is a new key: the cart refetches.
 */
export const cartListQuery = (region: DeliveryRegion | null = null) => {
  const body = region
    ? { provinceId: region.provinceId, cityId: region.cityId, countyId: region.countyId }
    : {};
  return queryOptions({
    queryKey: cartKeys.list(body),
    queryFn: ({ signal }) => post<CartList>('{cart}/queryCartList', body, signal).then(unwrap),
  });
};

export const cartCountQuery = () =>
  queryOptions({
    queryKey: cartKeys.count(),
    queryFn: ({ signal }) => post<number>('{cart}/countCart', undefined, signal).then(unwrap),
  });

export const addCart = (line: CartLine & { hideMsg?: boolean; routePath?: string }) =>
  post<boolean>('{cart}/addCart', line);

export const delCart = (item: CartItem) => post<unknown>('{cart}/delCart', item);

/** A quantity change, or a tick (isCheck 1 or 0, with the line's quantity) that the server keeps. */
export const updateCart = (change: { goodsSkuCode: string; quantity: number } | TickChange) =>
  post<unknown>('{cart}/updateCart', change);

/** Deletes several lines at once (the main gateway's cart call, spec 1 §7). */
export const deleteCartLines = (lines: readonly CartLineKey[]) =>
  post<unknown>('/shoppingcart/delCart', lines);

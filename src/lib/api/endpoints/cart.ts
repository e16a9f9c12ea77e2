import { queryOptions } from '@tanstack/react-query';
import { post, unwrap } from '../request';
import { cartKeys } from '../query-keys';
import type { CartItem, CartLine, CartList } from '../types';

/** The delivery region the cart checks sales areas against; empty for none. */
export type CartRegion = { provinceId?: number; cityId?: number; countyId?: number };

export const cartListQuery = (region: CartRegion = {}) =>
  queryOptions({
    queryKey: cartKeys.list(region),
    queryFn: ({ signal }) => post<CartList>('{cart}/queryCartList', region, signal).then(unwrap),
  });

export const cartCountQuery = () =>
  queryOptions({
    queryKey: cartKeys.count(),
    queryFn: ({ signal }) => post<number>('{cart}/countCart', undefined, signal).then(unwrap),
  });

export const addCart = (line: CartLine & { hideMsg?: boolean; routePath?: string }) =>
  post<boolean>('{cart}/addCart', line);

export const delCart = (item: CartItem) => post<unknown>('{cart}/delCart', item);

export const updateCart = (change: { goodsSkuCode: string; quantity: number }) =>
  post<unknown>('{cart}/updateCart', change);

/** Deletes several lines at once (the main gateway's cart call, spec 1 §7). */
export const deleteCartLines = (lines: CartLine[]) => post<unknown>('/shoppingcart/delCart', lines);

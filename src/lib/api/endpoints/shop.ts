import { queryOptions } from '@tanstack/react-query';
import { get, unwrap } from '../request';
import { shopKeys } from '../query-keys';
import type { ShopInfo, ShopTheme } from '../types';

export const shopInfoQuery = () =>
  queryOptions({
    queryKey: shopKeys.info(),
    queryFn: ({ signal }) => get<ShopInfo>('/website/queryWebsiteInfo', undefined, signal).then(unwrap),
    staleTime: Infinity,
  });

/** A failure is only logged by the caller, which then uses the default colour (spec 1 §7). */
export const shopThemeQuery = () =>
  queryOptions({
    queryKey: shopKeys.theme(),
    queryFn: ({ signal }) => get<ShopTheme>('/website/queryWebsiteTheme', undefined, signal).then(unwrap),
    staleTime: Infinity,
  });

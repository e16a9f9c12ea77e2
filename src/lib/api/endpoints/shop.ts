import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { ShopInfo, ShopTheme } from '../../../../engine/contract';

export const shopInfoQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.shop.info(),
    queryFn: ({ signal }) => api.get<ShopInfo>('/website/queryWebsiteInfo', undefined, signal).then(unwrap),
    staleTime: Infinity,
  });

/** A failure is only logged by the caller, which then uses the default colour (spec 1 §7). */
export const shopThemeQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.shop.theme(),
    queryFn: ({ signal }) => api.get<ShopTheme>('/website/queryWebsiteTheme', undefined, signal).then(unwrap),
    staleTime: Infinity,
  });

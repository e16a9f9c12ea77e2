import { queryOptions } from '@tanstack/react-query';
import { currentMallPath, get, unwrap } from '../request';
import type { ShopInfo, ShopTheme } from '../types';

export const shopInfoQuery = () =>
  queryOptions({
    queryKey: [currentMallPath(), 'shop', 'info'],
    queryFn: ({ signal }) => get<ShopInfo>('/website/queryWebsiteInfo', undefined, signal).then(unwrap),
    staleTime: Infinity,
  });

/** A failure is only logged by the caller, which then uses the default colour (spec 1 §7). */
export const shopThemeQuery = () =>
  queryOptions({
    queryKey: [currentMallPath(), 'shop', 'theme'],
    queryFn: ({ signal }) => get<ShopTheme>('/website/queryWebsiteTheme', undefined, signal).then(unwrap),
    staleTime: Infinity,
  });

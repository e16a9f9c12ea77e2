import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';

export interface ShopInfo {
  id: number;
  websiteDomain: string;
  websiteName: string;
  websiteType: number;
  websitePcLogo: string;
  websiteLogo: string;
  websiteUnit: string;
  isCustomerService: number;
  staffId: string;
  projectName: string;
  customProjectWebsiteType: number | null;
  openVisitors: number;
  showSales: number;
  isPointsDesignatedGoods: number;
  openRegistry: number;
  /** Not in the spec's field list: whether the shop sells equity cards (the equity label and tab need it). */
  hasEquity?: boolean;
  provinceId: number | null;
  provinceName: string | null;
  cityId: number | null;
  cityName: string | null;
  countyId: number | null;
  countyName: string | null;
}

export interface ShopTheme {
  pcThemeColor: string;
}

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

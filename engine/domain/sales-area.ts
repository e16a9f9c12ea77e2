import type { DeliveryRegion } from '../capabilities/facts';
import { SALES_AREA_LIMIT_TYPE } from './codes';
import { asList, codeOf, isPresent, type Code } from './server-values';

/** Region ids arrive as a list or as one comma-separated string ('1,2,3'). */
export type RegionIds = Code | readonly Code[] | null | undefined;

export interface SalesAreaEntry {
  goodsSkuCode?: string | null;
  provinceIds?: RegionIds;
  cityIds?: RegionIds;
  areaIds?: RegionIds;
  limitType?: Code | null;
}

export interface SalesAreaItem {
  goodsSkuCode?: string | null;
  goodsSkuSalesAreaList?: readonly SalesAreaEntry[] | null;
}

function ids(value: RegionIds): string[] {
  return asList(value)
    .flatMap((id) => String(id).split(','))
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

function includes(list: string[], id: Code | null | undefined): boolean {
  return isPresent(id) && list.includes(String(id).trim());
}

/**
 * Whether a sales-area entry matches a region. The entry's most specific listed level decides:
 * areaIds listed → the county must be among them; else cityIds listed → the city; else provinceIds → the
 * province. An entry that lists no ids matches nothing.
 * @example { provinceIds: '1', cityIds: '72,78' } matches { provinceId: 1, cityId: 78 } but not { provinceId: 1, cityId: 80 }
 */
export function salesAreaMatches(entry: SalesAreaEntry, region: DeliveryRegion): boolean {
  const areas = ids(entry.areaIds);
  if (areas.length > 0) return includes(areas, region.countyId);
  const cities = ids(entry.cityIds);
  if (cities.length > 0) return includes(cities, region.cityId);
  return includes(ids(entry.provinceIds), region.provinceId);
}

/**
 * Whether the item cannot be delivered to the region (spec 1 §4): a matching entry restricts it, and
 * exclusion entries (limitType 1002) invert that: the item is restricted unless one of them matches.
 * Entries for another SKU are ignored. No delivery region (no province) → not restricted.
 */
export function isSalesAreaRestricted(
  item: SalesAreaItem,
  region: DeliveryRegion | null | undefined,
): boolean {
  if (!region || !isPresent(region.provinceId)) return false;
  const entries = (item.goodsSkuSalesAreaList ?? []).filter(
    (entry) => !entry.goodsSkuCode || !item.goodsSkuCode || entry.goodsSkuCode === item.goodsSkuCode,
  );
  const exclusion = entries.filter((entry) => codeOf(entry.limitType) === SALES_AREA_LIMIT_TYPE.exclusion);
  const listed = entries.filter((entry) => !exclusion.includes(entry));
  return (
    listed.some((entry) => salesAreaMatches(entry, region)) ||
    (exclusion.length > 0 && !exclusion.some((entry) => salesAreaMatches(entry, region)))
  );
}

// The regions an address names, looked up by id in the cdn region lists (region-data.ts): provinces 1–31 in
// the mall numbering, below them the official codes (深圳市 4403, 南山区 440305). A municipality (province
// 1–4) has no city entry: as the region picker does (engine/domain/region-selection.ts), an address there takes
// the city the engine names for it, and its districts sit directly under the province.
import { municipalCity } from '../../engine';
import type { AddressRegion, RegionNode, RegionSelection } from '../../engine';
import type { Region } from '../../engine/contract';
import { cities, districts, provinces, streets } from './region-data';
import type { RegionTable } from './region-data';

export interface RegionIds {
  provinceId?: number | undefined;
  cityId?: number | undefined;
  countyId?: number | undefined;
  townId?: number | undefined;
}

const node = ({ id, regionName }: Region): RegionNode => ({ id, regionName });

function childOf(level: RegionTable, id: number | undefined, parent: RegionNode): RegionNode | undefined {
  const found = id === undefined ? undefined : level.byId.get(id);
  return found && found.parentId === Number(parent.id) ? node(found) : undefined;
}

/**
 * The regions the ids name, as the region picker holds them, as far as they form one chain. A
 * municipality's city is the engine's (the province itself, named with 市).
 */
export function regionSelection(ids: RegionIds): RegionSelection {
  const found = ids.provinceId === undefined ? undefined : provinces().byId.get(ids.provinceId);
  if (!found) return {};
  const province = node(found);
  const municipal = municipalCity(province);
  const city = municipal
    ? ids.cityId === found.id
      ? municipal
      : undefined
    : childOf(cities(), ids.cityId, province);
  const district = city && childOf(districts(), ids.countyId, city);
  const street = district && childOf(streets(), ids.townId, district);
  return { province, ...(city && { city }), ...(district && { district }), ...(street && { street }) };
}

/** The stored region fields of a selection down to the district at least; undefined when it stops short. */
export function regionPath({ province, city, district, street }: RegionSelection): AddressRegion | undefined {
  if (!province || !city || !district) return undefined;
  return {
    provinceId: Number(province.id),
    provinceName: province.regionName,
    cityId: Number(city.id),
    cityName: city.regionName,
    countyId: Number(district.id),
    countyName: district.regionName,
    townId: street ? Number(street.id) : null,
    townName: street?.regionName ?? null,
  };
}

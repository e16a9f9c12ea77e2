// Region data of the cdn lists (province.json, city.json, area.json, jiedao.json): ids in the style of
// the common mall region tables. Provinces 1–4 are the municipalities; as the region picker expects
// (engine/domain/region-picker.ts), their districts sit directly under the province, and an address
// there takes the city the engine names for it.

import { municipalCity } from '../../engine';
import type { RegionNode, RegionSelection } from '../../engine';

export interface Region {
  id: number;
  regionName: string;
  parentId: number;
}

type Districts = Record<number, string>;

const PROVINCES: Record<number, string> = {
  1: '北京',
  2: '上海',
  3: '天津',
  4: '重庆',
  5: '河北省',
  12: '江苏省',
  15: '浙江省',
  19: '广东省',
  22: '四川省',
};

/** Cities of the non-municipal provinces, by province. */
const CITIES: Record<number, Record<number, string>> = {
  5: { 142: '石家庄市', 148: '保定市' },
  12: { 904: '南京市', 984: '苏州市' },
  15: { 1213: '杭州市', 1233: '宁波市' },
  19: { 1601: '广州市', 1607: '深圳市' },
  22: { 1930: '成都市', 1960: '绵阳市' },
};

/** Districts by parent: a municipality's province id, or a city id. */
const DISTRICTS: Record<number, Districts> = {
  1: { 72: '朝阳区', 2800: '海淀区', 2801: '西城区', 2802: '东城区' },
  2: { 2813: '徐汇区', 2815: '浦东新区', 2817: '静安区' },
  3: { 51035: '和平区', 51036: '南开区' },
  4: { 113: '渝中区', 114: '江北区' },
  142: { 3070: '长安区', 3071: '桥西区' },
  148: { 3080: '竞秀区', 3081: '莲池区' },
  904: { 3900: '玄武区', 3901: '鼓楼区', 3902: '江宁区' },
  984: { 3910: '姑苏区', 3911: '吴中区' },
  1213: { 4000: '西湖区', 4001: '上城区', 4002: '滨江区' },
  1233: { 4010: '海曙区', 4011: '鄞州区' },
  1601: { 4100: '天河区', 4101: '越秀区', 4102: '海珠区' },
  1607: { 4110: '南山区', 4111: '福田区', 4112: '宝安区' },
  1930: { 4200: '锦江区', 4201: '武侯区', 4202: '青羊区' },
  1960: { 4210: '涪城区', 4211: '游仙区' },
};

/** Streets of a few districts by name; the others get names from the pool. */
const NAMED_STREETS: Record<number, string[]> = {
  72: ['建外街道', '望京街道', '三里屯街道'],
  2800: ['中关村街道', '学院路街道'],
  2815: ['陆家嘴街道', '张江镇'],
  4110: ['粤海街道', '南头街道', '蛇口街道'],
  4000: ['北山街道', '灵隐街道'],
};
const STREET_POOL = [
  '城关街道',
  '新华街道',
  '人民路街道',
  '东湖街道',
  '南苑街道',
  '北辰街道',
  '西园街道',
  '中山街道',
];

const entries = <T>(record: Record<number, T>) =>
  Object.entries(record).map(([id, value]) => [Number(id), value] as const);

export const PROVINCE_LIST: Region[] = entries(PROVINCES).map(([id, regionName]) => ({
  id,
  regionName,
  parentId: 0,
}));

export const CITY_LIST: Region[] = entries(CITIES).flatMap(([parentId, cities]) =>
  entries(cities).map(([id, regionName]) => ({ id, regionName, parentId })),
);

export const AREA_LIST: Region[] = entries(DISTRICTS).flatMap(([parentId, districts]) =>
  entries(districts).map(([id, regionName]) => ({ id, regionName, parentId })),
);

export const STREET_LIST: Region[] = AREA_LIST.flatMap((district, index) => {
  const names = NAMED_STREETS[district.id] ?? [
    STREET_POOL[index % STREET_POOL.length] ?? '城关街道',
    STREET_POOL[(index + 3) % STREET_POOL.length] ?? '新华街道',
  ];
  return names.map((regionName, at) => ({
    id: district.id * 100 + at + 1,
    regionName,
    parentId: district.id,
  }));
});

export interface RegionPath {
  provinceId: number;
  provinceName: string;
  cityId: number;
  cityName: string;
  countyId: number;
  countyName: string;
  townId: number | null;
  townName: string | null;
}

export interface RegionIds {
  provinceId?: number | undefined;
  cityId?: number | undefined;
  countyId?: number | undefined;
  townId?: number | undefined;
}

const node = ({ id, regionName }: Region): RegionNode => ({ id, regionName });

function childOf(
  list: readonly Region[],
  id: number | undefined,
  parent: RegionNode,
): RegionNode | undefined {
  const found = list.find((region) => region.id === id && region.parentId === Number(parent.id));
  return found && node(found);
}

/**
 * The regions the ids name, as the region picker holds them, as far as they form one chain. A
 * municipality's city is the engine's (the province itself, named with 市).
 */
export function regionSelection(ids: RegionIds): RegionSelection {
  const found = PROVINCE_LIST.find((region) => region.id === ids.provinceId);
  if (!found) return {};
  const province = node(found);
  const municipal = municipalCity(province);
  const city = municipal
    ? ids.cityId === found.id
      ? municipal
      : undefined
    : childOf(CITY_LIST, ids.cityId, province);
  const district = city && childOf(AREA_LIST, ids.countyId, city);
  const street = district && childOf(STREET_LIST, ids.townId, district);
  return { province, ...(city && { city }), ...(district && { district }), ...(street && { street }) };
}

/** The stored region fields of a selection down to the district at least; undefined when it stops short. */
export function regionPath({ province, city, district, street }: RegionSelection): RegionPath | undefined {
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

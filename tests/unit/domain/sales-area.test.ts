import {
  isSalesAreaRestricted,
  salesAreaMatches,
  type SalesAreaEntry,
} from '../../../engine/domain/sales-area';

const guangzhou = { provinceId: 19, cityId: 1601, countyId: 3633 };

describe('sales-area match: the most specific level an entry lists decides', () => {
  it.each<{
    rule: string;
    entry: SalesAreaEntry;
    region: typeof guangzhou | { provinceId?: number; cityId?: number };
    expected: boolean;
  }>([
    {
      rule: 'province listed, province in it',
      entry: { provinceIds: '19' },
      region: guangzhou,
      expected: true,
    },
    {
      rule: 'province listed, province not in it',
      entry: { provinceIds: '1,2' },
      region: guangzhou,
      expected: false,
    },
    {
      rule: 'city listed: the city decides, not the province',
      entry: { provinceIds: '19', cityIds: '1602' },
      region: guangzhou,
      expected: false,
    },
    {
      rule: 'city listed and in it',
      entry: { provinceIds: '19', cityIds: '1600, 1601' },
      region: guangzhou,
      expected: true,
    },
    {
      rule: 'area listed: the county decides',
      entry: { provinceIds: '19', cityIds: '1601', areaIds: [3633] },
      region: guangzhou,
      expected: true,
    },
    {
      rule: 'area listed, county not in it',
      entry: { cityIds: '1601', areaIds: ['3634'] },
      region: guangzhou,
      expected: false,
    },
    {
      rule: 'ids as a list of numbers and strings',
      entry: { cityIds: [1600, '1601'] },
      region: guangzhou,
      expected: true,
    },
    { rule: 'ids as one number', entry: { provinceIds: 19 }, region: guangzhou, expected: true },
    {
      rule: 'an entry listing no ids matches nothing',
      entry: { provinceIds: '', cityIds: [], areaIds: null },
      region: guangzhou,
      expected: false,
    },
    {
      rule: 'areas listed but the region has no county',
      entry: { areaIds: '3633' },
      region: { provinceId: 19, cityId: 1601 },
      expected: false,
    },
  ])('$rule', ({ entry, region, expected }) => {
    expect(salesAreaMatches(entry, region)).toBe(expected);
  });
});

describe('spec 1 §4: "a region match marks the item restricted; limitType 1002 inverts the match"', () => {
  const item = (...entries: SalesAreaEntry[]) => ({ goodsSkuCode: 'S1', goodsSkuSalesAreaList: entries });
  it.each([
    {
      rule: 'a matching entry restricts',
      goods: item({ provinceIds: '19', limitType: 1001 }),
      region: guangzhou,
      expected: true,
    },
    {
      rule: 'a non-matching entry does not',
      goods: item({ provinceIds: '1', limitType: 1001 }),
      region: guangzhou,
      expected: false,
    },
    {
      rule: 'limitType 1002: a match is allowed',
      goods: item({ provinceIds: '19', limitType: 1002 }),
      region: guangzhou,
      expected: false,
    },
    {
      rule: 'limitType 1002: no match is restricted',
      goods: item({ provinceIds: '1', limitType: '1002' }),
      region: guangzhou,
      expected: true,
    },
    {
      rule: 'limitType 1002 entries together: matching any one is allowed',
      goods: item({ provinceIds: '1', limitType: 1002 }, { cityIds: '1601', limitType: 1002 }),
      region: guangzhou,
      expected: false,
    },
    {
      rule: 'entries of another SKU are ignored',
      goods: item({ goodsSkuCode: 'S2', provinceIds: '19' }),
      region: guangzhou,
      expected: false,
    },
    {
      rule: 'entries of this SKU count',
      goods: item({ goodsSkuCode: 'S1', provinceIds: '19' }),
      region: guangzhou,
      expected: true,
    },
    {
      rule: 'no list: not restricted',
      goods: { goodsSkuCode: 'S1', goodsSkuSalesAreaList: null },
      region: guangzhou,
      expected: false,
    },
    {
      rule: 'no delivery region: not restricted',
      goods: item({ provinceIds: '1', limitType: 1002 }),
      region: undefined,
      expected: false,
    },
    {
      rule: 'an empty region is no region',
      goods: item({ provinceIds: '1', limitType: 1002 }),
      region: {},
      expected: false,
    },
  ])('$rule', ({ goods, region, expected }) => {
    expect(isSalesAreaRestricted(goods, region)).toBe(expected);
  });
});

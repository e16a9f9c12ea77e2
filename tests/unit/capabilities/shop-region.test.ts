import { shopRegion, shopRegionName } from '../../../engine';

// spec 1 §4: without an address, goods go to the shop's default region, from its shop info.
describe("the shop's default region", () => {
  it('takes the ids of the shop info', () => {
    expect(shopRegion({ provinceId: 19, cityId: 1601, countyId: 3633, openVisitors: 1 })).toEqual({
      provinceId: 19,
      cityId: 1601,
      countyId: 3633,
    });
  });

  it('names no province when the shop info has none', () => {
    expect(shopRegion({ openVisitors: 1 }).provinceId).toBeUndefined();
  });

  it.each([
    {
      rule: 'the names in order',
      shop: { provinceName: '广东省', cityName: '深圳市', countyName: '南山区' },
      name: '广东省深圳市南山区',
    },
    {
      rule: 'a missing level is left out',
      shop: { provinceName: '北京', countyName: '朝阳区' },
      name: '北京朝阳区',
    },
    { rule: 'no names: 全国', shop: {}, name: '全国' },
    { rule: 'empty names: 全国', shop: { provinceName: '', cityName: '' }, name: '全国' },
  ])('$rule', ({ shop, name }) => {
    expect(shopRegionName(shop)).toBe(name);
  });
});

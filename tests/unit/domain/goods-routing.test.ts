import { goodsDetailTarget, isVirtualGoods, type GoodsLink } from '../../../engine/domain/goods-routing';

describe('spec 2 §2: "The virtual detail is used when virtualOrder equals 1, or when orderGoodsType or goodsType equals 1002"', () => {
  it.each<{ rule: string; goods: GoodsLink; virtual: boolean }>([
    { rule: 'virtualOrder 1', goods: { virtualOrder: 1 }, virtual: true },
    { rule: "virtualOrder '1'", goods: { virtualOrder: '1' }, virtual: true },
    { rule: 'goodsType 1002', goods: { goodsType: 1002 }, virtual: true },
    { rule: "goodsType '1002'", goods: { goodsType: '1002' }, virtual: true },
    { rule: 'orderGoodsType 1002', goods: { orderGoodsType: 1002 }, virtual: true },
    {
      rule: 'virtualOrder 0 and goodsType 1001',
      goods: { virtualOrder: 0, goodsType: 1001 },
      virtual: false,
    },
    { rule: 'no flags: normal detail', goods: {}, virtual: false },
  ])('$rule', ({ goods, virtual }) => {
    expect(isVirtualGoods(goods)).toBe(virtual);
    const target = goodsDetailTarget({ ...goods, goodsCode: 'G1' }, 'points');
    expect(target).toEqual({
      ok: true,
      path: virtual
        ? '/points/virtualGoods/virtualGoodsDetail?goodsCode=G1'
        : '/points/goodDetail/goodDetail?goodsCode=G1',
    });
  });
});

describe('spec 2 §2: the detail route carries the query fields and the mall path prefix', () => {
  it.each<{ rule: string; goods: GoodsLink; path: string }>([
    {
      rule: 'every query field, in the spec’s order',
      goods: {
        lastCategoryCode: 'C3',
        goodsSkuCode: 'S1',
        goodsCode: 'G1',
        interestsCardLinkId: 7,
        firstCategoryCode: 'C1',
        secondCategoryCode: 'C2',
      },
      path: '/procure/goodDetail/goodDetail?goodsCode=G1&goodsSkuCode=S1&interestsCardLinkId=7&firstCategoryCode=C1&secondCategoryCode=C2&lastCategoryCode=C3',
    },
    {
      rule: 'empty fields are left out',
      goods: { goodsCode: 'G1', goodsSkuCode: '', interestsCardLinkId: null },
      path: '/procure/goodDetail/goodDetail?goodsCode=G1',
    },
    {
      rule: 'values are encoded',
      goods: { goodsCode: 'a&b c' },
      path: '/procure/goodDetail/goodDetail?goodsCode=a%26b%20c',
    },
    { rule: 'no fields, no query', goods: {}, path: '/procure/goodDetail/goodDetail' },
  ])('$rule', ({ goods, path }) => {
    expect(goodsDetailTarget(goods, 'procure')).toEqual({ ok: true, path });
  });

  it.each([true, 1, '1'])(
    'spec 2 §8: deleted goods (deleted %j) give 商品不存在！ instead of a route',
    (deleted) => {
      expect(goodsDetailTarget({ goodsCode: 'G1', deleted }, 'points')).toEqual({
        ok: false,
        message: '商品不存在！',
      });
    },
  );
});

import { BADGE, goodsBadges, type BadgeGoods, type BadgeOptions } from '../../../engine/domain/badges';

const shop: BadgeOptions = { showSales: false, pointsDesignatedOnly: false };

describe('spec 1 §4: goods sale status badges', () => {
  it.each<{ rule: string; saleStatus: BadgeGoods['saleStatus']; badge: string | undefined }>([
    { rule: '1001 on sale, no badge', saleStatus: 1001, badge: undefined },
    { rule: '1002 shows 已下架', saleStatus: 1002, badge: '已下架' },
    { rule: '1003 shows 已售罄', saleStatus: 1003, badge: '已售罄' },
    { rule: 'codes may be strings', saleStatus: '1003', badge: '已售罄' },
    { rule: 'boolean form: true is normal', saleStatus: true, badge: undefined },
    { rule: 'boolean form: false shows 已售罄', saleStatus: false, badge: '已售罄' },
    { rule: 'no status, no badge', saleStatus: undefined, badge: undefined },
  ])('$rule', ({ saleStatus, badge }) => {
    const result = goodsBadges({ saleStatus }, shop);
    expect(result.badge).toBe(badge);
    expect(result.purchasable).toBe(badge === undefined);
  });
});

describe('spec 1 §4: 区域无货 and 无法购买', () => {
  const restricted = { goodsSkuSalesAreaList: [{ provinceIds: '19' }] };
  const region = { provinceId: 19, cityId: 1601 };
  it.each<{ rule: string; goods: BadgeGoods; options: BadgeOptions; badge: string | undefined }>([
    {
      rule: '区域无货 shows when the sales area is restricted',
      goods: restricted,
      options: { ...shop, region },
      badge: BADGE.regionUnavailable,
    },
    { rule: 'no delivery region, no 区域无货', goods: restricted, options: shop, badge: undefined },
    {
      rule: '无法购买 when pointsBatchCanBuy is 0 and points buy designated goods only',
      goods: { pointsBatchCanBuy: 0 },
      options: { ...shop, pointsDesignatedOnly: true },
      badge: BADGE.cannotBuy,
    },
    {
      rule: "pointsBatchCanBuy '0' as a string",
      goods: { pointsBatchCanBuy: '0' },
      options: { ...shop, pointsDesignatedOnly: true },
      badge: BADGE.cannotBuy,
    },
    {
      rule: 'no 无法购买 when the shop does not restrict points',
      goods: { pointsBatchCanBuy: 0 },
      options: shop,
      badge: undefined,
    },
    {
      rule: 'no 无法购买 when pointsBatchCanBuy is 1',
      goods: { pointsBatchCanBuy: 1 },
      options: { ...shop, pointsDesignatedOnly: true },
      badge: undefined,
    },
    {
      rule: 'no 无法购买 when pointsBatchCanBuy is missing',
      goods: { pointsBatchCanBuy: null },
      options: { ...shop, pointsDesignatedOnly: true },
      badge: undefined,
    },
    {
      rule: 'the sale status badge comes first',
      goods: { ...restricted, saleStatus: 1002, pointsBatchCanBuy: 0 },
      options: { showSales: false, pointsDesignatedOnly: true, region },
      badge: BADGE.offShelf,
    },
    {
      rule: '区域无货 comes before 无法购买',
      goods: { ...restricted, pointsBatchCanBuy: 0 },
      options: { showSales: false, pointsDesignatedOnly: true, region },
      badge: BADGE.regionUnavailable,
    },
  ])('$rule', ({ goods, options, badge }) => {
    const result = goodsBadges(goods, options);
    expect(result.badge).toBe(badge);
    expect(result.purchasable).toBe(badge === undefined);
  });
});

describe('spec 1 §4: sold count and 秒杀 tag', () => {
  it.each([
    {
      rule: 'showSales shows the sold count with 已售',
      goods: { salesNum: 12 },
      showSales: true,
      soldLabel: '已售 12',
    },
    { rule: 'a missing count shows 0', goods: {}, showSales: true, soldLabel: '已售 0' },
    { rule: 'the count may be a string', goods: { salesNum: '7' }, showSales: true, soldLabel: '已售 7' },
    { rule: 'without showSales, no count', goods: { salesNum: 12 }, showSales: false, soldLabel: undefined },
  ])('$rule', ({ goods, showSales, soldLabel }) => {
    expect(goodsBadges(goods, { ...shop, showSales }).soldLabel).toBe(soldLabel);
  });

  it.each([
    {
      rule: 'activity type 4 shows 秒杀',
      activityGoodsInfo: [{ activityType: 4, activityPrice: 1 }],
      tag: '秒杀',
    },
    {
      rule: 'activity type 3 shows no tag',
      activityGoodsInfo: [{ activityType: 3, activityPrice: 1 }],
      tag: undefined,
    },
    { rule: 'no activity, no tag', activityGoodsInfo: [], tag: undefined },
  ])('$rule', ({ activityGoodsInfo, tag }) => {
    expect(goodsBadges({ activityGoodsInfo }, shop).flashSaleTag).toBe(tag);
  });
});

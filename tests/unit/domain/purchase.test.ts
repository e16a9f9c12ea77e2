import {
  cartAddRefusal,
  detailAvailability,
  purchaseRefusal,
  saleStatusOf,
  stockShortMessage,
  type PurchasableGoods,
  type StockedGoods,
} from '../../../engine/domain/purchase';
import type { BadgeOptions } from '../../../engine/domain/badges';

type Options = Omit<BadgeOptions, 'showSales'>;
const ordinary: Options = { pointsDesignatedOnly: false };
const designated: Options = { pointsDesignatedOnly: true };
const beijing = { provinceId: 1, cityId: 1, countyId: 72 };
const notInBeijing = { goodsSkuSalesAreaList: [{ provinceIds: '1', limitType: 1001 }] };

describe('spec 1 §4 and §9: the sale status shelves and stock give', () => {
  it.each<{ rule: string; goods: StockedGoods; status: number }>([
    { rule: 'on shelf with stock: 1001 on sale', goods: { shelvesStatus: 1001, usableNum: 5 }, status: 1001 },
    {
      rule: 'shelvesStatus 1002: 1002 off shelf',
      goods: { shelvesStatus: 1002, usableNum: 5 },
      status: 1002,
    },
    { rule: 'no usable stock: 1003 sold out', goods: { shelvesStatus: 1001, usableNum: 0 }, status: 1003 },
    { rule: 'off shelf wins over sold out', goods: { shelvesStatus: 1002, usableNum: 0 }, status: 1002 },
    {
      rule: 'deleted goods count as off shelf',
      goods: { shelvesStatus: 1001, usableNum: 5, deleted: true },
      status: 1002,
    },
    { rule: 'codes may be strings', goods: { shelvesStatus: '1001', usableNum: '2' }, status: 1001 },
  ])('$rule', ({ goods, status }) => {
    expect(saleStatusOf(goods)).toBe(status);
  });
});

describe('spec 1 §4: why goods may not be bought, as the backend refuses it', () => {
  it.each<{ rule: string; goods: PurchasableGoods; options: Options; refusal: string | undefined }>([
    { rule: 'on sale: no refusal', goods: { saleStatus: 1001 }, options: ordinary, refusal: undefined },
    {
      rule: 'deleted goods are not found',
      goods: { deleted: true },
      options: ordinary,
      refusal: '商品不存在！',
    },
    {
      rule: 'sale status 1002: off shelf',
      goods: { saleStatus: 1002 },
      options: ordinary,
      refusal: '商品已下架',
    },
    {
      rule: 'sale status 1003: sold out',
      goods: { saleStatus: 1003 },
      options: ordinary,
      refusal: '商品已售罄',
    },
    {
      rule: 'restricted in the delivery region',
      goods: { saleStatus: 1001, ...notInBeijing },
      options: { ...ordinary, region: beijing },
      refusal: '该地区暂不支持配送',
    },
    {
      rule: 'no delivery region: not restricted',
      goods: { saleStatus: 1001, ...notInBeijing },
      options: ordinary,
      refusal: undefined,
    },
    {
      rule: 'pointsBatchCanBuy 0 where points buy designated goods only',
      goods: { saleStatus: 1001, pointsBatchCanBuy: 0 },
      options: designated,
      refusal: '该商品不支持积分兑换',
    },
    {
      rule: 'pointsBatchCanBuy 0 in an ordinary shop: may be bought',
      goods: { saleStatus: 1001, pointsBatchCanBuy: 0 },
      options: ordinary,
      refusal: undefined,
    },
    {
      rule: 'the sale status comes before the region',
      goods: { saleStatus: 1002, ...notInBeijing },
      options: { ...ordinary, region: beijing },
      refusal: '商品已下架',
    },
  ])('$rule', ({ goods, options, refusal }) => {
    expect(purchaseRefusal(goods, options)).toBe(refusal);
  });
});

describe('spec 2 §2: virtual goods are bought directly, never through the cart', () => {
  const refusal = '虚拟商品不支持加入购物车，请直接购买';
  it.each<{ rule: string; goods: PurchasableGoods; expected: string | undefined }>([
    {
      rule: 'ordinary goods may go in the cart',
      goods: { saleStatus: 1001, goodsType: 1001 },
      expected: undefined,
    },
    { rule: 'virtualOrder 1', goods: { saleStatus: 1001, virtualOrder: 1 }, expected: refusal },
    { rule: 'goodsType 1002', goods: { saleStatus: 1001, goodsType: 1002 }, expected: refusal },
    { rule: 'orderGoodsType 1002', goods: { saleStatus: 1001, orderGoodsType: '1002' }, expected: refusal },
    { rule: 'off shelf is said first', goods: { saleStatus: 1002, virtualOrder: 1 }, expected: '商品已下架' },
  ])('$rule', ({ goods, expected }) => {
    expect(cartAddRefusal(goods, ordinary)).toBe(expected);
  });

  it('says how many are left when the stock is short', () => {
    expect(stockShortMessage(3)).toBe('库存不足，当前库存3件');
  });
});

describe('the goods detail: the stock label and the purchase notice follow the badges’ rule', () => {
  it.each<{
    rule: string;
    goods: PurchasableGoods;
    options: Options;
    stock: string;
    inStock: boolean;
    notice?: string;
  }>([
    {
      rule: 'on sale: 有货, no notice',
      goods: { saleStatus: 1001 },
      options: ordinary,
      stock: '有货',
      inStock: true,
    },
    {
      rule: 'sold out: 已售罄, never 有货',
      goods: { saleStatus: 1003 },
      options: ordinary,
      stock: '已售罄',
      inStock: false,
      notice: '该商品已售罄，暂时无法购买',
    },
    {
      rule: 'the boolean form false is sold out',
      goods: { saleStatus: false },
      options: ordinary,
      stock: '已售罄',
      inStock: false,
      notice: '该商品已售罄，暂时无法购买',
    },
    {
      rule: 'off shelf: 已下架',
      goods: { saleStatus: 1002 },
      options: ordinary,
      stock: '已下架',
      inStock: false,
      notice: '该商品已下架，暂时无法购买',
    },
    {
      rule: 'restricted in the region: 区域无货',
      goods: { saleStatus: 1001, ...notInBeijing },
      options: { ...ordinary, region: beijing },
      stock: '区域无货',
      inStock: false,
      notice: '该商品区域无货，暂时无法购买',
    },
    {
      rule: 'points buy designated goods only: in stock, and one sentence why it cannot be bought',
      goods: { saleStatus: 1001, pointsBatchCanBuy: 0 },
      options: designated,
      stock: '有货',
      inStock: true,
      notice: '该商品不支持积分兑换',
    },
  ])('$rule', ({ goods, options, stock, inStock, notice }) => {
    const availability = detailAvailability(goods, options);
    expect(availability.stock).toEqual({ text: stock, inStock });
    expect(availability.notice).toBe(notice);
    expect(availability.purchasable).toBe(notice === undefined);
  });
});

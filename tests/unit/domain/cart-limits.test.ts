import { newAddressRefusal } from '../../../engine/domain/addresses';
import { quantityBounds } from '../../../engine/domain/cart';
import {
  cartAddLimitRefusal,
  lineQuantityRefusal,
  purchaseQuantityBounds,
} from '../../../engine/domain/cart-limits';
import type { CartBeforeAdding } from '../../../engine/domain/cart-limits';

const TOO_MANY = '单个商品数量不能超过999';
const FULL = '购物车最多只能添加100种商品';

describe('the cart limits: at most 999 of one goods, at most 100 lines', () => {
  it.each<[string, CartBeforeAdding, number, string | undefined]>([
    ['a new line in a cart with room', { lines: 99, held: undefined }, 1, undefined],
    ['a new line in a full cart', { lines: 100, held: undefined }, 1, FULL],
    ['more of goods a full cart holds already', { lines: 100, held: 3 }, 2, undefined],
    ['999 of one goods', { lines: 0, held: undefined }, 999, undefined],
    ['1000 of one goods', { lines: 0, held: undefined }, 1000, TOO_MANY],
    ['more than 999 with what the line holds', { lines: 5, held: 998 }, 2, TOO_MANY],
    ['too many in a full cart says the quantity first', { lines: 100, held: undefined }, 1000, TOO_MANY],
  ])('adding: %s', (_rule, cart, quantity, expected) => {
    expect(cartAddLimitRefusal(cart, quantity)).toBe(expected);
  });

  it.each<[number, string | undefined]>([
    [999, undefined],
    [1000, TOO_MANY],
  ])('a line changed to %i: %s', (quantity, expected) => {
    expect(lineQuantityRefusal(quantity)).toBe(expected);
  });

  it.each<[string, number | undefined, { min: number; max: number }]>([
    ['up to the stock', 30, { min: 1, max: 30 }],
    ['never above 999, whatever the stock', 5000, { min: 1, max: 999 }],
    ['no stock: 1 (the stepper cannot move)', 0, { min: 1, max: 1 }],
    ['goods without stock (virtual): 999', undefined, { min: 1, max: 999 }],
  ])('the goods detail’s quantity: %s', (_rule, stock, bounds) => {
    expect(purchaseQuantityBounds(stock)).toEqual(bounds);
  });

  it.each([
    { name: 'a cart line of large stock stops at 999', quantity: 999, stock: 5000, max: 999, hint: TOO_MANY },
    { name: 'below 999 it may rise', quantity: 998, stock: 5000, max: 999, hint: undefined },
    {
      name: 'the stock below 999 still says the stock',
      quantity: 5,
      stock: 5,
      max: 5,
      hint: '已达库存上限（库存5件）',
    },
  ])('the cart’s quantity: $name', ({ quantity, stock, max, hint }) => {
    const bounds = quantityBounds({ quantity, goodsSkuStock: stock });
    expect(bounds.max).toBe(max);
    expect(bounds.hint).toBe(hint);
  });
});

describe('the address book holds at most 20 addresses', () => {
  it.each<[number, string | undefined]>([
    [0, undefined],
    [19, undefined],
    [20, '收货地址最多只能添加20个'],
    [21, '收货地址最多只能添加20个'],
  ])('holding %i, a new address: %s', (count, expected) => {
    expect(newAddressRefusal(count)).toBe(expected);
  });
});

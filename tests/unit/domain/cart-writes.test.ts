import fc from 'fast-check';
import { CART_MESSAGES, addToCartToast, quantityBounds, typedQuantity } from '../../../engine/domain/cart';
import { FAVOURITE_MESSAGES } from '../../../engine/domain/favourites';
import { serverMessageToast } from '../../../engine/domain/write-toast';

describe('spec 1 §4 (goodsSkuStock): "the cart stepper stops at the line\'s stock, with a hint"', () => {
  it.each([
    ['below the stock: up to the stock, no hint', { quantity: 2, goodsSkuStock: 5 }, { min: 1, max: 5 }],
    [
      'at the stock: no further, with the hint',
      { quantity: 5, goodsSkuStock: 5 },
      { min: 1, max: 5, hint: '已达库存上限（库存5件）' },
    ],
    [
      'above the stock (stock fell): no further, with the hint',
      { quantity: 7, goodsSkuStock: 3 },
      { min: 1, max: 3, hint: '已达库存上限（库存3件）' },
    ],
    ['stock as a string code', { quantity: 1, goodsSkuStock: '4' }, { min: 1, max: 4 }],
    [
      'no stock (sold out): the quantity stays the most',
      { quantity: 2, goodsSkuStock: 0 },
      { min: 1, max: 2 },
    ],
    [
      'quantity from cartItems',
      { cartItems: [{ quantity: 3 }], goodsSkuStock: 3 },
      { min: 1, max: 3, hint: CART_MESSAGES.stockReached(3) },
    ],
  ])('%s', (_rule, line, expected) => {
    expect(quantityBounds(line)).toEqual(expected);
  });

  it('never lets "+" pass the stock of a line in stock, and never lets "−" go below 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999 }), (quantity, stock) => {
        const { min, max, hint } = quantityBounds({ quantity, goodsSkuStock: stock });
        expect(min).toBe(1);
        expect(max).toBe(stock);
        expect(hint !== undefined).toBe(quantity >= stock);
      }),
    );
  });
});

describe("a typed cart quantity is clamped to the line's bounds (1 up to its stock)", () => {
  const bounds = { min: 1, max: 60 };
  it.each([
    ['within the bounds: as typed', '50', 50],
    ['above the stock: the stock', '99999', 60],
    ['zero: the least', '0', 1],
    ['leading zeros and stray characters: the digits', '0a4x', 4],
    ['nothing typed: the quantity it had', '', 12],
  ])('%s', (_rule, typed, expected) => {
    expect(typedQuantity(typed, bounds, 12)).toBe(expected);
  });

  it('always lands within the bounds, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 999 }), (typed, stock) => {
        const quantity = typedQuantity(typed, { min: 1, max: stock }, 1);
        expect(Number.isInteger(quantity) && quantity >= 1 && quantity <= stock).toBe(true);
      }),
    );
  });
});

describe('spec 1 §8: "Cart: add success 添加购物车成功, failure 添加购物车失败"', () => {
  it.each([
    [
      { success: true, message: '加购成功啦' },
      { kind: 'success', text: '添加购物车成功' },
    ],
    [
      { success: false, message: '库存不足，当前库存5件' },
      { kind: 'error', text: '添加购物车失败：库存不足，当前库存5件' },
    ],
    [
      { success: false, message: '' },
      { kind: 'error', text: '添加购物车失败' },
    ],
  ])('%j → %j', (outcome, expected) => {
    expect(addToCartToast(outcome)).toEqual(expected);
  });
});

describe('spec 1 §8: "Cancel success shows the server message"; failures show it as an error', () => {
  const fallback = { success: FAVOURITE_MESSAGES.cancelled, failure: FAVOURITE_MESSAGES.cancelFailed };
  it.each([
    [
      { success: true, message: '已取消' },
      { kind: 'success', text: '已取消' },
    ],
    [
      { success: true, message: '' },
      { kind: 'success', text: '取消收藏成功' },
    ],
    [
      { success: false, message: '收藏不存在或已取消' },
      { kind: 'error', text: '收藏不存在或已取消' },
    ],
    [{ success: false }, { kind: 'error', text: '取消收藏失败' }],
  ])('%j → %j', (outcome, expected) => {
    expect(serverMessageToast(outcome, fallback)).toEqual(expected);
  });
});

import fc from 'fast-check';
import {
  canTick,
  cartLines,
  cartTotals,
  lineQuantity,
  lineTotal,
  selectAllState,
  tickAll,
  type CartContext,
  type CartLine,
} from '../../../engine/domain/cart';
import { sum, toMoney } from '../../../engine/domain/money';
import { hundredths } from './decimal-text';

const NOW = Date.UTC(2024, 5, 1, 2);
const HOUR = 3_600_000;
const money: CartContext = { mode: 'money', serverNow: NOW };
const points: CartContext = { mode: 'points', serverNow: NOW };

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    goodsSkuCode: 'S1',
    quantity: 1,
    integralPrice: 10,
    shelvesStatus: 1001,
    goodsSkuStock: 5,
    isCheck: true,
    ...overrides,
  };
}

const flashSale = (startOffset: number) => ({
  activityType: 4,
  activityPrice: 1,
  expireStartTime: NOW + startOffset,
  expireEndTime: NOW + startOffset + HOUR,
});

describe('spec 1 §3: "the list shows valid entries first"', () => {
  it('valid lines come first and every line is marked isInvalid', () => {
    const lines = cartLines({
      invalidCartItems: [{ cartItems: [line({ goodsSkuCode: 'X' })] }],
      validCartItems: [
        { cartItems: [line({ goodsSkuCode: 'A' })] },
        { cartItems: [line({ goodsSkuCode: 'B' })] },
      ],
    });
    expect(lines.map((l) => [l.goodsSkuCode, l.isInvalid])).toEqual([
      ['A', false],
      ['B', false],
      ['X', true],
    ]);
  });

  it.each([
    {
      rule: 'one section instead of a list',
      response: { validCartItems: { cartItems: [line()] } },
      count: 1,
    },
    {
      rule: 'missing parts',
      response: { validCartItems: null, invalidCartItems: [{ cartItems: null }] },
      count: 0,
    },
    { rule: 'no response (a failed load shows the empty cart)', response: undefined, count: 0 },
  ])('$rule', ({ response, count }) => {
    expect(cartLines(response)).toHaveLength(count);
  });

  it.each([
    { rule: 'the line’s own quantity', line: line({ quantity: '3' }), expected: 3 },
    {
      rule: 'else the first cartItems entry’s',
      line: line({ quantity: undefined, cartItems: [{ quantity: 4 }, { quantity: 9 }] }),
      expected: 4,
    },
    { rule: 'else 0', line: line({ quantity: null }), expected: 0 },
  ])('lineQuantity: $rule', ({ line: cartLine, expected }) => {
    expect(lineQuantity(cartLine)).toBe(expected);
  });
});

describe('spec 1 §4: "Only on-shelf, in-stock, not sales-area-restricted items may be ticked"', () => {
  it.each<{ rule: string; line: CartLine; context?: Partial<CartContext>; expected: boolean }>([
    { rule: 'on shelf (1001) and in stock', line: line(), expected: true },
    { rule: 'off shelf (1002)', line: line({ shelvesStatus: 1002 }), expected: false },
    { rule: 'shelves status as a string', line: line({ shelvesStatus: '1001' }), expected: true },
    { rule: 'goodsSkuStock 0', line: line({ goodsSkuStock: 0 }), expected: false },
    { rule: 'goodsSkuStock missing', line: line({ goodsSkuStock: null }), expected: false },
    {
      rule: 'restricted in the delivery region',
      line: line({ goodsSkuSalesAreaList: [{ provinceIds: '19' }] }),
      context: { region: { provinceId: 19 } },
      expected: false,
    },
    {
      rule: 'not restricted elsewhere',
      line: line({ goodsSkuSalesAreaList: [{ provinceIds: '19' }] }),
      context: { region: { provinceId: 1 } },
      expected: true,
    },
    {
      rule: 'a flash sale in state 2 cannot be ticked',
      line: line({ activityGoodsInfo: flashSale(-1000) }),
      expected: false,
    },
    {
      rule: 'a flash sale not yet started can be (spec 1 §4 locks only state 2)',
      line: line({ activityGoodsInfo: flashSale(1000) }),
      expected: true,
    },
    {
      rule: 'a flash sale that ended can be',
      line: line({ activityGoodsInfo: flashSale(-2 * HOUR) }),
      expected: true,
    },
    { rule: 'an invalid line cannot be', line: line({ isInvalid: true }), expected: false },
  ])('$rule', ({ line: cartLine, context, expected }) => {
    expect(canTick(cartLine, { ...money, ...context })).toBe(expected);
  });
});

describe('spec 1 §4: totals over the ticked items, exact', () => {
  it.each<{
    rule: string;
    lines: CartLine[];
    context: CartContext;
    money: string;
    points: string;
    count: number;
    quantity: number;
  }>([
    {
      rule: 'money mall: quantity × price, exact',
      lines: [line({ integralPrice: 0.1, quantity: 3 }), line({ integralPrice: '0.2' })],
      context: money,
      money: '0.5',
      points: '0',
      count: 2,
      quantity: 4,
    },
    {
      rule: 'unticked lines are not counted',
      lines: [line({ integralPrice: 5 }), line({ integralPrice: 7, isCheck: false })],
      context: money,
      money: '5',
      points: '0',
      count: 1,
      quantity: 1,
    },
    {
      rule: 'ticked but untickable lines are not counted',
      lines: [line({ integralPrice: 5 }), line({ integralPrice: 7, goodsSkuStock: 0 })],
      context: money,
      money: '5',
      points: '0',
      count: 1,
      quantity: 1,
    },
    {
      rule: 'a running flash sale is not counted',
      lines: [line({ integralPrice: 5 }), line({ integralPrice: 7, activityGoodsInfo: flashSale(-1) })],
      context: money,
      money: '5',
      points: '0',
      count: 1,
      quantity: 1,
    },
    {
      rule: 'quota goods add money and points separately',
      lines: [
        line({ integralPrice: 5 }),
        line({ isQuotaGoods: true, supplyPrice: '12.5', quotaIntrgral: 100, quantity: 2 }),
      ],
      context: money,
      money: '30',
      points: '200',
      count: 2,
      quantity: 3,
    },
    {
      rule: 'points mall totals points',
      lines: [line({ integralPrice: 300, quantity: 2 }), line({ integralPrice: 50 })],
      context: points,
      money: '0',
      points: '650',
      count: 2,
      quantity: 3,
    },
    {
      rule: 'activity type 3 prices apply',
      lines: [
        line({
          integralPrice: 10,
          quantity: 2,
          activityGoodsInfo: { activityType: 3, activityPrice: '8.8' },
        }),
      ],
      context: money,
      money: '17.6',
      points: '0',
      count: 1,
      quantity: 2,
    },
    {
      rule: 'a flash sale that ended is charged its normal price',
      lines: [line({ integralPrice: 10, activityGoodsInfo: flashSale(-2 * HOUR) })],
      context: money,
      money: '10',
      points: '0',
      count: 1,
      quantity: 1,
    },
    {
      rule: 'ladder tiers apply for the line’s quantity',
      lines: [
        line({
          sellingPrice: 10,
          quantity: 10,
          isOpenLadderPrice: true,
          ladderPriceGoodsList: [{ minCount: 10, ladderSellingPrice: 9 }],
        }),
      ],
      context: money,
      money: '90',
      points: '0',
      count: 1,
      quantity: 10,
    },
    { rule: 'an empty cart', lines: [], context: money, money: '0', points: '0', count: 0, quantity: 0 },
  ])('$rule', ({ lines, context, ...expected }) => {
    const totals = cartTotals(lines, context);
    expect(totals).toEqual({
      money: expected.money,
      points: expected.points,
      lines: expected.count,
      quantity: expected.quantity,
    });
  });

  const cartLine = fc.record({
    cents: fc.integer({ min: 0, max: 10_000_000 }),
    quantity: fc.integer({ min: 0, max: 999 }),
    isCheck: fc.boolean(),
    stock: fc.integer({ min: 0, max: 3 }),
    quota: fc.boolean(),
  });

  it('property: cart totals equal the sum of the counted lines’ totals', () => {
    fc.assert(
      fc.property(fc.array(cartLine, { maxLength: 40 }), fc.constantFrom(money, points), (rows, context) => {
        const lines = rows.map((row) =>
          line({
            integralPrice: row.cents / 100,
            supplyPrice: row.cents / 100,
            quotaIntrgral: row.cents,
            isQuotaGoods: row.quota,
            quantity: row.quantity,
            isCheck: row.isCheck,
            goodsSkuStock: row.stock,
          }),
        );
        const counted = lines
          .filter((l, i) => rows[i]?.isCheck && canTick(l, context))
          .map((l) => lineTotal(l, context));
        const totals = cartTotals(lines, context);
        expect(totals.money).toBe(sum(counted.map((t) => t.money)));
        expect(totals.points).toBe(sum(counted.map((t) => t.points)));
        expect(totals.lines).toBe(counted.length);
      }),
    );
  });

  it('property: money totals of hundredths are exact (integer arithmetic agrees)', () => {
    fc.assert(
      fc.property(fc.array(cartLine, { maxLength: 40 }), (rows) => {
        const lines = rows.map((row) => line({ integralPrice: row.cents / 100, quantity: row.quantity }));
        const expectedCents = rows.reduce((total, row) => total + row.cents * row.quantity, 0);
        expect(cartTotals(lines, money).money).toBe(toMoney(hundredths(expectedCents)));
      }),
    );
  });
});

describe('select all', () => {
  const cannot = line({ shelvesStatus: 1002, isCheck: false });
  it.each([
    { rule: 'every tickable line ticked: all', lines: [line(), line(), cannot], expected: 'all' },
    { rule: 'some ticked: some', lines: [line(), line({ isCheck: false })], expected: 'some' },
    { rule: 'none ticked: none', lines: [line({ isCheck: false }), cannot], expected: 'none' },
    { rule: 'nothing tickable: none', lines: [cannot], expected: 'none' },
    { rule: 'isCheck may be 1 or 0', lines: [line({ isCheck: 1 }), line({ isCheck: 0 })], expected: 'some' },
  ])('$rule', ({ lines, expected }) => {
    expect(selectAllState(lines, money)).toBe(expected);
  });

  it('ticking all ticks only the tickable lines; unticking all clears every line', () => {
    const lines = [line({ isCheck: false }), line({ goodsSkuStock: 0, isCheck: true })];
    expect(tickAll(lines, true, money).map((l) => l.isCheck)).toEqual([true, false]);
    expect(tickAll(lines, false, money).map((l) => l.isCheck)).toEqual([false, false]);
    expect(selectAllState(tickAll(lines, true, money), money)).toBe('all');
  });
});

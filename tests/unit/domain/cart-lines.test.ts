// One unit price per line, shown and counted the same, and why a line cannot be ticked.
import fc from 'fast-check';
import {
  cartLineView,
  cartTotals,
  isCounted,
  lineQuantity,
  lineTotal,
  lineUnitPrice,
  untickableReason,
  type CartContext,
  type CartLine,
} from '../../../engine/domain/cart';
import { formatPriceParts } from '../../../engine/domain/prices';
import { multiply, sum } from '../../../engine/domain/money';

const NOW = Date.UTC(2026, 10, 20, 2);
const HOUR = 3_600_000;
const money: CartContext = { mode: 'money', serverNow: NOW };
const points: CartContext = { mode: 'points', serverNow: NOW };
const format = { mode: 'points', unitName: '积分' } as const;

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    goodsCode: 'G1',
    goodsSkuCode: 'S1',
    quantity: 1,
    integralPrice: 534,
    sellingPrice: 534,
    shelvesStatus: 1001,
    goodsSkuStock: 5,
    isCheck: 1,
    ...overrides,
  };
}

const flashSale = (start: number, end: number, activityPrice = 320) => ({
  activityType: 4,
  activityPrice,
  expireStartTime: NOW + start,
  expireEndTime: NOW + end,
});
const running = flashSale(-HOUR, 3 * 24 * HOUR);
const upcoming = flashSale(2 * HOUR, 24 * HOUR);
const ended = flashSale(-2 * 24 * HOUR, -24 * HOUR);
const ladder = {
  isOpenLadderPrice: 1,
  sellingPrice: 150,
  integralPrice: 150,
  ladderPriceGoodsList: [
    { minCount: 1, ladderSellingPrice: 150 },
    { minCount: 10, ladderSellingPrice: 135 },
    { minCount: 50, ladderSellingPrice: 120 },
  ],
};

describe('"a line that cannot be ticked says why"', () => {
  it.each<{ rule: string; line: CartLine; context?: Partial<CartContext>; reason: string | undefined }>([
    { rule: 'on shelf, in stock, unrestricted: tickable', line: line(), reason: undefined },
    {
      rule: 'spec 1 §4 "shelvesStatus 1002 off shelf": 已下架',
      line: line({ shelvesStatus: 1002 }),
      reason: '已下架',
    },
    { rule: 'shelves status missing: 已下架', line: line({ shelvesStatus: null }), reason: '已下架' },
    { rule: 'spec 1 §4 "goodsSkuStock above 0": 已售罄', line: line({ goodsSkuStock: 0 }), reason: '已售罄' },
    {
      rule: 'spec 1 §4 "a region match marks the item restricted": 区域无货',
      line: line({ goodsSkuSalesAreaList: [{ provinceIds: '1', limitType: 1001 }] }),
      context: { region: { provinceId: 1, cityId: 72, countyId: 2799 } },
      reason: '区域无货',
    },
    {
      rule: 'limitType 1002 inverts the match: 区域无货 outside the listed regions',
      line: line({ goodsSkuSalesAreaList: [{ provinceIds: '19', limitType: 1002 }] }),
      context: { region: { provinceId: 1 } },
      reason: '区域无货',
    },
    {
      rule: 'spec 1 §4 "a flash-sale item in state 2 cannot be ticked": 秒杀进行中',
      line: line({ activityGoodsInfo: running }),
      reason: '秒杀进行中',
    },
    {
      rule: 'spec 1 §4 locks only state 2: a flash sale not started (state 1) is tickable',
      line: line({ activityGoodsInfo: upcoming }),
      reason: undefined,
    },
    {
      rule: 'a flash sale that ended (state 3): tickable',
      line: line({ activityGoodsInfo: ended }),
      reason: undefined,
    },
    {
      rule: 'an activity of type 3: tickable',
      line: line({ activityGoodsInfo: { activityType: 3, activityPrice: 9 } }),
      reason: undefined,
    },
    {
      rule: 'invalid for a reason the line does not show: 已失效',
      line: line({ isInvalid: true }),
      reason: '已失效',
    },
    {
      rule: 'off shelf comes before sold out and the flash sale',
      line: line({ shelvesStatus: 1002, goodsSkuStock: 0, activityGoodsInfo: running, isInvalid: true }),
      reason: '已下架',
    },
  ])('$rule', ({ line: cartLine, context, reason }) => {
    expect(untickableReason(cartLine, { ...money, ...context })).toBe(reason);
    expect(cartLineView(cartLine, { ...money, ...context }, format).reason).toBe(reason);
  });
});

describe('"each line has one unit price, shown and counted the same"', () => {
  it.each<{ rule: string; line: CartLine; unit: string; subtotal: string }>([
    { rule: 'the list price', line: line({ quantity: 2 }), unit: '534积分', subtotal: '1068积分' },
    {
      rule: 'spec 2 §4: the ladder tier for the quantity (×12 → the tier from 10)',
      line: line({ ...ladder, quantity: 12 }),
      unit: '135积分',
      subtotal: '1620积分',
    },
    {
      rule: 'ladder below the second tier',
      line: line({ ...ladder, quantity: 9 }),
      unit: '150积分',
      subtotal: '1350积分',
    },
    {
      rule: 'activity type 3 replaces the price',
      line: line({ quantity: 3, activityGoodsInfo: { activityType: 3, activityPrice: '8.5' } }),
      unit: '8.5积分',
      subtotal: '25.5积分',
    },
    {
      rule: 'a running flash sale: its activity price, in the unit and the subtotal (not 320 and 534)',
      line: line({ activityGoodsInfo: running }),
      unit: '320积分',
      subtotal: '320积分',
    },
    {
      rule: 'an upcoming flash sale: the list price in both',
      line: line({ activityGoodsInfo: upcoming }),
      unit: '534积分',
      subtotal: '534积分',
    },
    {
      rule: 'an ended flash sale: the list price in both',
      line: line({ activityGoodsInfo: ended, quantity: 2 }),
      unit: '534积分',
      subtotal: '1068积分',
    },
  ])('$rule', ({ line: cartLine, unit, subtotal }) => {
    const view = cartLineView(cartLine, points, format);
    expect(view.unit).toBe(unit);
    expect(view.subtotal).toBe(subtotal);
  });

  it('money shops: two decimals; quota goods: money plus points', () => {
    const moneyFormat = { mode: 'money', unitName: '积分' } as const;
    expect(cartLineView(line({ sellingPrice: '12.5', quantity: 3 }), money, moneyFormat).subtotal).toBe(
      '¥37.50',
    );
    const quota = line({ isQuotaGoods: 1, supplyPrice: '12.5', quotaIntrgral: 100, quantity: 2 });
    expect(cartLineView(quota, money, moneyFormat)).toMatchObject({
      unit: '¥12.50 + 100积分',
      subtotal: '¥25.00 + 200积分',
    });
  });

  const activity = fc.oneof(
    fc.constant(null),
    fc.constantFrom(running, upcoming, ended),
    fc.record({ activityType: fc.constant(3), activityPrice: fc.integer({ min: 0, max: 99_999 }) }),
  );
  const anyLine = fc
    .record({
      cents: fc.integer({ min: 0, max: 10_000_000 }),
      quantity: fc.integer({ min: 1, max: 999 }),
      ladder: fc.boolean(),
      quota: fc.boolean(),
      activity,
      isCheck: fc.boolean(),
      stock: fc.integer({ min: 0, max: 3 }),
      shelves: fc.constantFrom(1001, 1002),
      restricted: fc.boolean(),
    })
    .map((row) =>
      line({
        ...(row.ladder ? ladder : {}),
        integralPrice: row.cents / 100,
        sellingPrice: row.cents / 100,
        supplyPrice: row.cents / 100,
        quotaIntrgral: row.cents,
        isQuotaGoods: row.quota ? 1 : 0,
        quantity: row.quantity,
        activityGoodsInfo: row.activity,
        isCheck: row.isCheck,
        goodsSkuStock: row.stock,
        shelvesStatus: row.shelves,
        goodsSkuSalesAreaList: row.restricted ? [{ provinceIds: '1' }] : [],
      }),
    );
  const anyContext = fc.constantFrom<CartContext>(
    money,
    points,
    { ...points, region: { provinceId: 1 } },
    { ...money, region: { provinceId: 19 } },
  );

  it('property: for any line, the shown subtotal is the shown unit price × quantity', () => {
    fc.assert(
      fc.property(anyLine, anyContext, (cartLine, context) => {
        const shown = { mode: context.mode, unitName: '积分' };
        const { parts } = lineUnitPrice(cartLine, context);
        const quantity = lineQuantity(cartLine);
        const total = lineTotal(cartLine, context);
        expect(total).toEqual({
          money: multiply(parts.money, quantity),
          points: multiply(parts.points, quantity),
        });
        expect(cartLineView(cartLine, context, shown)).toMatchObject({
          unit: formatPriceParts(parts, shown),
          subtotal: formatPriceParts(total, shown),
          quantity,
        });
      }),
    );
  });

  it('property: the total is the sum of the counted lines’ subtotals', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 30 }), anyContext, (lines, context) => {
        const counted = lines.filter((each) => isCounted(each, context));
        const totals = cartTotals(lines, context);
        expect(totals.money).toBe(sum(counted.map((each) => lineTotal(each, context).money)));
        expect(totals.points).toBe(sum(counted.map((each) => lineTotal(each, context).points)));
        expect(totals.lines).toBe(counted.length);
        // A counted line is one shown ticked.
        expect(counted.length).toBe(
          lines.filter((each) => cartLineView(each, context, format).ticked).length,
        );
      }),
    );
  });
});

// The price payable now (engine payableUnitPrice): the one price the goods detail, a cart line and a settlement
// line show and the settlement charges. A flash-sale price holds only while the sale runs (spec 1 §4).
import fc from 'fast-check';
import { lineQuantity, lineUnitPrice, type CartLine } from '../../../engine/domain/cart';
import {
  isFlashSaleRunning,
  listedPrice,
  payableUnitPrice,
  upcomingFlashSaleNotice,
} from '../../../engine/domain/flash-sale';
import { type PriceMode } from '../../../engine/domain/money';
import { unitPrice, type ActivityInfo, type PricedGoods } from '../../../engine/domain/prices';

const NOW = Date.UTC(2026, 2, 1, 2, 0, 0);
const HOUR = 3_600_000;
const flash = (start: number, end: number, activityPrice = 173): ActivityInfo => ({
  activityType: 4,
  activityPrice,
  expireStartTime: NOW + start,
  expireEndTime: NOW + end,
});
const goods = (activity?: ActivityInfo | ActivityInfo[]): PricedGoods => ({
  sellingPrice: 289,
  integralPrice: 289,
  ...(activity ? { activityGoodsInfo: activity } : {}),
});
const points = { mode: 'points', unitName: '积分', serverNow: NOW } as const;

describe('spec 1 §4: the price payable now, by the flash sale state', () => {
  it.each([
    { rule: 'running (state 2): the flash-sale price', goods: goods(flash(-HOUR, HOUR)), price: '173' },
    { rule: 'not started (state 1): the list price', goods: goods(flash(2 * HOUR, 24 * HOUR)), price: '289' },
    { rule: 'ended (state 3): the list price', goods: goods(flash(-48 * HOUR, -24 * HOUR)), price: '289' },
    { rule: 'the start instant is running', goods: goods(flash(0, HOUR)), price: '173' },
    { rule: 'the end instant is ended', goods: goods(flash(-HOUR, 0)), price: '289' },
    {
      rule: 'unreadable sale times count as ended',
      goods: goods({ activityType: 4, activityPrice: 173, expireStartTime: 'soon', expireEndTime: null }),
      price: '289',
    },
    {
      rule: 'activity type 3 always applies',
      goods: goods({ activityType: 3, activityPrice: 200 }),
      price: '200',
    },
    { rule: 'no activity: the list price', goods: goods(), price: '289' },
  ])('$rule', ({ goods: priced, price }) => {
    expect(payableUnitPrice(priced, points).parts).toEqual({ money: '0', points: price });
  });

  it.each([
    {
      rule: 'before the start: 秒杀价 with its price',
      activity: flash(2 * HOUR, 24 * HOUR),
      notice: '秒杀价 173积分',
    },
    { rule: 'while it runs: none (the price is payable)', activity: flash(-HOUR, HOUR), notice: undefined },
    { rule: 'once it ended: none', activity: flash(-48 * HOUR, -24 * HOUR), notice: undefined },
    { rule: 'a type 3 activity: none', activity: { activityType: 3, activityPrice: 9 }, notice: undefined },
  ])('the upcoming notice: $rule', ({ activity, notice }) => {
    expect(upcomingFlashSaleNotice(goods(activity), points)).toBe(notice);
  });
});

describe('property: one price payable now, over goods, sale states and clocks', () => {
  const clock = fc.integer({ min: NOW - 72 * HOUR, max: NOW + 72 * HOUR });
  const saleWindow = fc
    .tuple(fc.integer({ min: -48 * HOUR, max: 48 * HOUR }), fc.integer({ min: 1, max: 48 * HOUR }))
    .map(([start, length]) => ({ start: NOW + start, end: NOW + start + length }));
  const anyGoods = fc
    .record({
      price: fc.integer({ min: 0, max: 1_000_000 }),
      flashPrice: fc.integer({ min: 0, max: 1_000_000 }),
      window: saleWindow,
      flashSale: fc.boolean(),
      specialPrice: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
      quota: fc.boolean(),
      ladder: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 99 }),
    })
    .map((row) => {
      const activities: ActivityInfo[] = [
        ...(row.specialPrice === undefined ? [] : [{ activityType: 3, activityPrice: row.specialPrice }]),
        ...(row.flashSale
          ? [
              {
                activityType: 4,
                activityPrice: row.flashPrice,
                expireStartTime: row.window.start,
                expireEndTime: row.window.end,
              },
            ]
          : []),
      ];
      const line: CartLine = {
        sellingPrice: row.price,
        integralPrice: row.price,
        supplyPrice: row.price / 100,
        quotaIntrgral: row.price,
        isQuotaGoods: row.quota ? 1 : 0,
        isOpenLadderPrice: row.ladder ? 1 : 0,
        ladderPriceGoodsList: [
          { minCount: 1, ladderSellingPrice: row.price },
          { minCount: 10, ladderSellingPrice: Math.floor(row.price / 2) },
        ],
        activityGoodsInfo: activities,
        quantity: row.quantity,
      };
      return { line, window: row.window, quantity: row.quantity, flashSale: row.flashSale };
    });
  const mode = fc.constantFrom<PriceMode>('money', 'points');

  it('outside the sale window the goods cost what they would without the flash sale; inside, the sale decides', () => {
    fc.assert(
      fc.property(anyGoods, clock, mode, ({ line, window, quantity, flashSale }, serverNow, priceMode) => {
        const payable = payableUnitPrice(line, { mode: priceMode, quantity, serverNow });
        const running = flashSale && window.start <= serverNow && serverNow < window.end;
        expect(isFlashSaleRunning(line, serverNow)).toBe(running);
        const withoutSale = {
          ...line,
          activityGoodsInfo: (line.activityGoodsInfo as ActivityInfo[]).filter(
            (each) => each.activityType !== 4,
          ),
        };
        const expected = running
          ? unitPrice(line, { mode: priceMode, quantity })
          : unitPrice(withoutSale, { mode: priceMode, quantity });
        expect(payable).toEqual(expected);
        // A notice of the sale's price shows only before its start, never beside a price it set.
        const notice = upcomingFlashSaleNotice(line, { mode: priceMode, unitName: '积分', serverNow });
        expect(notice !== undefined).toBe(flashSale && serverNow < window.start);
      }),
    );
  });

  it('a cart line is shown and counted at the price payable now for its quantity', () => {
    fc.assert(
      fc.property(anyGoods, clock, mode, ({ line }, serverNow, priceMode) => {
        expect(lineUnitPrice(line, { mode: priceMode, serverNow })).toEqual(
          payableUnitPrice(line, { mode: priceMode, quantity: lineQuantity(line), serverNow }),
        );
      }),
    );
  });
});

describe('a goods card shows what the goods cost now, by the state the gateway sent with the list', () => {
  const stated = (activeState: number | undefined): PricedGoods =>
    goods({ activityType: 4, activityPrice: 173, ...(activeState === undefined ? {} : { activeState }) });
  it.each([
    { rule: 'not started (activeState 1): the list price', goods: stated(1), text: '289积分' },
    { rule: 'running (activeState 2): the flash-sale price', goods: stated(2), text: '173积分' },
    { rule: 'ended (activeState 3): the list price', goods: stated(3), text: '289积分' },
    { rule: 'no state: the sale price overrides (spec 1 §4)', goods: stated(undefined), text: '173积分' },
    {
      rule: 'activity type 3 always',
      goods: goods({ activityType: 3, activityPrice: 200, activeState: 3 }),
      text: '200积分',
    },
  ])('$rule', ({ goods: priced, text }) => {
    expect(listedPrice(priced, points).text).toBe(text);
  });

  it('a card whose stated state matches the clock shows the price payable now', () => {
    fc.assert(
      fc.property(fc.integer({ min: -48, max: 48 }), fc.integer({ min: 1, max: 48 }), (start, length) => {
        const activity = flash(start * HOUR, (start + length) * HOUR);
        const activeState = isFlashSaleRunning(goods(activity), NOW) ? 2 : start > 0 ? 1 : 3;
        const card = listedPrice(goods({ ...activity, activeState }), points);
        expect(card.parts).toEqual(payableUnitPrice(goods(activity), points).parts);
      }),
    );
  });
});

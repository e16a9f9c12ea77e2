import { isFlashSaleRunning, priceActivityTypesAt } from '../../../engine/domain/flash-sale';

const NOW = Date.UTC(2026, 2, 1, 2, 0, 0);
const HOUR = 3_600_000;
const flash = (start: number, end: number) => ({
  activityGoodsInfo: [
    { activityType: 4, activityPrice: 9, expireStartTime: NOW + start, expireEndTime: NOW + end },
  ],
});

describe('spec 1 §4: a flash-sale price holds only while the sale runs (state 2)', () => {
  it.each([
    { rule: 'running: type 3 and 4 prices apply', goods: flash(-HOUR, HOUR), running: true, types: [3, 4] },
    { rule: 'not started: only type 3', goods: flash(HOUR, 2 * HOUR), running: false, types: [3] },
    { rule: 'ended: only type 3', goods: flash(-2 * HOUR, -HOUR), running: false, types: [3] },
    {
      rule: 'a type 3 activity is no flash sale',
      goods: { activityGoodsInfo: { activityType: 3, activityPrice: 9 } },
      running: false,
      types: [3],
    },
    { rule: 'no activity: only type 3', goods: {}, running: false, types: [3] },
  ])('$rule', ({ goods, running, types }) => {
    expect(isFlashSaleRunning(goods, NOW)).toBe(running);
    expect(priceActivityTypesAt(goods, NOW)).toEqual(types);
  });
});

// After-sales refunds (docs/after-sales.md): a share of what was paid, points and money apart, rounded down,
// the last units take what is left; freight by the shop's rule; never more than was paid, over any claims.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  claimRefund,
  compare,
  freightRefund,
  linePaid,
  NOTHING,
  refundRows,
  subtract,
  toMoney,
  totalOf,
} from '../../../engine';
import type { AfterSaleType, Split } from '../../../engine';

const split = (points: number | string, money: number | string): Split => ({
  points: toMoney(points),
  money: toMoney(money),
});

describe('the refund of some units of a line', () => {
  it.each([
    ['half of 2 units', 'returnRefund', split(74, 0), 2, 0, NOTHING, 1, split(37, 0)],
    ['1 of 3, rounded down', 'refund', split(100, '10'), 3, 0, NOTHING, 1, split(33, '3.33')],
    [
      'the last of 3 takes what is left',
      'refund',
      split(100, '10'),
      3,
      2,
      split(66, '6.66'),
      1,
      split(34, '3.34'),
    ],
    ['all units at once', 'returnRefund', split(99, '0.01'), 3, 0, NOTHING, 3, split(99, '0.01')],
    ['1 cent over 3 units', 'refund', split(0, '0.01'), 3, 0, NOTHING, 1, split(0, 0)],
    ['an exchange hands back nothing', 'exchange', split(74, 5), 2, 0, NOTHING, 1, NOTHING],
    ['nothing left', 'refund', split(10, 0), 2, 1, split(10, 0), 1, NOTHING],
  ] as const)('%s', (_, type, paid, bought, units, refunded, claim, expected) => {
    expect(claimRefund(type, paid, bought, { units, refund: refunded }, claim)).toEqual(expected);
  });

  it('what a line cost: unit price × quantity, in each currency', () => {
    expect(linePaid({ unitPoints: 37, unitMoney: '12.5', quantity: 2 })).toEqual(split(74, 25));
  });
});

describe('the freight, by the shop’s rule', () => {
  it.each([
    ['never', 'refund', 0, '8'],
    ['withLastUnits', 'exchange', 0, '0'],
    ['withLastUnits', 'refund', 1, '0'],
    ['withLastUnits', 'returnRefund', 0, '8'],
  ] as const)('%s, %s, %s units left after', (freight, type, unitsLeftAfter, expected) => {
    const given = freightRefund(type, { freight }, { freight: '8', freightRefunded: 0, unitsLeftAfter });
    expect(given).toBe(freight === 'never' ? '0' : expected);
  });
  it('never twice', () => {
    expect(
      freightRefund(
        'refund',
        { freight: 'withLastUnits' },
        { freight: '8', freightRefunded: '8', unitsLeftAfter: 0 },
      ),
    ).toBe('0');
  });
});

describe('the refund as the member reads it', () => {
  it.each([
    [split(37, 0), { points: true, money: false }, ['退还积分 37积分']],
    [split(0, '12.5'), { points: false, money: true }, ['退还金额 ¥12.50']],
    [split(20, '8'), { points: true, money: false }, ['退还积分 20积分', '退还金额 ¥8.00']],
    [NOTHING, { points: false, money: false }, ['退还金额 ¥0.00']],
  ])('%o', (refund, paidIn, rows) => {
    expect(refundRows(refund, paidIn, '积分').map(({ label, text }) => `${label} ${text}`)).toEqual(rows);
  });
});

/** One step of a random history: claim some units with a type, or close (cancel or reject) an open claim. */
const step = fc.oneof(
  fc.record({
    kind: fc.constant('claim' as const),
    units: fc.integer({ min: 1, max: 12 }),
    type: fc.constantFrom<AfterSaleType>('refund', 'returnRefund', 'exchange'),
  }),
  fc.record({ kind: fc.constant('close' as const), at: fc.nat() }),
);

describe('property: a line’s refunds over all its claims never exceed what was paid, in points and in money', () => {
  it('holds for any price, quantity and history of claims and closes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.array(step, { maxLength: 25 }),
        (points, cents, bought, history) => {
          const paid = split(points, (cents / 100).toFixed(2));
          let open: { units: number; refund: Split }[] = [];
          for (const each of history) {
            if (each.kind === 'close') {
              open = open.filter((_, index) => index !== each.at % Math.max(1, open.length));
              continue;
            }
            const held = open.reduce((count, claim) => count + claim.units, 0);
            const left = bought - held;
            if (left <= 0) continue;
            const units = Math.min(each.units, left);
            const refund = claimRefund(
              each.type,
              paid,
              bought,
              { units: held, refund: totalOf(open.map((claim) => claim.refund)) },
              units,
            );
            expect(compare(refund.points, 0)).toBeGreaterThanOrEqual(0);
            expect(compare(refund.money, 0)).toBeGreaterThanOrEqual(0);
            open.push({ units, refund });
            const total = totalOf(open.map((claim) => claim.refund));
            expect(compare(total.points, paid.points)).toBeLessThanOrEqual(0);
            expect(compare(total.money, paid.money)).toBeLessThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('claims of refunds that take every unit hand back exactly what was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 8 }),
        (points, cents, parts) => {
          const paid = split(points, (cents / 100).toFixed(2));
          const bought = parts.reduce((total, part) => total + part, 0);
          let refunded = NOTHING;
          let units = 0;
          for (const part of parts) {
            const refund = claimRefund('refund', paid, bought, { units, refund: refunded }, part);
            refunded = {
              points: add(refunded.points, refund.points),
              money: add(refunded.money, refund.money),
            };
            units += part;
          }
          expect(subtract(paid.points, refunded.points)).toBe('0');
          expect(subtract(paid.money, refunded.money)).toBe('0');
        },
      ),
    );
  });
});

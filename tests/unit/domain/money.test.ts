import fc from 'fast-check';
import {
  add,
  compare,
  formatDiscount,
  formatMoney,
  formatPoints,
  formatPrice,
  formatQuota,
  INVALID_AMOUNT,
  isZero,
  multiply,
  roundUp,
  subtract,
  sum,
  toMoney,
  type Amount,
} from '../../../engine/domain/money';
import { hundredths } from './decimal-text';

const cents = fc.integer({ min: -10_000_000, max: 10_000_000 });

describe('spec 2 §9: exact decimal arithmetic for add, multiply, subtract', () => {
  it.each<{ rule: string; actual: () => string; expected: string }>([
    { rule: '0.1 + 0.2 is 0.3', actual: () => add(0.1, 0.2), expected: '0.3' },
    {
      rule: 'numbers and strings mix (the server sends both)',
      actual: () => add('12.50', 7),
      expected: '19.5',
    },
    { rule: 'missing amounts count as zero', actual: () => add(null, undefined), expected: '0' },
    { rule: "'' counts as zero", actual: () => add('', '3'), expected: '3' },
    { rule: '0.3 − 0.1 is 0.2', actual: () => subtract(0.3, 0.1), expected: '0.2' },
    { rule: '1.1 × 3 is 3.3', actual: () => multiply(1.1, 3), expected: '3.3' },
    { rule: '19.99 × 100 is 1999', actual: () => multiply('19.99', 100), expected: '1999' },
    { rule: 'sum of 0.1 ten times is 1', actual: () => sum(Array<Amount>(10).fill(0.1)), expected: '1' },
    { rule: 'sum of nothing is 0', actual: () => sum([]), expected: '0' },
    { rule: 'canonical text drops trailing zeros', actual: () => toMoney('12.500'), expected: '12.5' },
    { rule: 'surrounding spaces are ignored', actual: () => toMoney(' 8 '), expected: '8' },
  ])('$rule', ({ actual, expected }) => {
    expect(actual()).toBe(expected);
  });

  it.each([
    { a: '1.10', b: 1.1, expected: 0 },
    { a: '2', b: '10', expected: -1 },
    { a: 0.3, b: add(0.1, 0.2), expected: 0 },
    { a: '-1', b: null, expected: -1 },
  ])('compare($a, $b) is $expected', ({ a, b, expected }) => {
    expect(compare(a, b)).toBe(expected);
  });

  it.each([0, '0.00', null, undefined, ''])('isZero(%j)', (value) => {
    expect(isZero(value)).toBe(true);
  });

  it.each(['abc', '1,000', 'NaN', '0x10', Infinity, NaN])(
    'text that is not a number (%j) throws',
    (value) => {
      expect(() => toMoney(value)).toThrow(INVALID_AMOUNT);
    },
  );

  it('property: addition of hundredths never drifts', () => {
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        expect(add(hundredths(a), hundredths(b))).toBe(toMoney(hundredths(a + b)));
        expect(subtract(add(hundredths(a), hundredths(b)), hundredths(b))).toBe(toMoney(hundredths(a)));
      }),
    );
  });

  it('property: floating-point inputs add like their decimal text (0.1 + 0.2 = 0.3)', () => {
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        expect(add(a / 100, b / 100)).toBe(toMoney(hundredths(a + b)));
      }),
    );
  });

  it('property: a sum equals adding one by one, in any order', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 30 }), (list) => {
        const amounts = list.map(hundredths);
        const expected = amounts.reduce<string>((total, amount) => add(total, amount), '0');
        expect(sum(amounts)).toBe(expected);
        expect(sum([...amounts].reverse())).toBe(expected);
      }),
    );
  });

  it('property: multiplying hundredths by a quantity is exact', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 10_000 }), (price, quantity) => {
        expect(multiply(hundredths(price), quantity)).toBe(toMoney(hundredths(price * quantity)));
      }),
    );
  });
});

describe('spec 2 §9: round-up to n decimals (ROUND_UP, away from zero)', () => {
  it.each([
    { value: '1.001', decimals: 2, expected: '1.01' },
    { value: '1.000', decimals: 2, expected: '1' },
    { value: 2.5, decimals: 0, expected: '3' },
    { value: '-1.001', decimals: 2, expected: '-1.01' },
    { value: '0.123456', decimals: 4, expected: '0.1235' },
    { value: '12.34', decimals: 4, expected: '12.34' },
  ])('roundUp($value, $decimals) is $expected', ({ value, decimals, expected }) => {
    expect(roundUp(value, decimals)).toBe(expected);
  });

  it('property: rounding up never lowers a positive amount, by less than one step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 4 }), (micro, decimals) => {
        const value = multiply(micro, '0.000001');
        const rounded = roundUp(value, decimals);
        expect(compare(rounded, value)).toBeGreaterThanOrEqual(0);
        expect(compare(subtract(rounded, value), `1e-${decimals}`)).toBe(-1);
        expect(rounded.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(decimals);
      }),
    );
  });
});

describe('display', () => {
  it.each([
    { rule: 'money malls show 2 decimals', value: 12.5, expected: '¥12.50' },
    { rule: 'whole amounts get .00', value: '3', expected: '¥3.00' },
    { rule: 'a third decimal rounds up', value: '10.001', expected: '¥10.01' },
    { rule: 'missing is ¥0.00', value: null, expected: '¥0.00' },
  ])('formatMoney: $rule', ({ value, expected }) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([
    { rule: 'points malls show the unit name', value: 120, unit: '积分', expected: '120积分' },
    { rule: 'no forced decimals', value: '120.50', unit: '积分', expected: '120.5积分' },
    { rule: 'the unit name is the shop’s (websiteUnit)', value: '8', unit: '金豆', expected: '8金豆' },
  ])('formatPoints: $rule', ({ value, unit, expected }) => {
    expect(formatPoints(value, unit)).toBe(expected);
  });

  it('formatQuota: quota goods show money plus points', () => {
    expect(formatQuota('12.5', 100, '积分')).toBe('¥12.50 + 100积分');
  });

  it.each([
    { rate: 8.5, expected: '8.5折' },
    { rate: '9.50', expected: '9.5折' },
    { rate: 7, expected: '7折' },
  ])(
    'formatDiscount: a discountRate is shown with the suffix 折 ($rate → $expected)',
    ({ rate, expected }) => {
      expect(formatDiscount(rate)).toBe(expected);
    },
  );

  it.each([
    { mode: 'points', expected: '120积分' },
    { mode: 'money', expected: '¥120.00' },
  ] as const)('formatPrice in $mode mode', ({ mode, expected }) => {
    expect(formatPrice('120', { mode, unitName: '积分' })).toBe(expected);
  });
});

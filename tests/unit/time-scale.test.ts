import { describe, expect, it } from 'vitest';
import { scaled, timeScale } from '../../scripts/lib/time-scale';

describe('timeScale: how much slower than a quiet 2-core machine this one is', () => {
  it.each([
    ['3', 3],
    ['1', 1],
    ['1.5', 1.5],
    ['8', 8],
    ['20', 8],
  ])('TEST_TIME_SCALE=%s is taken as given, whatever the load, up to 8: %d', (given, factor) => {
    expect(timeScale({ TEST_TIME_SCALE: given }, 37, 2)).toBe(factor);
  });

  it.each([['abc'], [''], ['0'], ['0.5'], ['-2'], ['Infinity']])(
    'TEST_TIME_SCALE=%j is no factor: the load decides',
    (given) => {
      expect(timeScale({ TEST_TIME_SCALE: given }, 6, 2)).toBe(3);
    },
  );

  it.each([
    [0, 2, 1],
    [2, 2, 1],
    [2.1, 2, 2],
    [4, 2, 2],
    [13, 2, 7],
    [16, 2, 8],
    [37, 2, 8],
    [6, 4, 2],
  ])(
    'unset: a load of %d on %d cores is a factor of %d (per core, rounded up, 1 to 8)',
    (load, cores, factor) => {
      expect(timeScale({}, load, cores)).toBe(factor);
    },
  );

  it('stretches a wait by the factor, to whole milliseconds', () => {
    expect(scaled(10_000, 1)).toBe(10_000);
    expect(scaled(300, 7)).toBe(2100);
    expect(scaled(1000, 1.5)).toBe(1500);
    expect(scaled(5, 1.25)).toBe(6);
  });
});

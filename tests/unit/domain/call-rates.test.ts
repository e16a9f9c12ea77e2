// Per-member call rates (engine/domain/call-rates.ts): a token bucket per member and call, `burst` calls at
// once, then one more every `refillMs`; a refused call costs nothing and says how long to wait.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALL_RATE_CODE, CALL_RATES, callRateMessage, REFUSED_CODE, takeCall } from '../../../engine';
import type { CallRate, CallRateState } from '../../../engine';

const RATE: CallRate = { burst: 3, refillMs: 1000 };

/** Calls at the given times, one bucket: which went through, and what the refused ones were told. */
function calls(times: readonly number[], rate = RATE): (true | number)[] {
  let state: CallRateState | undefined;
  return times.map((now) => {
    const taken = takeCall(state, rate, now);
    if (!taken.allowed) return taken.waitMs;
    state = taken.state;
    return true;
  });
}

describe('a bucket of 3 calls, one back every second', () => {
  it.each([
    ['the burst at once, then a refusal for a second', [0, 0, 0, 0], [true, true, true, 1000]],
    ['the refused call waited out goes through', [0, 0, 0, 0, 1000], [true, true, true, 1000, true]],
    ['part of a second waited says the rest', [0, 0, 0, 400], [true, true, true, 600]],
    ['one a second, for ever', [0, 1000, 2000, 3000, 4000, 5000], [true, true, true, true, true, true]],
    [
      'a quiet while fills the bucket, never above the burst',
      [0, 10_000, 10_000, 10_000, 10_000],
      [true, true, true, true, 1000],
    ],
    ['refusals cost nothing', [0, 0, 0, 100, 200, 300, 1000], [true, true, true, 900, 800, 700, true]],
    [
      'a clock that steps back refuses until it catches up',
      [5000, 5000, 5000, 4000],
      [true, true, true, 2000],
    ],
  ])('%s', (_, times, expected) => {
    expect(calls(times)).toEqual(expected);
  });
});

describe('the refusal', () => {
  it('answers the refused code, as the login throttle does', () => {
    expect(CALL_RATE_CODE).toBe(REFUSED_CODE);
  });

  it.each([
    [3000, '操作过于频繁，请3秒后再试'],
    [2001, '操作过于频繁，请3秒后再试'],
    [1, '操作过于频繁，请1秒后再试'],
    [0, '操作过于频繁，请1秒后再试'],
  ])('%i ms to wait: %s', (waitMs, message) => {
    expect(callRateMessage(waitMs)).toBe(message);
  });
});

describe('the rates', () => {
  it.each(Object.entries(CALL_RATES))('%s allows at least one call and refills', (_, rate) => {
    expect(rate.burst).toBeGreaterThanOrEqual(1);
    expect(rate.refillMs).toBeGreaterThan(0);
  });
});

describe('properties', () => {
  const rate = fc.record({
    burst: fc.integer({ min: 1, max: 20 }),
    refillMs: fc.integer({ min: 1, max: 10_000 }),
  });
  /** Non-decreasing call times. */
  const times = fc
    .array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 60 })
    .map((gaps) => gaps.reduce<number[]>((all, gap) => [...all, (all.at(-1) ?? 0) + gap], []));

  it('no window lets through more than the burst plus what refilled in it', () => {
    fc.assert(
      fc.property(rate, times, (each, at) => {
        const results = calls(at, each);
        const allowed = at.filter((_, index) => results[index] === true);
        for (const [start, from] of allowed.entries())
          for (const [end, to] of allowed.entries())
            if (end >= start)
              expect(end - start + 1).toBeLessThanOrEqual(each.burst + (to - from) / each.refillMs);
      }),
    );
  });

  it('a refused call made again after its wait goes through', () => {
    fc.assert(
      fc.property(rate, times, (each, at) => {
        let state: CallRateState | undefined;
        for (const now of at) {
          const taken = takeCall(state, each, now);
          if (taken.allowed) state = taken.state;
          else {
            expect(taken.waitMs).toBeGreaterThan(0);
            expect(taken.waitMs).toBeLessThanOrEqual(each.refillMs);
            expect(takeCall(state, each, now + taken.waitMs).allowed).toBe(true);
          }
        }
      }),
    );
  });

  it('calls spaced a refill apart are never refused', () => {
    fc.assert(
      fc.property(rate, fc.integer({ min: 1, max: 50 }), (each, count) => {
        const at = Array.from({ length: count }, (_, index) => index * each.refillMs);
        expect(calls(at, each).every((result) => result === true)).toBe(true);
      }),
    );
  });
});

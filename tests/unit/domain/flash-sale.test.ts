import fc from 'fast-check';
import { PANIC_STATE } from '../../../engine/domain/codes';
import {
  countdownParts,
  FLASH_SALE_TICK_MS,
  flashSaleState,
  serverClockOffset,
} from '../../../engine/domain/flash-sale';
import { parseServerTime } from '../../../engine/domain/time';

const HOUR = 3_600_000;
// 2024-06-01 10:00:00 in Asia/Shanghai is 02:00 UTC.
const TEN_AM = Date.UTC(2024, 5, 1, 2);

describe('server times: epoch ms or Asia/Shanghai wall clock, whatever the machine zone', () => {
  it.each([
    { value: TEN_AM, expected: TEN_AM },
    { value: String(TEN_AM), expected: TEN_AM },
    { value: '2024-06-01 10:00:00', expected: TEN_AM },
    { value: '2024-06-01T10:00:00', expected: TEN_AM },
    { value: '2024/6/1 10:00', expected: TEN_AM },
    { value: '2024-06-01', expected: Date.UTC(2024, 4, 31, 16) },
    { value: '2024-01-01 00:00:00', expected: Date.UTC(2023, 11, 31, 16) },
    { value: 'tomorrow', expected: undefined },
    { value: '', expected: undefined },
    { value: null, expected: undefined },
  ])('parseServerTime($value)', ({ value, expected }) => {
    expect(parseServerTime(value)).toBe(expected);
  });
});

describe('spec 1 §4: flash-sale panic states', () => {
  const sale = { expireStartTime: '2024-06-01 10:00:00', expireEndTime: '2024-06-01 12:00:00' };
  it.each([
    {
      rule: 'state 1 before the start, counting down to the start',
      now: TEN_AM - HOUR,
      state: PANIC_STATE.notStarted,
      remainingMs: HOUR,
    },
    { rule: 'state 2 from the start', now: TEN_AM, state: PANIC_STATE.running, remainingMs: 2 * HOUR },
    {
      rule: 'state 2 while running, counting down to the end',
      now: TEN_AM + HOUR + 1500,
      state: PANIC_STATE.running,
      remainingMs: HOUR - 1500,
    },
    {
      rule: 'state 3 at the end, the timer stops at 0',
      now: TEN_AM + 2 * HOUR,
      state: PANIC_STATE.ended,
      remainingMs: 0,
    },
    { rule: 'state 3 after the end', now: TEN_AM + 5 * HOUR, state: PANIC_STATE.ended, remainingMs: 0 },
  ])('$rule', ({ now, state, remainingMs }) => {
    const result = flashSaleState(sale, now);
    expect(result.panicState).toBe(state);
    expect(result.remainingMs).toBe(remainingMs);
  });

  it('times may be epoch milliseconds', () => {
    expect(flashSaleState({ expireStartTime: TEN_AM, expireEndTime: TEN_AM + HOUR }, TEN_AM).panicState).toBe(
      2,
    );
  });

  it('unreadable times count as ended', () => {
    expect(flashSaleState({ expireStartTime: 'soon', expireEndTime: null }, TEN_AM)).toEqual({
      panicState: 3,
      remainingMs: 0,
      parts: { days: 0, hours: 0, minutes: 0, seconds: 0 },
    });
  });

  it('the timer ticks every 1000 ms by default', () => {
    expect(FLASH_SALE_TICK_MS).toBe(1000);
  });

  it.each([
    { ms: 0, parts: { days: 0, hours: 0, minutes: 0, seconds: 0 } },
    { ms: 999, parts: { days: 0, hours: 0, minutes: 0, seconds: 0 } },
    { ms: ((26 * 60 + 3) * 60 + 4) * 1000 + 500, parts: { days: 1, hours: 2, minutes: 3, seconds: 4 } },
    { ms: -5000, parts: { days: 0, hours: 0, minutes: 0, seconds: 0 } },
  ])('countdownParts($ms)', ({ ms, parts }) => {
    expect(countdownParts(ms)).toEqual(parts);
  });

  it('property: the parts add up to the remaining time, to the second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 24 * HOUR }), (ms) => {
        const { days, hours, minutes, seconds } = countdownParts(ms);
        const total = (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
        expect(ms - total).toBeGreaterThanOrEqual(0);
        expect(ms - total).toBeLessThan(1000);
        expect(hours).toBeLessThan(24);
      }),
    );
  });
});

describe('server clock: server now = local now + (server time − local time at the response)', () => {
  it.each([
    { rule: 'server ahead', serverTime: TEN_AM + 5000, local: TEN_AM, offset: 5000 },
    { rule: 'server behind', serverTime: TEN_AM - 2000, local: TEN_AM, offset: -2000 },
    {
      rule: 'server time as wall-clock text',
      serverTime: '2024-06-01 10:00:03',
      local: TEN_AM,
      offset: 3000,
    },
    { rule: 'an unreadable answer gives no offset', serverTime: 'n/a', local: TEN_AM, offset: 0 },
  ])('$rule', ({ serverTime, local, offset }) => {
    expect(serverClockOffset(serverTime, local)).toBe(offset);
  });
});

import { createSubmitGuard } from '../../../engine/domain/forms/submit-guard';

const HOLD = 3000;

describe('spec 1 §5: "Prevent-repeat click lock defaults to 3000 ms"', () => {
  it('blocks a second begin while the first is in flight', () => {
    const guard = createSubmitGuard(HOLD);
    expect(guard.begin('a', 0)).toEqual({ go: true });
    expect(guard.inFlight).toBe(true);
    expect(guard.begin('b', 10)).toEqual({ go: false, reason: 'inFlight' });
    guard.end(false, 20);
    expect(guard.inFlight).toBe(false);
  });

  it.each([
    ['a failure frees at once, even for the same submit', 'a', false, 'a', 100, { go: true }],
    ['a success frees a different submit at once', 'a', true, 'b', 100, { go: true }],
    [
      'a success holds back the same submit',
      'a',
      true,
      'a',
      100,
      { go: false, reason: 'repeat', waitMs: 2900 },
    ],
    ['a success holds the same submit no longer than the lock', 'a', true, 'a', 3000, { go: true }],
    ['a keyless submit is never held once answered', undefined, true, undefined, 1, { go: true }],
  ] as const)('%s', (_rule, first, succeeded, second, at, verdict) => {
    const guard = createSubmitGuard(HOLD);
    guard.begin(first, 0);
    guard.end(succeeded, 0);
    expect(guard.begin(second, at)).toEqual(verdict);
  });

  it('only the last submit can be repeated: a failure in between forgets the success', () => {
    const guard = createSubmitGuard(HOLD);
    guard.begin('a', 0);
    guard.end(true, 0);
    guard.begin('b', 10);
    guard.end(false, 20);
    expect(guard.begin('a', 30)).toEqual({ go: true });
  });

  it('guards are independent', () => {
    const first = createSubmitGuard(HOLD);
    const second = createSubmitGuard(HOLD);
    first.begin('a', 0);
    expect(second.begin('a', 0)).toEqual({ go: true });
  });
});

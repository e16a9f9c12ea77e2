import { createSubmitGuard } from '../../../engine/domain/forms/submit-guard';

describe('spec 1 §5: "A second submit is blocked while one is in flight"', () => {
  it('blocks a second begin until the first ends', () => {
    const guard = createSubmitGuard();
    expect(guard.begin()).toBe(true);
    expect(guard.inFlight).toBe(true);
    expect(guard.begin()).toBe(false);
    guard.end();
    expect(guard.inFlight).toBe(false);
    expect(guard.begin()).toBe(true);
  });

  it('guards are independent', () => {
    const first = createSubmitGuard();
    const second = createSubmitGuard();
    first.begin();
    expect(second.begin()).toBe(true);
  });
});

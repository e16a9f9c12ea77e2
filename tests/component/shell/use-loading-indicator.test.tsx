import { act, renderHook } from '@testing-library/react';
import { useLoadingIndicator } from '../../../src/components/use-loading-indicator';

// The cart's loading indicator appears only after the profile's delay and hides that long after the cart
// has loaded (spec 1 §4 "hides after 300 ms", limits.timing.cartLoadingHideMs).
describe('useLoadingIndicator: an indicator that neither flashes nor lingers without reason', () => {
  afterEach(() => vi.useRealTimers());

  const render = (loading: boolean, ms = 300) =>
    renderHook(({ loading: active }) => useLoadingIndicator(active, ms), { initialProps: { loading } });

  it('a load quicker than the delay shows no indicator at all', async () => {
    vi.useFakeTimers();
    const { result, rerender } = render(true);
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(299));
    rerender({ loading: false });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(false);
  });

  it('a slow load shows it from the delay on, and hides it the delay after the load is done', async () => {
    vi.useFakeTimers();
    const { result, rerender } = render(true);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(result.current).toBe(true);
    rerender({ loading: false });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(result.current).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(false);
  });

  it('never shows for work that was already done', async () => {
    vi.useFakeTimers();
    const { result } = render(false);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(false);
  });

  it('a delay of 0 shows it at once and hides it at once', async () => {
    vi.useFakeTimers();
    const { result, rerender } = render(true, 0);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(true);
    rerender({ loading: false });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(false);
  });
});

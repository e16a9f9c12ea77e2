import { act, renderHook } from '@testing-library/react';
import { useLingering } from '../../../src/components/use-lingering';

// The cart's loading indicator hides 300 ms after the cart has loaded (spec 1 §4, limits.timing.cartLoadingHideMs).
describe('useLingering: an indicator that hides a moment after the work is done', () => {
  afterEach(() => vi.useRealTimers());

  it('shows while loading and for the given time after, then hides', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ loading }) => useLingering(loading, 300), {
      initialProps: { loading: true },
    });
    expect(result.current).toBe(true);
    rerender({ loading: false });
    expect(result.current).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(result.current).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(false);
  });

  it('never shows for work that was already done', () => {
    const { result } = renderHook(() => useLingering(false, 300));
    expect(result.current).toBe(false);
  });

  it('a time of 0 hides it at once', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ loading }) => useLingering(loading, 0), {
      initialProps: { loading: true },
    });
    rerender({ loading: false });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(false);
  });
});

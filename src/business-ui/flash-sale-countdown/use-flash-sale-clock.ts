import { useEffect, useState } from 'react';
import { flashSaleState, PANIC_STATE } from '../../../engine';
import type { FlashSaleTimes } from '../../../engine';

/** setTimeout's longest wait; a longer one would fire at once. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The server time to price a flash-sale goods at: the local clock plus the server clock's offset (the local
 * clock alone until /seckillFront/front/systemTime answers), taken afresh when the sale starts and when it
 * ends, so a price that depends on the sale's state changes with it and nothing re-renders in between.
 */
export function useFlashSaleClock(
  activity: FlashSaleTimes | undefined,
  offsetMs: number | undefined,
): number {
  const [localNow, setLocalNow] = useState(() => Date.now());
  const serverNow = localNow + (offsetMs ?? 0);
  const state = activity && flashSaleState(activity, serverNow);
  const untilChange = state && state.panicState !== PANIC_STATE.ended ? state.remainingMs : undefined;

  useEffect(() => {
    if (untilChange === undefined) return undefined;
    const timer = setTimeout(() => setLocalNow(Date.now()), Math.min(untilChange, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [untilChange]);

  return serverNow;
}

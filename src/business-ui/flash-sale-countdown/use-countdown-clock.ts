import { useEffect, useState } from 'react';
import { useShop } from '../../shop/shop-context';

/**
 * The local time for a flash-sale countdown, renewed at the shop's tick (spec 1 §4) until `isOver` says the
 * countdown has nothing left to count at that time, then frozen.
 */
export function useCountdownClock(isOver: (localNow: number) => boolean): number {
  const tickMs = useShop().limits.timing.flashSaleTickMs;
  const [now, setNow] = useState(() => Date.now());
  const over = isOver(now);
  useEffect(() => {
    if (over) return undefined;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [over, tickMs]);
  return now;
}

import { useEffect, useState } from 'react';

/** The local time, renewed every `tickMs` until `until` (local epoch ms) has passed, then frozen. */
export function useTickingClock(tickMs: number, until: number): number {
  const [now, setNow] = useState(() => Date.now());
  const done = now >= until;
  useEffect(() => {
    if (done) return undefined;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs, done]);
  return now;
}

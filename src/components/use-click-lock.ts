import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's prevent-repeat click lock (spec 1 §5). */
export const CLICK_LOCK_MS = 3000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Prevents repeated submits: `run(action)` runs the action unless one is running, and keeps the lock
 * until the action has settled and `ms` have passed, so a double click never submits twice.
 * `locked` is for disabling the button meanwhile.
 */
export function useClickLock(ms: number = CLICK_LOCK_MS) {
  const lockedRef = useRef(false);
  const mountedRef = useRef(true);
  const [locked, setLocked] = useState(false);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const run = useCallback(
    async <T>(action: () => T | Promise<T>): Promise<T | undefined> => {
      if (lockedRef.current) return undefined;
      lockedRef.current = true;
      setLocked(true);
      const held = pause(ms);
      try {
        return await action();
      } finally {
        await held;
        lockedRef.current = false;
        if (mountedRef.current) setLocked(false);
      }
    },
    [ms],
  );

  return { locked, run };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { createSubmitGuard } from '../../engine';

/** The spec's prevent-repeat click lock (spec 1 §5). */
export const CLICK_LOCK_MS = 3000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Prevents repeated submits: the React side of the engine's submit guard. `run(action)` runs the action
 * unless one is running, and keeps the lock until the action has settled and `ms` have passed, so a double
 * click never submits twice. `locked` is for disabling the button meanwhile.
 */
export function useClickLock(ms: number = CLICK_LOCK_MS) {
  // The guard answers at once, before React has re-rendered: the second click of a double click sees it.
  const guard = useRef(createSubmitGuard()).current;
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
      if (!guard.begin()) return undefined;
      setLocked(true);
      const held = pause(ms);
      try {
        return await action();
      } finally {
        await held;
        guard.end();
        if (mountedRef.current) setLocked(false);
      }
    },
    [guard, ms],
  );

  return { locked, run };
}

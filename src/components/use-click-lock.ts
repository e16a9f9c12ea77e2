import { useCallback, useEffect, useRef, useState } from 'react';
import { createSubmitGuard } from '../../engine';

/** What `run` is told about one submit. */
export interface LockedRun<T> {
  /** Names the submit; an identical one within the lock time after a success is held back. None: never held. */
  key?: string | undefined;
  /** Whether the answer is a success (default: it arrived without throwing). */
  succeeded?: (answer: T) => boolean;
}

/**
 * Prevents repeated submits: the React side of the engine's submit guard (createSubmitGuard). `run(action)`
 * runs the action unless one is in flight, and frees the lock as soon as the answer arrives, success or
 * failure; only an identical repeat (same `key`) within `holdMs` after a success is held back. `locked` is
 * for showing the control busy: while in flight, and after a held-back click for the rest of the lock time,
 * so a click that does nothing always shows why.
 */
export function useClickLock(holdMs: number) {
  // The guard answers at once, before React has re-rendered: the second click of a double click sees it.
  const guard = useRef(createSubmitGuard(holdMs)).current;
  const mountedRef = useRef(true);
  const [inFlight, setInFlight] = useState(false);
  const [held, setHeld] = useState(false);
  const heldTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      clearTimeout(heldTimer.current);
    };
  }, []);

  const run = useCallback(
    async <T>(
      action: () => T | Promise<T>,
      { key, succeeded }: LockedRun<T> = {},
    ): Promise<T | undefined> => {
      const verdict = guard.begin(key, Date.now());
      if (!verdict.go) {
        if (verdict.reason === 'repeat') {
          setHeld(true);
          clearTimeout(heldTimer.current);
          heldTimer.current = setTimeout(() => setHeld(false), verdict.waitMs);
        }
        return undefined;
      }
      setInFlight(true);
      let success = false;
      try {
        const answer = await action();
        success = succeeded ? succeeded(answer) : true;
        return answer;
      } finally {
        guard.end(success, Date.now());
        if (mountedRef.current) setInFlight(false);
      }
    },
    [guard],
  );

  return { locked: inFlight || held, run };
}

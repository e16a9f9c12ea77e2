/** Whether a submit may go now, and why not when it may not. */
export type SubmitVerdict =
  | { go: true }
  /** The previous submit has not been answered yet. */
  | { go: false; reason: 'inFlight' }
  /** The same submit succeeded `waitMs` ago less than the hold time: a repeat, held back that long. */
  | { go: false; reason: 'repeat'; waitMs: number };

export interface SubmitGuard {
  /**
   * Starts the submission `key` names (undefined: a submit never held back once answered) at `now` (ms).
   * It goes unless one is in flight, or the same key succeeded within the hold time.
   */
  begin(key: string | undefined, now: number): SubmitVerdict;
  /** Ends the submission in flight at `now`; only a success holds back an identical repeat. */
  end(succeeded: boolean, now: number): void;
  readonly inFlight: boolean;
}

/**
 * The prevent-repeat click lock (spec 1 §5, the profile's `limits.timing.clickLockMs`): a submit is locked
 * while in flight and freed as soon as its answer arrives, success or failure, so a corrected resubmit goes
 * through at once; only an identical repeat within `holdMs` after a success is held back.
 * @example guard.begin('a', 0) → go; guard.end(true, 100); guard.begin('a', 1000) → repeat (waitMs 2100)
 */
export function createSubmitGuard(holdMs: number): SubmitGuard {
  let inFlight: string | undefined | null = null;
  let succeeded: { key: string; at: number } | undefined;
  return {
    begin(key, now) {
      if (inFlight !== null) return { go: false, reason: 'inFlight' };
      const waitMs = succeeded && succeeded.key === key ? succeeded.at + holdMs - now : 0;
      if (waitMs > 0) return { go: false, reason: 'repeat', waitMs };
      inFlight = key;
      return { go: true };
    },
    end(success, now) {
      // Only the last submit can be repeated: a failure or a keyless success forgets the earlier success.
      succeeded = success && typeof inFlight === 'string' ? { key: inFlight, at: now } : undefined;
      inFlight = null;
    },
    get inFlight() {
      return inFlight !== null;
    },
  };
}

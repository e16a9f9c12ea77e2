export interface SubmitGuard {
  /** Starts a submission; false while one is already in flight. */
  begin(): boolean;
  /** Ends the submission in flight, whatever its outcome. */
  end(): void;
  readonly inFlight: boolean;
}

/**
 * Blocks a second submit while one is in flight (spec 1 §5).
 * @example if (!guard.begin()) return; try { await save() } finally { guard.end() }
 */
export function createSubmitGuard(): SubmitGuard {
  let inFlight = false;
  return {
    begin() {
      if (inFlight) return false;
      inFlight = true;
      return true;
    },
    end() {
      inFlight = false;
    },
    get inFlight() {
      return inFlight;
    },
  };
}

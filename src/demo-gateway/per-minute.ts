// A count per caller in fixed one-minute windows, on the real clock (a frozen demo clock must not stop the
// windows from ending): the log endpoint's rate per client.
const MINUTE_MS = 60_000;
/** Above this many callers, the ones whose minute is over are forgotten. */
const PRUNE_ABOVE = 10_000;

export class PerMinute {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  clear(): void {
    this.windows.clear();
  }

  /** Counts one for the caller; false when the caller has had its limit this minute. */
  take(caller: string): boolean {
    const now = this.now();
    if (this.windows.size > PRUNE_ABOVE) {
      for (const [each, window] of this.windows)
        if (now - window.start >= MINUTE_MS) this.windows.delete(each);
    }
    const window = this.windows.get(caller);
    if (!window || now - window.start >= MINUTE_MS) {
      this.windows.set(caller, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }
}

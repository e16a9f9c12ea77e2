// Per-member rates of the gateway calls that cost it most (docs/security.md, "Rate limits"): one member
// looping a 200-row batch check once tripled every other member's latency. Each member has a token bucket
// per call: `burst` calls at once after a quiet while, then one more every `refillMs`. A call over the rate
// is refused (REFUSED_CODE) with the seconds until the next one may go, and changes nothing.
import { REFUSED_CODE } from './codes';

export interface CallRate {
  /** Calls a member may make at once, after a quiet while. */
  burst: number;
  /** How long one more call takes to come back (ms). */
  refillMs: number;
}

export const CALL_RATES = {
  /**
   * 批量下单's check, both variants: each import (up to the shop's limits.batchOrder.maxRows rows) and each
   * quantity edited in place. Ten at once, then one every 3 s: a buyer fixing quantities never meets it.
   */
  batchOrderCheck: { burst: 10, refillMs: 3_000 },
  /** 仅导入有效行: up to maxRows lines into the cart at once. */
  batchOrderAddCart: { burst: 5, refillMs: 6_000 },
} as const satisfies Record<string, CallRate>;

export type RatedCall = keyof typeof CALL_RATES;

/** The answer code of a call over its rate: a refusal by the present state, as the login throttle's. */
export const CALL_RATE_CODE = REFUSED_CODE;

/** What the member is told: the seconds until the call may go again, rounded up. */
export function callRateMessage(waitMs: number): string {
  return `操作过于频繁，请${Math.max(1, Math.ceil(waitMs / 1000))}秒后再试`;
}

/**
 * One member's bucket for one call, as a single time: when it would be full again (the generic cell rate
 * algorithm, a token bucket kept in whole milliseconds so no rounding ever lets a call too many through).
 */
export type CallRateState = number;

export type CallRateTake =
  | { allowed: true; state: CallRateState }
  | { allowed: false; /** ms until one call may go. */ waitMs: number };

/**
 * One call at `now` against the bucket (undefined: never called). Allowed, the new state is kept; refused,
 * the old one stays: a refused call costs nothing, so a member who waits `waitMs` gets through.
 * @example takeCall(undefined, { burst: 2, refillMs: 1000 }, 0) is allowed with state 1000; a second call at 0
 * with 2000; a third at 0 is refused with waitMs 1000.
 */
export function takeCall(state: CallRateState | undefined, rate: CallRate, now: number): CallRateTake {
  const next = Math.max(state ?? now, now) + rate.refillMs;
  const waitMs = next - now - rate.burst * rate.refillMs;
  return waitMs > 0 ? { allowed: false, waitMs } : { allowed: true, state: next };
}

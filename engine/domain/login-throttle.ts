// Login throttling: after 5 wrong passwords for an account, its logins are refused for a
// minute, whatever the password. The gateway keeps one record per account; these rules move it.

export const LOGIN_THROTTLE = { maxFailures: 5, lockMs: 60_000 } as const;

/** One account's recent wrong passwords and, once there were too many, when its lock ends (epoch ms). */
export interface LoginAttempts {
  failures: number;
  lockedUntil?: number;
}

/** What the login form shows while the account is locked: the seconds left, rounded up. */
export function loginLockedMessage(remainingMs: number): string {
  return `密码错误次数过多，请${Math.max(1, Math.ceil(remainingMs / 1000))}秒后再试`;
}

/**
 * The refusal message while the account is locked at `now`, or undefined when it may try.
 * @example loginLock({ failures: 5, lockedUntil: 60_000 }, 30_000) === '密码错误次数过多，请30秒后再试'
 */
export function loginLock(attempts: LoginAttempts | undefined, now: number): string | undefined {
  const until = attempts?.lockedUntil;
  return until !== undefined && now < until ? loginLockedMessage(until - now) : undefined;
}

/**
 * The record after a wrong password at `now`: the fifth in a row locks the account for a minute. A lock
 * that has ended starts a new count.
 */
export function afterWrongPassword(attempts: LoginAttempts | undefined, now: number): LoginAttempts {
  const expired = attempts?.lockedUntil !== undefined && now >= attempts.lockedUntil;
  const failures = (expired ? 0 : (attempts?.failures ?? 0)) + 1;
  return failures >= LOGIN_THROTTLE.maxFailures
    ? { failures, lockedUntil: now + LOGIN_THROTTLE.lockMs }
    : { failures };
}

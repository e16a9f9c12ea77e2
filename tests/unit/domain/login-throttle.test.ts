import { describe, expect, it } from 'vitest';
import { afterWrongPassword, LOGIN_THROTTLE, loginLock, loginLockedMessage } from '../../../engine';
import type { LoginAttempts } from '../../../engine';

const MINUTE = 60_000;

describe('login throttle: 5 wrong passwords for an account lock it for 1 minute', () => {
  it('is 5 failures and 60 000 ms', () => {
    expect(LOGIN_THROTTLE).toEqual({ maxFailures: 5, lockMs: MINUTE });
  });

  it('the first four wrong passwords only count; the fifth locks until a minute later', () => {
    let attempts: LoginAttempts | undefined;
    for (let failure = 1; failure <= 4; failure += 1) {
      attempts = afterWrongPassword(attempts, 1000);
      expect(attempts).toEqual({ failures: failure });
      expect(loginLock(attempts, 1000)).toBeUndefined();
    }
    attempts = afterWrongPassword(attempts, 1000);
    expect(attempts).toEqual({ failures: 5, lockedUntil: 1000 + MINUTE });
  });

  it.each([
    ['at the start of the lock', 0, '密码错误次数过多，请60秒后再试'],
    ['half way', 30_000, '密码错误次数过多，请30秒后再试'],
    ['with part of a second left (rounded up)', 59_500, '密码错误次数过多，请1秒后再试'],
    ['once the minute has passed', MINUTE, undefined],
  ])('a locked account %s: %s', (_, elapsed, message) => {
    expect(loginLock({ failures: 5, lockedUntil: MINUTE }, elapsed)).toBe(message);
  });

  it('a wrong password after the lock ended starts a new count', () => {
    expect(afterWrongPassword({ failures: 5, lockedUntil: MINUTE }, MINUTE)).toEqual({ failures: 1 });
  });

  it('never says less than one second', () => {
    expect(loginLockedMessage(0)).toBe('密码错误次数过多，请1秒后再试');
  });
});

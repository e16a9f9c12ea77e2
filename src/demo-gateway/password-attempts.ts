// Every password the gateway checks (the login, and the re-confirmation before a password or phone change)
// counts against one record per shop and account, moved by the engine's throttle: 5 wrong → 1 minute.
import { afterWrongPassword, loginLock } from '../../engine';
import type { LoginAttempts } from '../../engine';
import { refused } from './answer';
import type { ShopDb, User } from './db';
import { perShop } from './per-shop';

/** Wrong-password records per shop and account; a reset shop (a new db) starts clean. */
const attemptsOf = perShop<string, LoginAttempts>();

/**
 * Checks one password try for `account`: refused (10005, the lock message) while the account is locked,
 * whatever the password; a wrong one (or an unknown account) is counted and answered by `wrong`, with the
 * lock message when it is the one that locks; a right one clears the count and gives the user back.
 */
export function checkPasswordTry(
  db: ShopDb,
  {
    account,
    user,
    password,
    now,
  }: { account: string; user: User | undefined; password: string; now: number },
  wrong: (lockMessage: string | undefined) => never,
): User {
  const attempts = attemptsOf(db);
  const locked = loginLock(attempts.get(account), now);
  if (locked) refused(locked);
  if (user?.password === password) {
    attempts.delete(account);
    return user;
  }
  const after = afterWrongPassword(attempts.get(account), now);
  attempts.set(account, after);
  return wrong(loginLock(after, now));
}

// Login, registration and logout (docs/gateway.md): RSA-encrypted passwords, tokens bound to one shop.
import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_PATTERN,
  checkNewPassword,
  checkPhone,
  LOGIN_MESSAGES,
  registrationRefusal,
} from '../../../engine';
import type { LoginAnswer } from '../../../engine/contract';
import { CODE, fail, forbidden, invalid, ok, refused } from '../answer';
import { decryptCredential, rsaKey } from '../crypto';
import type { ShopDb, User } from '../db';
import { checkPasswordTry } from '../password-attempts';
import { ACCOUNTS, newUser } from '../seed';
import { get, post } from '../router';
import type { Route } from '../router';
import { HOUR } from '../time';

export const TOKEN_TTL_MS = 2 * HOUR;

export function openSession(db: ShopDb, user: User, now: number): LoginAnswer {
  // Base64 holds '+' and '/': the client must send '+' as is (spec 1 §7).
  const token = randomBytes(24).toString('base64');
  const expireTime = now + TOKEN_TTL_MS;
  db.sessions.set(token, { token, account: user.account, expireTime });
  return { token, expireTime };
}

/** The user a token names in this shop, if it is known and not expired. */
export function sessionUser(db: ShopDb, token: string | undefined, now: number): User | undefined {
  if (!token) return undefined;
  const session = db.sessions.get(token);
  if (!session) return undefined;
  if (session.expireTime <= now) {
    db.sessions.delete(token);
    return undefined;
  }
  return db.users.get(session.account);
}

/** A password the client RSA-encrypted (docs/gateway.md); the account pages' changes use it too. */
export function decryptedPassword(text: string): string {
  return decryptCredential(text) ?? invalid('密码解密失败，请刷新页面后重试');
}

export const authRoutes: Route[] = [
  get('/auth/publicKey', 'none', () => rsaKey().publicKeyPem),
  post('/auth/login', 'public', ({ db, input, now }) => {
    const account = input.text('account', { message: LOGIN_MESSAGES.accountRequired, max: 50 });
    const plain = decryptedPassword(input.text('password', { message: LOGIN_MESSAGES.passwordRequired }));
    // The wrong password that locks the account already says so.
    const user = checkPasswordTry(
      db,
      { account, user: db.users.get(account), password: plain, now },
      (locking) => fail(CODE.credentials, locking ?? '账号或密码错误'),
    );
    return ok(openSession(db, user, now), '登录成功');
  }),
  post('/register/register', 'public', ({ db, input, now, rules }) => {
    if (!rules.capabilities['registration.enabled']) forbidden('本商城暂未开放注册');
    const account = input.text('account', {
      message: LOGIN_MESSAGES.accountRequired,
      pattern: ACCOUNT_PATTERN,
      patternMessage: LOGIN_MESSAGES.accountFormat,
    });
    const plain = decryptedPassword(input.text('password', { message: LOGIN_MESSAGES.passwordRequired }));
    const passwordProblem = checkNewPassword(plain);
    if (passwordProblem) invalid(passwordProblem);
    const phone = input.field('phone').trim();
    const phoneProblem = checkPhone(phone, rules.limits.address);
    if (phoneProblem) invalid(phoneProblem);
    const taken = registrationRefusal({ account, phone }, db.users.values());
    if (taken) refused(taken);
    const memberSeed = ACCOUNTS[0];
    const user = newUser(db, {
      account,
      password: plain,
      nickName: account,
      phone,
      roleId: 1,
      supplier: false,
      codes: memberSeed ? memberSeed.codes(db) : [],
      privacyAgreed: false,
    });
    db.users.set(account, user);
    return ok(openSession(db, user, now), '注册成功');
  }),
  post('/mall/login/logout', 'public', ({ db, token }) => {
    if (token) db.sessions.delete(token);
    return ok(null, '退出成功');
  }),
];

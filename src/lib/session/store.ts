import { proxy } from 'valtio';
import { LOGIN_KEYS, safeRedirect, sessionState, storageKey } from '../../../engine';
import type { SessionKey } from '../../../engine';
import type { UserInfo } from '../api/types';

/** Client-held session state (spec 1 §4, spec 2 §3); persisted under the shop's storage keys. */
export interface Session {
  token: string | null;
  /** Epoch milliseconds. */
  expireTime: number | null;
  user: UserInfo | null;
  operationCodes: string[];
  pointsExpiryCount: number;
  /** The unnamed flag that logout clears (spec 1 §4): the points-expiry notice was shown this login. */
  pointsExpiryNoticeShown: boolean;
}

const signedOut = (): Session => ({
  token: null,
  expireTime: null,
  user: null,
  operationCodes: [],
  pointsExpiryCount: 0,
  pointsExpiryNoticeShown: false,
});

export const session = proxy<Session>(signedOut());

/** The shop whose storage keys the session reads and writes; set by loadSession. */
let mallPath = '';

const read = (key: SessionKey) => localStorage.getItem(storageKey(mallPath, key));
const write = (key: SessionKey, value: string) => localStorage.setItem(storageKey(mallPath, key), value);
const remove = (key: SessionKey) => localStorage.removeItem(storageKey(mallPath, key));

function storedCodes(): string[] {
  try {
    const codes: unknown = JSON.parse(read('operationCode') ?? '[]');
    return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Reads the shop's session from storage; a missing or expired login drops token, expireTime and the
 * operation codes (spec 2 §3, §4).
 */
export function loadSession(shopMallPath: string, now = Date.now()): void {
  mallPath = shopMallPath;
  Object.assign(session, signedOut());
  const stored = {
    token: read('token'),
    expireTime: read('expireTime'),
    operationCode: read('operationCode'),
  };
  const { loggedIn, drop } = sessionState(stored, now);
  if (drop) LOGIN_KEYS.forEach(remove);
  if (!loggedIn) return;
  session.token = stored.token;
  session.expireTime = Number(stored.expireTime);
  session.operationCodes = storedCodes();
}

export function login(token: string, expireTime: number): void {
  session.token = token;
  session.expireTime = expireTime;
  write('token', token);
  write('expireTime', String(expireTime));
}

export function setOperationCodes(codes: string[]): void {
  session.operationCodes = codes;
  write('operationCode', JSON.stringify(codes));
}

/** The user info also carries the operation codes (spec 2 §6). */
export function setUser(user: UserInfo): void {
  session.user = user;
  setOperationCodes(user.operationCode);
}

export function setPointsExpiryCount(count: number): void {
  session.pointsExpiryCount = count;
}

export function setPointsExpiryNoticeShown(shown: boolean): void {
  session.pointsExpiryNoticeShown = shown;
}

/**
 * Clears the session: token, user, operation codes, points-expiry count, the flag, and all local storage
 * of this origin (spec 1 §4: "all local storage"), other shops' logins on the domain included.
 */
export function logout(): void {
  Object.assign(session, signedOut());
  localStorage.clear();
}

/** Remembers the page (path and query inside the shop) to return to after login. */
export function rememberRedirect(path: string): void {
  write('redirect', path);
}

/** The remembered page, made safe by the engine (never another shop or site); forgets it. */
export function takeRedirect(): string {
  const target = read('redirect');
  remove('redirect');
  return safeRedirect(mallPath, target);
}

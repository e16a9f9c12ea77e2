import { proxy } from 'valtio';
import { LOGIN_KEYS, safeRedirect, sessionState, storageKey } from '../../../engine';
import type { SessionKey } from '../../../engine';

/**
 * Client-held session state (spec 1 §4, spec 2 §3); persisted under the shop's storage keys, so every call
 * that reads or writes them names the shop's mall path.
 */
export interface Session {
  token: string | null;
  /** Epoch milliseconds. */
  expireTime: number | null;
}

const signedOut = (): Session => ({ token: null, expireTime: null });

export const session = proxy<Session>(signedOut());

const read = (mallPath: string, key: SessionKey) => localStorage.getItem(storageKey(mallPath, key));
const write = (mallPath: string, key: SessionKey, value: string) =>
  localStorage.setItem(storageKey(mallPath, key), value);
const remove = (mallPath: string, key: SessionKey) => localStorage.removeItem(storageKey(mallPath, key));

/**
 * Reads the shop's session from storage; a missing or expired login drops token, expireTime and the
 * operation codes (spec 2 §3, §4).
 */
export function loadSession(mallPath: string, now = Date.now()): void {
  Object.assign(session, signedOut());
  const stored = {
    token: read(mallPath, 'token'),
    expireTime: read(mallPath, 'expireTime'),
    operationCode: read(mallPath, 'operationCode'),
  };
  const { loggedIn, drop } = sessionState(stored, now);
  if (drop) LOGIN_KEYS.forEach((key) => remove(mallPath, key));
  if (!loggedIn) return;
  session.token = stored.token;
  session.expireTime = Number(stored.expireTime);
}

export function login(mallPath: string, token: string, expireTime: number): void {
  session.token = token;
  session.expireTime = expireTime;
  write(mallPath, 'token', token);
  write(mallPath, 'expireTime', String(expireTime));
}

/** Keeps the user's function codes under the shop's operationCode key (spec 2 §3, §6). */
export function setOperationCodes(mallPath: string, codes: string[]): void {
  write(mallPath, 'operationCode', JSON.stringify(codes));
}

/**
 * Clears the session: token, expiry and all local storage of this origin (spec 1 §4: "all local storage"),
 * other shops' logins on the domain included.
 */
export function logout(): void {
  Object.assign(session, signedOut());
  localStorage.clear();
}

/** Remembers the page (path and query inside the shop) to return to after login. */
export function rememberRedirect(mallPath: string, path: string): void {
  write(mallPath, 'redirect', path);
}

/** The remembered page, made safe by the engine (never another shop or site); forgets it. */
export function takeRedirect(mallPath: string): string {
  const target = read(mallPath, 'redirect');
  remove(mallPath, 'redirect');
  return safeRedirect(mallPath, target);
}

import { proxy } from 'valtio';
import { forgottenWithMember, safeRedirect, sessionState, storageKey } from '../../../engine';
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
 * Reads the shop's session from storage (spec 2 §3, §4): logged in with a token and an expireTime in the
 * future. Reads only: a stored login that is partial or has expired is reported, and the caller forgets
 * its member (`forgetMember` in lib/api/session-queries.ts), so nothing of it is left behind.
 * @returns whether a stored login had ended.
 */
export function loadSession(mallPath: string, now = Date.now()): boolean {
  Object.assign(session, signedOut());
  const stored = {
    token: read(mallPath, 'token'),
    expireTime: read(mallPath, 'expireTime'),
    operationCode: read(mallPath, 'operationCode'),
  };
  const { loggedIn, drop } = sessionState(stored, now);
  if (loggedIn) {
    session.token = stored.token;
    session.expireTime = Number(stored.expireTime);
  }
  return drop;
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

/** The keys of one storage that the engine's forgottenWithMember names for the shop. */
function memberKeys(storage: Storage, mallPath: string): string[] {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
  return keys.filter((key) => forgottenWithMember(mallPath, key));
}

/**
 * Ends the session and removes what this device stored for the shop's member, in local and session
 * storage: token, expiry, codes and form drafts (spec 1 §4). Other shops' keys and the page the next login
 * returns to stay. Only `forgetMember`, which also drops the member's cached answers, calls it.
 */
export function forgetStoredMember(mallPath: string): void {
  Object.assign(session, signedOut());
  for (const storage of [localStorage, sessionStorage]) {
    memberKeys(storage, mallPath).forEach((key) => storage.removeItem(key));
  }
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

import { proxy } from 'valtio';
import { forgottenWithMember, safeRedirect, sessionState, storageKey } from '../../../engine';
import type { ForgetReason, SessionKey } from '../../../engine';

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

/**
 * Ends the session and removes what this device stored of the shop's member, in local and session storage,
 * as the engine's forgottenWithMember names it for the reason: on a logout all local storage (spec 1 §4);
 * otherwise the shop's token, expiry, codes and form drafts, other shops' keys and the page the next login
 * returns to staying. Only `forgetMember`, which also drops the member's cached answers, calls it.
 */
export function forgetStoredMember(mallPath: string, reason: ForgetReason): void {
  Object.assign(session, signedOut());
  const storages = [
    [localStorage, 'local'],
    [sessionStorage, 'session'],
  ] as const;
  for (const [storage, place] of storages) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
    keys
      .filter((key) => forgottenWithMember(mallPath, key, place, reason))
      .forEach((key) => storage.removeItem(key));
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

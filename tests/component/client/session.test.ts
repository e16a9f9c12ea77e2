import { act, renderHook } from '@testing-library/react';
import { storageKey } from '../../../engine';
import {
  loadSession,
  login,
  logout,
  rememberRedirect,
  session,
  setOperationCodes,
  takeRedirect,
  useSession,
} from '../../../src/lib/session';

const NOW = Date.UTC(2026, 0, 1);
const LATER = NOW + 3_600_000;

const stored = (mall: string, key: string) => localStorage.getItem(storageKey(mall, key));

beforeEach(() => {
  localStorage.clear();
  loadSession('points', NOW);
});

describe('login state (spec 2 §4)', () => {
  it('login stores token and expireTime under the shop prefix', () => {
    login('points', 'tok', LATER);
    expect(session).toMatchObject({ token: 'tok', expireTime: LATER });
    expect(stored('points', 'token')).toBe('tok');
    expect(stored('points', 'expireTime')).toBe(String(LATER));
  });

  it('a stored token with a future expireTime is a login after reload, its operation codes kept', () => {
    login('points', 'tok', LATER);
    setOperationCodes('points', ['F000041']);
    loadSession('points', NOW);
    expect(session).toMatchObject({ token: 'tok', expireTime: LATER });
    expect(JSON.parse(stored('points', 'operationCode') ?? '')).toEqual(['F000041']);
  });

  it.each([
    ['expired', { token: 'tok', expireTime: String(NOW - 1) }],
    ['expiring now', { token: 'tok', expireTime: String(NOW) }],
    ['without expireTime', { token: 'tok' }],
    ['without token', { expireTime: String(LATER) }],
  ])('a token %s is no login, and token, expireTime and the operation codes are dropped', (_, values) => {
    Object.entries(values).forEach(([key, value]) => localStorage.setItem(storageKey('points', key), value));
    localStorage.setItem(storageKey('points', 'operationCode'), JSON.stringify(['F000041']));
    loadSession('points', NOW);
    expect(session.token).toBeNull();
    expect(stored('points', 'token')).toBeNull();
    expect(stored('points', 'expireTime')).toBeNull();
    expect(stored('points', 'operationCode')).toBeNull();
  });

  it('the page to return to outlives an expired login', () => {
    localStorage.setItem(storageKey('points', 'token'), 'tok');
    localStorage.setItem(storageKey('points', 'expireTime'), String(NOW - 1));
    rememberRedirect('points', '/cart');
    loadSession('points', NOW);
    expect(takeRedirect('points')).toBe('/points/cart');
  });
});

describe('logout (spec 1 §4)', () => {
  it('clears the token, its expiry and all local storage', () => {
    login('points', 'tok', LATER);
    setOperationCodes('points', ['F000041']);
    rememberRedirect('points', '/cart');
    localStorage.setItem(storageKey('points', 'anythingElse'), 'x');
    logout();
    expect({ ...session }).toEqual({
      token: null,
      expireTime: null,
    });
    expect(localStorage.length).toBe(0);
  });

  it("clears all local storage of the origin: other shops' logins and unrelated keys too", () => {
    loadSession('procure', NOW);
    login('procure', 'other', LATER);
    localStorage.setItem('unrelated', 'x');
    loadSession('points', NOW);
    login('points', 'tok', LATER);
    logout();
    expect(stored('procure', 'token')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBeNull();
  });
});

describe('two shops on one domain', () => {
  it('each sees only its own login', () => {
    loadSession('points', NOW);
    login('points', 'points-token', LATER);
    loadSession('procure', NOW);
    expect(session.token).toBeNull();
    login('procure', 'procure-token', LATER);
    loadSession('points', NOW);
    expect(session.token).toBe('points-token');
  });
});

describe('redirect after login', () => {
  it('is remembered, taken once, and kept inside the shop', () => {
    rememberRedirect('points', '/cart?tab=1');
    expect(takeRedirect('points')).toBe('/points/cart?tab=1');
    expect(takeRedirect('points')).toBe('/points');
  });

  it('never leads to another site', () => {
    rememberRedirect('points', '//evil.example/');
    expect(takeRedirect('points')).toBe('/points');
  });
});

describe('useSession', () => {
  it('re-renders with the session', async () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.token).toBeNull();
    await act(async () => login('points', 'tok', LATER));
    expect(result.current.token).toBe('tok');
  });
});

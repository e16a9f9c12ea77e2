import { act, renderHook } from '@testing-library/react';
import { storageKey } from '../../../engine';
import {
  loadSession,
  login,
  logout,
  rememberRedirect,
  session,
  setOperationCodes,
  setPointsExpiryCount,
  setPointsExpiryNoticeShown,
  setUser,
  takeRedirect,
  useSession,
} from '../../../src/lib/session';
import type { UserInfo } from '../../../src/lib/api/types';

const NOW = Date.UTC(2026, 0, 1);
const LATER = NOW + 3_600_000;

const user: UserInfo = {
  id: 1,
  account: 'member',
  nickName: '会员',
  phone: '13800000000',
  headPortrait: '',
  roleId: 1,
  levelId: null,
  labelImg: '',
  operationCode: ['F000041', 'F000176'],
  supplier: false,
};

const stored = (mall: string, key: string) => localStorage.getItem(storageKey(mall, key));

beforeEach(() => {
  localStorage.clear();
  loadSession('points', NOW);
});

describe('login state (spec 2 §4)', () => {
  it('login stores token and expireTime under the shop prefix', () => {
    login('tok', LATER);
    expect(session).toMatchObject({ token: 'tok', expireTime: LATER });
    expect(stored('points', 'token')).toBe('tok');
    expect(stored('points', 'expireTime')).toBe(String(LATER));
  });

  it('a stored token with a future expireTime is a login after reload, with its operation codes', () => {
    login('tok', LATER);
    setOperationCodes(['F000041']);
    loadSession('points', NOW);
    expect(session).toMatchObject({ token: 'tok', expireTime: LATER, operationCodes: ['F000041'] });
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
    expect(session.operationCodes).toEqual([]);
    expect(stored('points', 'token')).toBeNull();
    expect(stored('points', 'expireTime')).toBeNull();
    expect(stored('points', 'operationCode')).toBeNull();
  });

  it('the page to return to outlives an expired login', () => {
    localStorage.setItem(storageKey('points', 'token'), 'tok');
    localStorage.setItem(storageKey('points', 'expireTime'), String(NOW - 1));
    rememberRedirect('/cart');
    loadSession('points', NOW);
    expect(takeRedirect()).toBe('/points/cart');
  });

  it('setUser keeps the user and its operation codes', () => {
    setUser(user);
    expect(session.user).toEqual(user);
    expect(session.operationCodes).toEqual(['F000041', 'F000176']);
    expect(JSON.parse(stored('points', 'operationCode') ?? '')).toEqual(['F000041', 'F000176']);
  });
});

describe('logout (spec 1 §4)', () => {
  it('clears token, user, codes, points-expiry count, the flag and all local storage', () => {
    login('tok', LATER);
    setUser(user);
    setPointsExpiryCount(3);
    setPointsExpiryNoticeShown(true);
    rememberRedirect('/cart');
    localStorage.setItem(storageKey('points', 'anythingElse'), 'x');
    logout();
    expect({ ...session }).toEqual({
      token: null,
      expireTime: null,
      user: null,
      operationCodes: [],
      pointsExpiryCount: 0,
      pointsExpiryNoticeShown: false,
    });
    expect(localStorage.length).toBe(0);
  });

  it("clears all local storage of the origin: other shops' logins and unrelated keys too", () => {
    loadSession('procure', NOW);
    login('other', LATER);
    localStorage.setItem('unrelated', 'x');
    loadSession('points', NOW);
    login('tok', LATER);
    logout();
    expect(stored('procure', 'token')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBeNull();
  });
});

describe('two shops on one domain', () => {
  it('each sees only its own login', () => {
    loadSession('points', NOW);
    login('points-token', LATER);
    loadSession('procure', NOW);
    expect(session.token).toBeNull();
    login('procure-token', LATER);
    loadSession('points', NOW);
    expect(session.token).toBe('points-token');
  });
});

describe('redirect after login', () => {
  it('is remembered, taken once, and kept inside the shop', () => {
    rememberRedirect('/cart?tab=1');
    expect(takeRedirect()).toBe('/points/cart?tab=1');
    expect(takeRedirect()).toBe('/points');
  });

  it('never leads to another site', () => {
    rememberRedirect('//evil.example/');
    expect(takeRedirect()).toBe('/points');
  });
});

describe('useSession', () => {
  it('re-renders with the session', async () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.token).toBeNull();
    await act(async () => login('tok', LATER));
    expect(result.current.token).toBe('tok');
  });
});

import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { draftKey, storageKey } from '../../../engine';
import { forgetMember } from '../../../src/lib/api/session-queries';
import { queryKeys } from '../../../src/lib/api/query-keys';
import {
  loadSession,
  login,
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
  sessionStorage.clear();
  loadSession('points', NOW);
});

/** Start-up's way with a stored login (src/app/start-shop.ts): one that ended is forgotten. */
const startUp = (mallPath: string) => {
  if (loadSession(mallPath, NOW)) forgetMember(new QueryClient(), mallPath, 'ended');
};

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
    expect(loadSession('points', NOW)).toBe(false);
    expect(session).toMatchObject({ token: 'tok', expireTime: LATER });
    expect(JSON.parse(stored('points', 'operationCode') ?? '')).toEqual(['F000041']);
  });

  it.each([
    ['expired', { token: 'tok', expireTime: String(NOW - 1) }],
    ['expiring now', { token: 'tok', expireTime: String(NOW) }],
    ['without expireTime', { token: 'tok' }],
    ['without token', { expireTime: String(LATER) }],
  ])(
    'a token %s is no login, and token, expireTime, the operation codes and the drafts are dropped',
    (_, values) => {
      Object.entries(values).forEach(([key, value]) =>
        localStorage.setItem(storageKey('points', key), value),
      );
      localStorage.setItem(storageKey('points', 'operationCode'), JSON.stringify(['F000041']));
      sessionStorage.setItem(draftKey('points', 7, 'settlement-virtual'), '{"account":"13912345678"}');
      expect(loadSession('points', NOW)).toBe(true);
      startUp('points');
      expect(session.token).toBeNull();
      expect(stored('points', 'token')).toBeNull();
      expect(stored('points', 'expireTime')).toBeNull();
      expect(stored('points', 'operationCode')).toBeNull();
      expect(sessionStorage.length).toBe(0);
    },
  );

  it('a guest has no login to end: nothing is dropped', () => {
    sessionStorage.setItem(draftKey('points', null, 'purchase-request'), '{}');
    expect(loadSession('points', NOW)).toBe(false);
    expect(sessionStorage.length).toBe(1);
  });

  it('the page to return to outlives an expired login', () => {
    localStorage.setItem(storageKey('points', 'token'), 'tok');
    localStorage.setItem(storageKey('points', 'expireTime'), String(NOW - 1));
    rememberRedirect('points', '/cart');
    startUp('points');
    expect(takeRedirect('points')).toBe('/points/cart');
  });
});

describe('forgetting the member: logout, an ended login, the next login (spec 1 §4)', () => {
  it("on a logout clears the session, all local storage and the shop's drafts", () => {
    login('points', 'tok', LATER);
    setOperationCodes('points', ['F000041']);
    rememberRedirect('points', '/cart');
    login('procure', 'other', LATER);
    localStorage.setItem('unrelated', 'x');
    sessionStorage.setItem(draftKey('points', 7, 'settlement-normal'), '{"remark":"放门卫"}');
    sessionStorage.setItem(draftKey('points', null, 'purchase-request'), '{}');
    sessionStorage.setItem(draftKey('procure', 7, 'settlement-jiCai'), '{}');
    forgetMember(new QueryClient(), 'points', 'logout');
    expect({ ...session }).toEqual({ token: null, expireTime: null });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem(draftKey('points', 7, 'settlement-normal'))).toBeNull();
    expect(sessionStorage.getItem(draftKey('points', null, 'purchase-request'))).toBeNull();
    expect(sessionStorage.getItem(draftKey('procure', 7, 'settlement-jiCai'))).toBe('{}');
  });

  it("an ended login or the next login keeps other shops' logins and drafts, keys of no shop and the redirect", () => {
    login('procure', 'other', LATER);
    sessionStorage.setItem(draftKey('procure', 7, 'settlement-jiCai'), '{}');
    localStorage.setItem('bench:favourites-every-row', '1');
    login('points', 'tok', LATER);
    localStorage.setItem(storageKey('points', 'anythingElse'), 'x');
    sessionStorage.setItem(draftKey('points', 7, 'settlement-normal'), '{"remark":"放门卫"}');
    rememberRedirect('points', '/cart');
    forgetMember(new QueryClient(), 'points', 'ended');
    expect(stored('points', 'token')).toBeNull();
    expect(stored('points', 'anythingElse')).toBeNull();
    expect(sessionStorage.getItem(draftKey('points', 7, 'settlement-normal'))).toBeNull();
    expect(stored('procure', 'token')).toBe('other');
    expect(sessionStorage.getItem(draftKey('procure', 7, 'settlement-jiCai'))).toBe('{}');
    expect(localStorage.getItem('bench:favourites-every-row')).toBe('1');
    expect(takeRedirect('points')).toBe('/points/cart');
  });

  it("drops the shop's cached answers of the member and the writes sent, not what every user sees", async () => {
    const client = new QueryClient();
    const [points, procure] = [queryKeys('points'), queryKeys('procure')];
    client.setQueryData(points.member.info(), { id: 7 });
    client.setQueryData(points.address.all(), [{ id: 1 }]);
    client.setQueryData(points.shop.info(), { name: '积分商城' });
    client.setQueryData(procure.member.info(), { id: 9 });
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve('ok') })
      .execute({ remark: '放门卫' });
    forgetMember(client, 'points', 'ended');
    expect(client.getQueryData(points.member.info())).toBeUndefined();
    expect(client.getQueryData(points.address.all())).toBeUndefined();
    expect(client.getQueryData(points.shop.info())).toEqual({ name: '积分商城' });
    expect(client.getQueryData(procure.member.info())).toEqual({ id: 9 });
    expect(client.getMutationCache().getAll()).toEqual([]);
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

import { screen, waitFor } from '@testing-library/react';
import { queryClient } from '../../../src/app/query-client';
import { acceptSignOnToken } from '../../../src/features/auth/sign-on-token';
import { address, renderApp, runShellGateway } from './shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

const landedOn = async (path: string) =>
  waitFor(() => expect(address()).toBe(path), { timeout: scaled(10_000) });

describe('spec 2 §2: "the mallPath query parameter when present" names the shop', () => {
  it('wins over the first path segment: the page opens in the shop the query names', async () => {
    renderApp('/points/goodDetail/goodDetail?goodsCode=G-ON-SALE&mallPath=s7815');
    await landedOn('/s7815/goodDetail/goodDetail?goodsCode=G-ON-SALE');
    expect(
      (await screen.findAllByText('有机高山绿茶 特级 100g', {}, { timeout: scaled(10_000) })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('您访问的页面不存在')).toBeNull();
  });

  it.each([
    ['a shop root', '/points?mallPath=s7815', '/s7815/home'],
    ['the same shop', '/points/cart?mallPath=points', '/points/login?redirect=%2Fcart'],
  ])('%s: %s → %s', async (_case, from, to) => {
    renderApp(from);
    await landedOn(to);
  });
});

describe('a mallPath query that is not a mall path is ignored, with a warning', () => {
  it.each(['%2Fevil.example', '%5Cevil.example', '..', 'POINTS'])(
    '?mallPath=%s: the address’s own shop stands',
    async (value) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      renderApp(`/points/helpCenter/helpCenter?id=101&mallPath=${value}`);
      expect(
        await screen.findByRole('navigation', { name: '顶部导航' }, { timeout: scaled(10_000) }),
      ).toBeVisible();
      expect(window.location.pathname).toBe('/points/helpCenter/helpCenter');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('The mallPath query is ignored'));
      warn.mockRestore();
    },
  );
});

describe('a sign-on token leaves the address bar before anything can fail', () => {
  const FUTURE = Date.now() + 3_600_000;

  it.each([
    [
      'a hostile mallPath query: the address’s own shop stands',
      `/points/home?token=secret&expireTime=${FUTURE}&mallPath=%5Cevil.example`,
      '/points',
      'points:token',
    ],
    [
      'a query naming another shop: that shop',
      `/points/home?token=secret&expireTime=${FUTURE}&mallPath=s7815`,
      '/s7815',
      's7815:token',
    ],
  ])('%s', (_case, from, to, key) => {
    window.history.replaceState(null, '', from);
    expect(acceptSignOnToken(window.location, window.history, queryClient)).toBe(true);
    expect(address()).toBe(to);
    expect(localStorage.getItem(key)).toBe('secret');
  });

  it.each(['/%5Cevil.example/home', '/%2Fevil.example/home', '/'])(
    'a path that names no shop (%s): the token is dropped and the shop list opens',
    (path) => {
      window.history.replaceState(null, '', `${path}?token=secret&expireTime=${FUTURE}`);
      expect(acceptSignOnToken(window.location, window.history, queryClient)).toBe(true);
      expect(address()).toBe('/');
      expect(JSON.stringify({ ...localStorage })).not.toContain('secret');
    },
  );

  it('storage that fails does not stop the app; the token has left the address bar already', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    window.history.replaceState(null, '', `/points/home?token=secret&expireTime=${FUTURE}`);
    expect(acceptSignOnToken(window.location, window.history, queryClient)).toBe(true);
    expect(address()).toBe('/points');
    expect(warn).toHaveBeenCalled();
    setItem.mockRestore();
    warn.mockRestore();
  });
});

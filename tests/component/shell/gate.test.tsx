import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { queryClient } from '../../../src/app/query-client';
import { acceptSignOnToken } from '../../../src/features/auth/sign-on-token';
import { DEMO_PASSWORD } from '../../../src/demo-gateway';
import { address, renderApp, server, signInAs, runShellGateway } from './shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

const landedOn = async (path: string) =>
  waitFor(() => expect(address()).toBe(path), { timeout: scaled(10_000) });

describe('the login gate (spec 1 §4)', () => {
  it.each([
    ['a guest browses a shop that allows visitors', '/points/home', '/points/home'],
    [
      'a guest browses the goods centre where visitors may',
      '/points/commodityCenter/commodityCenter',
      '/points/commodityCenter/commodityCenter',
    ],
    [
      'a guest is sent to login where visitors may not browse',
      '/procure/home',
      '/procure/login?redirect=%2Fhome',
    ],
    ['the find-password page needs no login', '/procure/findThePassword', '/procure/findThePassword'],
    ['the outside login page needs no login', '/procure/pages/outside/login', '/procure/pages/outside/login'],
    ['the cart needs login', '/points/cart', '/points/login?redirect=%2Fcart'],
    ['flash sales need login', '/points/spike/spike', '/points/login?redirect=%2Fspike%2Fspike'],
    ['the flash-sale page needs login', '/points/flashSale', '/points/login?redirect=%2FflashSale'],
    [
      'settlement needs login',
      '/points/orderSettlement/settlement?from=cart',
      '/points/login?redirect=%2ForderSettlement%2Fsettlement%3Ffrom%3Dcart',
    ],
    [
      'the user centre needs login',
      '/points/userCenter/order',
      '/points/login?redirect=%2FuserCenter%2Forder',
    ],
    ['the shop path alone opens home', '/points', '/points/home'],
    [
      'the mallPath query names the shop',
      '/helpCenter/helpCenter?mallPath=points&id=101',
      '/points/helpCenter/helpCenter?id=101',
    ],
  ])('%s: %s → %s', async (_rule, from, to) => {
    renderApp(from);
    await landedOn(to);
  });

  it('a logged-in user opening /login goes to the shop root', async () => {
    await signInAs('points', 'member');
    renderApp('/points/login?redirect=%2Fcart');
    await landedOn('/points/home');
  });

  it('a logged-in user may open the pages that need login', async () => {
    await signInAs('procure', 'member');
    renderApp('/procure/userCenter/order');
    expect(
      await screen.findByRole('list', { name: '订单列表' }, { timeout: scaled(10_000) }),
    ).toBeInTheDocument();
    expect(address()).toBe('/procure/userCenter/order');
    await waitFor(() => expect(document.title).toBe('我的订单 - 企业采购商城'));
  });
});

describe('a token in the address (single sign-on)', () => {
  const FUTURE = Date.now() + 3_600_000;

  it('is stored, leaves the address bar, and the user lands on the shop root', () => {
    window.history.replaceState(
      null,
      '',
      `/points/goodDetail/goodDetail?goodsCode=G1&token=a+b/c&expireTime=${FUTURE}`,
    );
    expect(acceptSignOnToken(window.location, window.history, queryClient)).toBe(true);
    expect(localStorage.getItem('points:token')).toBe('a b/c');
    expect(localStorage.getItem('points:expireTime')).toBe(String(FUTURE));
    expect(address()).toBe('/points');
  });

  it('an expired token is not stored, but still leaves the address bar', () => {
    window.history.replaceState(null, '', `/points/home?token=old&expireTime=${Date.now() - 1000}`);
    expect(acceptSignOnToken(window.location, window.history, queryClient)).toBe(true);
    expect(localStorage.getItem('points:token')).toBeNull();
    expect(address()).toBe('/points');
  });

  it('an address without a token is left alone', () => {
    window.history.replaceState(null, '', '/points/home?keyword=茶');
    expect(acceptSignOnToken(window.location, window.history, queryClient)).toBe(false);
    expect(address()).toBe('/points/home?keyword=%E8%8C%B6');
  });
});

describe('after login the user goes back to the redirect, when it is inside the shop', () => {
  async function logInThroughThePage(from: string) {
    const user = userEvent.setup();
    renderApp(from);
    await user.type(await screen.findByLabelText('账号', {}, { timeout: scaled(10_000) }), 'member');
    await user.type(screen.getByLabelText('密码'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: '登 录' }));
  }

  it.each([
    ['a page of the shop', '/procure/login?redirect=%2Fcart', '/procure/cart'],
    [
      'a page with its query',
      '/procure/login?redirect=%2FuserCenter%2Forder%3Ftab%3D2',
      '/procure/userCenter/order?tab=2',
    ],
    ['a page given with the mall path', '/procure/login?redirect=%2Fprocure%2Fcart', '/procure/cart'],
    ['no redirect: the shop root', '/procure/login', '/procure/home'],
    [
      'an absolute URL: the shop root',
      `/procure/login?redirect=${encodeURIComponent('https://evil.example/x')}`,
      '/procure/home',
    ],
    [
      'a protocol-relative URL: the shop root',
      `/procure/login?redirect=${encodeURIComponent('//evil.example')}`,
      '/procure/home',
    ],
    [
      'a javascript: URL: the shop root',
      `/procure/login?redirect=${encodeURIComponent('javascript:alert(1)')}`,
      '/procure/home',
    ],
  ])('%s', async (_case, from, to) => {
    await logInThroughThePage(from);
    await landedOn(to);
    expect(localStorage.getItem('procure:token')).toBeTruthy();
  });

  it('a wrong password stays on the login page with the server message', async () => {
    const user = userEvent.setup();
    renderApp('/procure/login');
    await user.type(await screen.findByLabelText('账号', {}, { timeout: scaled(10_000) }), 'member');
    await user.type(screen.getByLabelText('密码'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(address()).toBe('/procure/login');
  });
});

describe('shops that cannot be shown fail closed', () => {
  it('an unknown mall path shows that the shop does not exist, with no shop brand', async () => {
    renderApp('/no-such-shop/home');
    expect(await screen.findByRole('heading', { name: '店铺不存在' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '顶部导航' })).toBeNull();
  });

  it('an invalid profile lists its problems as file#pointer: reason', async () => {
    // As a static host serves it: the file alone, checked in the browser (the server's own answer for an
    // invalid profile: tests/unit/demo-gateway/resolved-profile.test.ts).
    server.use(
      http.get('*/shop-profiles/resolved/broken.json', () => new HttpResponse(null, { status: 404 })),
      http.get('*/shop-profiles/broken.json', () =>
        HttpResponse.json({
          extends: 'points',
          shop: { id: 9999, mallPath: 'broken', name: '坏配置' },
          theme: { color: 'red' },
        }),
      ),
    );
    renderApp('/broken/home');
    expect(await screen.findByRole('heading', { name: '店铺配置无效' })).toBeInTheDocument();
    expect(screen.getByText(/^shop-profiles\/broken\.json#\/theme\/color: /)).toBeInTheDocument();
    expect(screen.queryByText('坏配置')).toBeNull();
  });

  it('/ lists the shops with their names, mall paths and links', async () => {
    renderApp('/');
    const link = await screen.findByRole('link', { name: /企业采购商城/ });
    expect(link).toHaveAttribute('href', '/procure/home');
    expect(screen.getByRole('link', { name: /^积分商城/ })).toHaveTextContent('/points');
  });
});

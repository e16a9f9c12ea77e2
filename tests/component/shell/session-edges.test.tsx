// Session edges (spec 1 §4): logout clears the member's session and storage even when its call fails;
// the login form says what a 11111 answer and the login throttle mean.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEMO_PASSWORD } from '../../../src/demo-gateway';
import { session } from '../../../src/lib/session/store';
import { address, calls, gateway, renderApp, server, signInAs, runShellGateway } from './shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();
vi.setConfig({ testTimeout: scaled(60_000) });

const topNav = () => screen.getByRole('navigation', { name: '顶部导航' }).textContent ?? '';

describe('logout clears the session even when the logout call fails (spec 1 §4)', () => {
  it.each([
    ['the gateway answers 99999', () => gateway.faults.add({ path: '/login/logout', code: '99999' })],
    ['the network fails', () => server.use(http.post('*/login/logout', () => HttpResponse.error()))],
  ])("%s: token, user, codes, all local storage and the shop's drafts are gone", async (_, breakLogout) => {
    localStorage.setItem('procure:token', 'another shop');
    await signInAs('points', 'member');
    sessionStorage.setItem('points:draft:1:settlement-virtual', '{"account":"13912345678"}');
    breakLogout();
    renderApp('/points/home');
    const user = userEvent.setup();
    await user.hover(await screen.findByRole('link', { name: /演示会员/ }, { timeout: scaled(10_000) }));
    fireEvent.click(await screen.findByRole('button', { name: '退出' }));
    await waitFor(() => expect(topNav()).toContain('请登录'));
    expect(calls('/login/logout')).toHaveLength(1);
    expect(address()).toBe('/points/home');
    expect(session).toMatchObject({ token: null, expireTime: null });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('the login form', () => {
  async function submit(password: string) {
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('密码'));
    await user.type(screen.getByLabelText('密码'), password);
    const button = screen.getByRole('button', { name: '登 录' });
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled(), { timeout: scaled(10_000) });
  }

  async function openLogin() {
    renderApp('/procure/login');
    await userEvent
      .setup()
      .type(await screen.findByLabelText('账号', {}, { timeout: scaled(10_000) }), 'member');
  }

  it('shows the catalogue message when the login call answers 11111', async () => {
    gateway.faults.add({ path: '/auth/login', code: '11111' });
    await openLogin();
    await submit(DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('登录信息校验失败，请重新登录');
    expect(address()).toBe('/procure/login');
  });

  it('after 5 wrong passwords says the account is locked, and the right one is refused for now', async () => {
    await openLogin();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await submit('wrong-password');
      expect(screen.getByRole('alert')).toHaveTextContent('账号或密码错误');
    }
    await submit('wrong-password');
    expect(screen.getByRole('alert')).toHaveTextContent(/^密码错误次数过多，请\d+秒后再试$/);
    await submit(DEMO_PASSWORD);
    expect(screen.getByRole('alert')).toHaveTextContent(/^密码错误次数过多，请\d+秒后再试$/);
    expect(address()).toBe('/procure/login');
  });
});

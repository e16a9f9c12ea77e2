// Nothing personal is left behind (spec 1 §4): the one path that forgets a member (forgetMember) runs on
// 退出 (session-edges.test.tsx), on an 11111 answer, at start-up for a login that expired while away, and
// before the next login, which may be another account's: their drafts and cached answers go with them.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftKey } from '../../../engine';
import { DEMO_PASSWORD } from '../../../src/demo-gateway';
import { queryClient } from '../../../src/app/query-client';
import { startShop } from '../../../src/app/start-shop';
import { acceptSignOnToken } from '../../../src/features/auth/sign-on-token';
import { signIn } from '../../../src/lib/api/endpoints/login';
import { userInfoQuery } from '../../../src/lib/api/endpoints/member';
import { queryKeys } from '../../../src/lib/api/query-keys';
import { address, gateway, renderApp, runShellGateway, signInAs } from './shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();
vi.setConfig({ testTimeout: scaled(60_000) });
beforeEach(() => sessionStorage.clear());

const TWO_HOURS = 2 * 3600 * 1000;
const topNav = () => screen.getByRole('navigation', { name: '顶部导航' }).textContent ?? '';

/** Logs `account` in and leaves a settlement draft with a recharge number, as a half-filled form does. */
async function memberWithDraft(account = 'member') {
  const api = await signInAs('points', account);
  const info = await queryClient.fetchQuery(userInfoQuery(api));
  const key = draftKey('points', info.id, 'settlement-virtual');
  sessionStorage.setItem(key, JSON.stringify({ remark: '放门卫', account: '13912345678' }));
  return key;
}

it('an 11111 answer (the login ended at the gateway) forgets the draft and the cached member', async () => {
  await memberWithDraft();
  gateway.advanceClock(TWO_HOURS + 60_000);
  renderApp('/points/userCenter/order');
  await waitFor(() => expect(address()).toMatch(/^\/points\/login\?redirect=/), { timeout: scaled(15_000) });
  expect(sessionStorage.length).toBe(0);
  expect(queryClient.getQueryData(queryKeys('points').member.info())).toBeUndefined();
  expect(localStorage.getItem('points:token')).toBeNull();
});

it('a login that expired while the shop was closed is forgotten at start-up', async () => {
  await memberWithDraft();
  localStorage.setItem('points:expireTime', String(Date.now() - 1000));
  renderApp('/points/home');
  expect(
    await screen.findByRole('link', { name: '请登录' }, { timeout: scaled(15_000) }),
  ).toBeInTheDocument();
  expect(sessionStorage.length).toBe(0);
  expect(localStorage.getItem('points:token')).toBeNull();
});

it("another account's sign-on link on the same tab starts from nothing of the member before", async () => {
  const previous = await memberWithDraft();
  const other = await signIn(startShop('points'), { account: 'supplier', password: DEMO_PASSWORD });
  if (!other.success) throw new Error(other.message);
  const { token, expireTime } = other.data;
  window.history.replaceState(null, '', `/points/home?token=${token}&expireTime=${expireTime}`);
  acceptSignOnToken(window.location, window.history, queryClient);
  expect(sessionStorage.getItem(previous)).toBeNull();
  expect(queryClient.getQueryData(queryKeys('points').member.info())).toBeUndefined();
  renderApp(address());
  await waitFor(() => expect(topNav()).toContain('供应商小王'), { timeout: scaled(15_000) });
  expect(topNav()).not.toContain('演示会员');
});

it('the login page forgets whoever was stored before it logs the next account in', async () => {
  const previous = await memberWithDraft();
  // The member's login ended at the gateway, but the tab still holds their draft (as before this rule).
  localStorage.removeItem('points:token');
  renderApp('/points/login');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('账号', {}, { timeout: scaled(15_000) }), 'supplier');
  await user.type(screen.getByLabelText('密码'), DEMO_PASSWORD);
  await user.click(screen.getByRole('button', { name: '登 录' }));
  await waitFor(() => expect(topNav()).toContain('供应商小王'), { timeout: scaled(15_000) });
  expect(sessionStorage.getItem(previous)).toBeNull();
});

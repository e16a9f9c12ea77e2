import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrivacyDialog } from '../../../src/features/auth/privacy-dialog';
import { calls, renderApp, renderPiece, runShellGateway, signInAs } from './shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();
vi.setConfig({ testTimeout: scaled(45_000) });

const RECORD = '/userPrivacyPolicy/website/getPrivacyPolicyAgreeRecord';
const AGREE = '/userPrivacyPolicy/website/addAgreeRecord';

const dialog = () => screen.findByRole('dialog', { name: '用户隐私协议' });

describe('the privacy-policy dialog (spec 1 §2, §4)', () => {
  it('asks a logged-in user whose record says isPopup 1, 900 px wide, with the sanitized policy', async () => {
    await renderPiece(<PrivacyDialog />, { account: 'newcomer' });
    const shown = await dialog();
    expect(shown).toHaveStyle({ width: '900px' });
    expect(await screen.findByRole('heading', { name: '积分商城用户隐私协议' })).toBeInTheDocument();
    // The demo policy carries a script and an onerror handler; neither survives.
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('button', { name: '不同意' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '我已阅读并同意' })).toBeInTheDocument();
  });

  it('cannot be closed by Esc, a click outside or a close icon', async () => {
    await renderPiece(<PrivacyDialog />, { account: 'newcomer' });
    const shown = await dialog();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(shown.parentElement as HTMLElement);
    expect(screen.getByRole('dialog', { name: '用户隐私协议' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
  });

  it('agreeing sends isAgree 1 with the policy id, refetches, and the dialog goes', async () => {
    const user = userEvent.setup();
    await renderPiece(<PrivacyDialog />, { account: 'newcomer' });
    await dialog();
    const before = calls(RECORD).length;
    await user.click(screen.getByRole('button', { name: '我已阅读并同意' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [agreed] = calls(AGREE);
    expect(agreed?.body).toEqual({ privacyPolicyId: expect.any(Number), isAgree: 1 });
    expect(calls(RECORD).length).toBeGreaterThan(before);
  });

  it('declining ends the login with a message: the shopper does not go on as if they had agreed', async () => {
    const user = userEvent.setup();
    await signInAs('points', 'newcomer');
    renderApp('/points/home');
    await screen.findByRole('dialog', { name: '用户隐私协议' }, { timeout: scaled(20_000) });
    await user.click(screen.getByRole('button', { name: '不同意' }));
    expect(await screen.findByText('您未同意用户隐私协议，已退出登录')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '用户隐私协议' })).toBeNull());
    const topNav = screen.getByRole('navigation', { name: '顶部导航' });
    await waitFor(() => expect(topNav).toHaveTextContent('请登录'));
    expect(localStorage.getItem('points:token')).toBeNull();
    expect(calls(AGREE)).toEqual([]);
  });

  it('asks again at the next login after a refusal', async () => {
    const user = userEvent.setup();
    await signInAs('points', 'newcomer');
    renderApp('/points/home');
    await user.click(await screen.findByRole('button', { name: '不同意' }, { timeout: scaled(20_000) }));
    await waitFor(() => expect(localStorage.getItem('points:token')).toBeNull());
    cleanup();
    await signInAs('points', 'newcomer');
    renderApp('/points/home');
    expect(
      await screen.findByRole('dialog', { name: '用户隐私协议' }, { timeout: scaled(20_000) }),
    ).toBeInTheDocument();
  });

  it('is not shown to users who agreed, nor to guests', async () => {
    await renderPiece(<PrivacyDialog />, { account: 'member' });
    await waitFor(() => expect(calls(RECORD)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// 修改密码 and 更换手机号 (docs/account-pages.md): the engine's rules and messages, RSA-encrypted passwords,
// a failure that keeps what was typed, one request per double click, and the password change's logout.
import { screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MESSAGES, ADDRESS_MESSAGES } from '../../../engine';
import ChangePhonePage from '../../../src/features/account/change-phone-page';
import EditPasswordPage from '../../../src/features/account/edit-password-page';
import { session } from '../../../src/lib/session';
import { bodiesOf, locationNow, renderAccountPage, startAccountTests, toastSaying } from './account-harness';

startAccountTests();

const renderPassword = () =>
  renderAccountPage(EditPasswordPage, { path: '/userCenter/editPassword', title: '修改密码' });

async function fillPassword(
  user: Awaited<ReturnType<typeof renderPassword>>['user'],
  old: string,
  next: string,
  confirm = next,
) {
  await user.type(screen.getByLabelText('原密码'), old);
  await user.type(screen.getByLabelText('新密码'), next);
  await user.type(screen.getByLabelText('确认新密码'), confirm);
}

describe('修改密码', () => {
  it('shows every message on an empty submit and sends nothing', async () => {
    const { user } = await renderPassword();
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    for (const message of [
      ACCOUNT_MESSAGES.oldPasswordRequired,
      ACCOUNT_MESSAGES.newPasswordRequired,
      ACCOUNT_MESSAGES.confirmRequired,
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(bodiesOf('/member/updatePassword')).toEqual([]);
  });

  it.each([
    ['a weak new password', 'Demo@2026', 'abcdefgh', 'abcdefgh', ACCOUNT_MESSAGES.passwordFormat],
    ['a confirm that differs', 'Demo@2026', 'NewPass2026', 'NewPass2027', ACCOUNT_MESSAGES.confirmMismatch],
    ['the old password again', 'Demo@2026', 'Demo@2026', 'Demo@2026', ACCOUNT_MESSAGES.sameAsOld],
  ])('refuses %s with the engine’s message', async (_, old, next, confirm, message) => {
    const { user } = await renderPassword();
    await fillPassword(user, old, next, confirm);
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(bodiesOf('/member/updatePassword')).toEqual([]);
  });

  it('a wrong old password shows the server’s message and keeps what was typed', async () => {
    const { user } = await renderPassword();
    await fillPassword(user, 'Wrong2026x', 'NewPass2026');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await toastSaying(ACCOUNT_MESSAGES.oldPasswordWrong, 'alert')).toBeInTheDocument();
    expect(screen.getByLabelText('原密码')).toHaveValue('Wrong2026x');
    expect(screen.getByLabelText('新密码')).toHaveValue('NewPass2026');
    expect(session.token).not.toBeNull();
  });

  it('a wrong old password, corrected and sent again at once (within the 3000 ms lock), goes through', async () => {
    const { user } = await renderPassword();
    await fillPassword(user, 'Wrong2026x', 'NewPass2026');
    const submit = screen.getByRole('button', { name: '确认修改' });
    await user.click(submit);
    expect(await toastSaying(ACCOUNT_MESSAGES.oldPasswordWrong, 'alert')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('原密码'));
    await user.type(screen.getByLabelText('原密码'), 'Demo@2026');
    await user.click(submit);
    expect(await toastSaying(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(bodiesOf('/member/updatePassword')).toHaveLength(2);
  });

  it('sends both passwords encrypted once for a double click, then ends the session', async () => {
    const { user } = await renderPassword();
    await fillPassword(user, 'Demo@2026', 'NewPass2026');
    await user.dblClick(screen.getByRole('button', { name: '确认修改' }));
    expect(await toastSaying(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
    const [body, ...more] = bodiesOf('/member/updatePassword') as {
      oldPassword: string;
      newPassword: string;
    }[];
    expect(more).toEqual([]);
    expect(body?.oldPassword).not.toContain('Demo@2026');
    expect(body?.newPassword).not.toContain('NewPass2026');
    // The session ends here; the route's login gate then sends the member to log in (tests/e2e/account.spec.ts).
    await waitFor(() => expect(session.token).toBeNull());
  });
});

describe('更换手机号', () => {
  const renderPhone = () =>
    renderAccountPage(ChangePhonePage, { path: '/userCenter/rePhone', title: '更换手机号' });

  it.each([
    ['', ADDRESS_MESSAGES.phoneRequired],
    ['1391234567', ADDRESS_MESSAGES.phoneLength],
    ['23912345678', ADDRESS_MESSAGES.phonePattern],
  ])('%j shows the address form’s phone message', async (phone, message) => {
    const { user } = await renderPhone();
    if (phone) await user.type(screen.getByLabelText('新手机号'), phone);
    await user.click(screen.getByRole('button', { name: '确认更换' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(bodiesOf('/member/updatePhone')).toEqual([]);
  });

  it('a failed change keeps the number; a good one goes back to 账户安全', async () => {
    const { user } = await renderPhone();
    await user.type(screen.getByLabelText('新手机号'), '13912345678');
    await user.type(screen.getByLabelText('登录密码'), 'Wrong2026');
    const submit = screen.getByRole('button', { name: '确认更换' });
    await user.click(submit);
    expect(await toastSaying(ACCOUNT_MESSAGES.passwordWrong, 'alert')).toBeInTheDocument();
    expect(screen.getByLabelText('新手机号')).toHaveValue('13912345678');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.clear(screen.getByLabelText('登录密码'));
    await user.type(screen.getByLabelText('登录密码'), 'Demo@2026');
    await user.dblClick(screen.getByRole('button', { name: '确认更换' }));
    expect(await toastSaying(ACCOUNT_MESSAGES.phoneChanged)).toBeInTheDocument();
    await waitFor(() => expect(locationNow()).toBe('/points/userCenter/acctSecrty'));
    expect(bodiesOf('/member/updatePhone')).toHaveLength(2);
  });
});

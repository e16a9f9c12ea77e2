// A password re-confirmed before a change (修改密码, 更换手机号) is throttled as the login is: the fifth
// wrong one locks the account for a minute, with the login's message, and the right one is refused meanwhile.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, LOGIN_THROTTLE, loginLockedMessage } from '../../../engine';
import { startInProcessGateway } from './in-process';

const NOW = Date.UTC(2026, 10, 20, 2, 0, 0);
const { gateway, call, token, login, encryptPassword } = startInProcessGateway(NOW);
const RIGHT = 'Demo@2026';
const LOCKED = { success: false, code: '10005', message: loginLockedMessage(LOGIN_THROTTLE.lockMs) };

async function member() {
  const session = await token('member');
  const send = (path: string, body: unknown) => call(path, { mallPath: 'points', token: session, body });
  return {
    changePhone: async (password: string) =>
      send('/api/mall/member/updatePhone', {
        phone: '13700001234',
        password: await encryptPassword(password),
      }),
    changePassword: async (oldPassword: string) =>
      send('/api/mall/member/updatePassword', {
        oldPassword: await encryptPassword(oldPassword),
        newPassword: await encryptPassword('Newpass2027'),
      }),
  };
}

describe('re-confirming the password before a change', () => {
  it('更换手机号: four wrong passwords are told so, the fifth locks, the right one waits a minute', async () => {
    const { changePhone } = await member();
    for (let attempt = 1; attempt < LOGIN_THROTTLE.maxFailures; attempt += 1) {
      expect(await changePhone('Wrong1234')).toMatchObject({ message: ACCOUNT_MESSAGES.passwordWrong });
    }
    expect(await changePhone('Wrong1234')).toMatchObject(LOCKED);
    expect(await changePhone(RIGHT)).toMatchObject(LOCKED);
    gateway.advanceClock(LOGIN_THROTTLE.lockMs);
    expect(await changePhone(RIGHT)).toMatchObject({ success: true, message: ACCOUNT_MESSAGES.phoneChanged });
  });

  it('修改密码 counts on the same record as the login: its lock refuses the login too', async () => {
    const { changePassword } = await member();
    for (let attempt = 1; attempt < LOGIN_THROTTLE.maxFailures; attempt += 1) {
      expect(await changePassword('Wrong1234')).toMatchObject({ message: ACCOUNT_MESSAGES.oldPasswordWrong });
    }
    expect(await changePassword('Wrong1234')).toMatchObject(LOCKED);
    expect(await changePassword(RIGHT)).toMatchObject(LOCKED);
    expect(await login('member')).toMatchObject(LOCKED);
  });
});

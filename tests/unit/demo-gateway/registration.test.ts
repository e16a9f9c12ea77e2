// Registration refuses an account name another account holds in any case, and a phone number in use, with
// the engine's messages (the phone change refuses a phone in use with the same words).
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, REGISTRATION_MESSAGES } from '../../../engine';
import { startInProcessGateway } from './in-process';

const NOW = Date.UTC(2026, 10, 20, 2, 0, 0);
const { call, encryptPassword, login } = startInProcessGateway(NOW);

async function register(account: string, phone: string) {
  return call('/api/register/register', {
    mallPath: 'procure',
    body: { account, password: await encryptPassword('Secret2026'), phone },
  });
}

const REFUSED = (message: string) => ({ success: false, code: '10005', message, data: null });

describe('registering', () => {
  it('refuses an account name that differs from another only by case', async () => {
    expect(await register('MEMBER', '13912340001')).toMatchObject(
      REFUSED(REGISTRATION_MESSAGES.accountTaken),
    );
    expect(await register('buyer01', '13912340002')).toMatchObject({ success: true });
    expect(await register('Buyer01', '13912340003')).toMatchObject(
      REFUSED(REGISTRATION_MESSAGES.accountTaken),
    );
    expect((await login('Buyer01', 'procure', 'Secret2026')).success).toBe(false);
  });

  it('refuses a phone number another account uses, in the phone change’s words', async () => {
    expect(REGISTRATION_MESSAGES.phoneTaken).toBe(ACCOUNT_MESSAGES.phoneTaken);
    expect(await register('buyer01', '13912340004')).toMatchObject({ success: true });
    expect(await register('buyer02', '13912340004')).toMatchObject(REFUSED(ACCOUNT_MESSAGES.phoneTaken));
    expect(await register('buyer02', '13800130001')).toMatchObject(REFUSED(ACCOUNT_MESSAGES.phoneTaken));
    expect(await register('buyer02', '13912340005')).toMatchObject({ success: true });
  });
});

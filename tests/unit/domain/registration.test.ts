import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES, registrationRefusal } from '../../../engine';

const existing = [
  { account: 'member', phone: '13800130001' },
  { account: 'Buyer_01', phone: '13912345678' },
];

describe('registrationRefusal', () => {
  it.each([
    ['a new name and phone', 'buyer02', '13700000000', undefined],
    ['the same name', 'member', '13700000000', REGISTRATION_MESSAGES.accountTaken],
    ['the name in capitals', 'MEMBER', '13700000000', REGISTRATION_MESSAGES.accountTaken],
    ['the name in lower case', 'buyer_01', '13700000000', REGISTRATION_MESSAGES.accountTaken],
    ['a phone in use', 'buyer02', '13912345678', REGISTRATION_MESSAGES.phoneTaken],
    ['both taken: the name is told first', 'Member', '13912345678', REGISTRATION_MESSAGES.accountTaken],
  ])('%s', (_, account, phone, expected) => {
    expect(registrationRefusal({ account, phone }, existing)).toBe(expected);
  });
});

// Who may register: an account name no one holds, ignoring case (Member and member would be one person to
// the eye), and a phone number no account uses (the phone change refuses one in use with the same words).
import { ACCOUNT_MESSAGES } from './forms/account-forms';

export const REGISTRATION_MESSAGES = {
  accountTaken: '账号已存在',
  phoneTaken: ACCOUNT_MESSAGES.phoneTaken,
} as const;

/** Whether two account names are the same account (case does not tell them apart). */
export const sameAccountName = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * Why a new account may not be made beside the existing ones, or undefined when it may.
 * @example registrationRefusal({ account: 'Member', phone: '13700000000' }, [{ account: 'member', phone: '13800000000' }]) === '账号已存在'
 */
export function registrationRefusal(
  wanted: { account: string; phone: string },
  existing: Iterable<{ account: string; phone: string }>,
): string | undefined {
  const others = [...existing];
  if (others.some((other) => sameAccountName(other.account, wanted.account)))
    return REGISTRATION_MESSAGES.accountTaken;
  return others.some((other) => other.phone === wanted.phone) ? REGISTRATION_MESSAGES.phoneTaken : undefined;
}

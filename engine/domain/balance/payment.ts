// 余额支付 at the settlement (docs/balance.md): offered where the profile turns it on in a money shop,
// refused with both amounts when the available balance is short.
import type { Capabilities } from '../../capabilities/catalogue';
import { compare } from '../money';
import type { Amount } from '../money';
import { BALANCE_TEXT, balanceShortMessage } from './ledger';

/** How an order is paid: as every money order is today, or from the member's balance. */
export const PAYMENT_CHOICES = ['online', 'balance'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

/** Whether the settlement offers 余额支付: the balance and its payment on, in a shop that prices in money. */
export const balancePaymentOffered = (
  capabilities: Pick<Capabilities, 'balance.enabled' | 'balance.payment' | 'price.mode'>,
): boolean =>
  capabilities['balance.enabled'] &&
  capabilities['balance.payment'] &&
  capabilities['price.mode'] === 'money';

/** Why an order cannot be paid from the balance, or undefined when it can. */
export function balancePaymentProblem({
  offered,
  total,
  available,
}: {
  offered: boolean;
  total: Amount;
  available: Amount;
}): string | undefined {
  if (!offered) return BALANCE_TEXT.notOffered;
  return compare(total, available) > 0 ? balanceShortMessage(total, available) : undefined;
}

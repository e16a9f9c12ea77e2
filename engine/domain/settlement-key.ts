// One settlement, one order: the key a settlement is submitted under, and when a second submit under the
// same key is the same purchase (the gateway answers the first order) or another one (refused).
import { retryMayHelp } from './error-catalogue';
import { cleanFreeText } from './forms/free-text';

/** What a submit asks for, as the gateway reads it from the body. */
export interface OrderRequest {
  kind: string;
  items: readonly { goodsCode: string; goodsSkuCode: string; quantity: number }[];
  addressId?: number;
  remark: string;
  rechargeAccount: string;
  /** How it is paid (PAYMENT_CHOICES); absent is the ordinary payment. */
  payment?: string;
}

/**
 * The purchase a submit asks for, as one text: the variant, the lines (in any order), the address sent,
 * the remark as it is kept, the recharge account and the payment. Two submits under one settlement key are the same
 * purchase exactly when their fingerprints are equal.
 * @example orderFingerprint({ kind: 'normal', items: [line], remark: ' 放门卫 ', rechargeAccount: '' })
 *   === orderFingerprint({ kind: 'normal', items: [line], remark: '放门卫', rechargeAccount: '' })
 */
export function orderFingerprint({
  kind,
  items,
  addressId,
  remark,
  rechargeAccount,
  payment = 'online',
}: OrderRequest): string {
  const lines = items
    .map(({ goodsCode, goodsSkuCode, quantity }) => [goodsSkuCode, goodsCode, quantity] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([
    kind,
    lines,
    addressId ?? null,
    cleanFreeText(remark),
    rechargeAccount.trim(),
    payment,
  ]);
}

/**
 * Whether a failed submit has spent its settlement key: the gateway answered, and a refusal made no order,
 * so the next submit is a new purchase under a new key. A failure that may hide an order (the answer was
 * lost or timed out, or 系统繁忙: retryMayHelp) keeps the key, and the next submit gets that order back.
 * @example settlementKeySpent('10005') === true; settlementKeySpent('500') === false
 */
export const settlementKeySpent = (code: string): boolean => !retryMayHelp(code);

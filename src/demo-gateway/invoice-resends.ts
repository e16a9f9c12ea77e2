// Each member's 重发至邮箱 per shop, for the engine's throttle (resendThrottle): a reset shop (a new db)
// starts clean.
import { afterResend, INVOICE_RESEND_REFUSED_CODE, resendThrottle } from '../../engine';
import type { InvoiceResend } from '../../engine';
import { fail } from './answer';
import type { ShopDb, User } from './db';
import { perShop } from './per-shop';

const resendsOf = perShop<number, InvoiceResend[]>();

/** Counts a resend of invoice `id` at `now`; refused (10005, the engine's message) over the limits. */
export function spendResend(db: ShopDb, user: User, id: string, now: number): void {
  const shop = resendsOf(db);
  const history = shop.get(user.id) ?? [];
  const refusal = resendThrottle(history, id, now);
  if (refusal) fail(INVOICE_RESEND_REFUSED_CODE, refusal);
  shop.set(user.id, afterResend(history, id, now));
}

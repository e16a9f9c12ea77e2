// 重发至邮箱 (docs/invoices.md): an issued e-invoice goes again only to an address the member keeps on an
// invoice title, and not so often that the button could fill someone's mailbox: once a minute per invoice
// and ten times a day (Asia/Shanghai) per member. The gateway keeps the member's resends and asks here.
import { REFUSED_CODE } from '../codes';
import { cleanFreeText } from '../forms/free-text';
import { shanghaiDay } from '../time';
import { invoiceEmailProblem } from './title-form';

export const INVOICE_RESEND_LIMITS = {
  /** Between two resends of one invoice. */
  perInvoiceMs: 60_000,
  /** Resends one member may make in a calendar day, every invoice together. */
  perMemberPerDay: 10,
} as const;

export const INVOICE_RESEND_TEXT = {
  notOwnEmail: '只能发送至您发票抬头中的邮箱，请先在发票信息中添加该邮箱',
  tooSoon: (seconds: number) => `该发票刚刚发送过，请${seconds}秒后再试`,
  dailyLimit: `今日重发次数已达上限（${INVOICE_RESEND_LIMITS.perMemberPerDay}次），请明天再试`,
  hint: '仅可发送至发票抬头中的邮箱',
} as const;

/** A resend the throttle refuses is refused by the present state (10005), as the login throttle's. */
export const INVOICE_RESEND_REFUSED_CODE = REFUSED_CODE;

/** One resend a member made: of which invoice (its application's id), and when (epoch ms). */
export interface InvoiceResend {
  id: string;
  at: number;
}

/**
 * The member's own address that `email` names, letter case aside as mail servers read it (`own`: the
 * invoice's title's and those of the member's titles), or why the invoice cannot go there.
 * @example resendAddress('A@b.cn', ['a@b.cn']) → { to: 'a@b.cn' }
 */
export function resendAddress(
  email: string,
  own: readonly string[],
): { to: string; problem?: undefined } | { problem: string } {
  const problem = invoiceEmailProblem(email);
  if (problem) return { problem };
  const wanted = cleanFreeText(email).toLowerCase();
  const to = own.find((address) => cleanFreeText(address).toLowerCase() === wanted);
  return to === undefined ? { problem: INVOICE_RESEND_TEXT.notOwnEmail } : { to };
}

/**
 * Why the member's earlier resends refuse one more of invoice `id` at `now`: the same invoice within the
 * minute (with the seconds left, rounded up), or the day's resends used up.
 * @example resendThrottle([{ id: 'A', at: 0 }], 'A', 30_000) === '该发票刚刚发送过，请30秒后再试'
 */
export function resendThrottle(
  history: readonly InvoiceResend[],
  id: string,
  now: number,
): string | undefined {
  const last = Math.max(-Infinity, ...history.filter((each) => each.id === id).map((each) => each.at));
  const waitMs = last + INVOICE_RESEND_LIMITS.perInvoiceMs - now;
  if (waitMs > 0) return INVOICE_RESEND_TEXT.tooSoon(Math.ceil(waitMs / 1000));
  const today = history.filter((each) => shanghaiDay(each.at) === shanghaiDay(now)).length;
  return today >= INVOICE_RESEND_LIMITS.perMemberPerDay ? INVOICE_RESEND_TEXT.dailyLimit : undefined;
}

/** The history after a resend of `id` at `now`, without the resends that can no longer refuse anything. */
export function afterResend(history: readonly InvoiceResend[], id: string, now: number): InvoiceResend[] {
  const counts = (each: InvoiceResend) =>
    shanghaiDay(each.at) === shanghaiDay(now) || now - each.at < INVOICE_RESEND_LIMITS.perInvoiceMs;
  return [...history.filter(counts), { id, at: now }];
}

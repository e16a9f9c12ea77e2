// 重发至邮箱's rules (docs/invoices.md): only to an address on one of the member's invoice titles, at most
// once a minute per invoice and ten times a Shanghai day per member.
import { describe, expect, it } from 'vitest';
import {
  afterResend,
  INVOICE_RESEND_LIMITS,
  INVOICE_RESEND_TEXT,
  INVOICE_TITLE_MESSAGES,
  resendAddress,
  resendThrottle,
} from '../../../engine';
import type { InvoiceResend } from '../../../engine';

const MINUTE = 60_000;
// 2026-11-20 10:00 in Shanghai.
const MORNING = Date.UTC(2026, 10, 20, 2, 0, 0);
const OWN = ['finance@example.com', 'zhangsan@example.com'];

describe('only to an address on one of the member’s invoice titles', () => {
  it.each([
    ['the invoice’s title’s', 'finance@example.com', { to: 'finance@example.com' }],
    ['another title’s', 'zhangsan@example.com', { to: 'zhangsan@example.com' }],
    [
      'in other letter case, sent to the address as kept',
      ' Finance@Example.COM ',
      { to: 'finance@example.com' },
    ],
    ['an address the member only typed', 'someone@else.cn', { problem: INVOICE_RESEND_TEXT.notOwnEmail }],
    ['nothing', '  ', { problem: INVOICE_TITLE_MESSAGES.email }],
    ['not an address', 'finance@', { problem: INVOICE_TITLE_MESSAGES.emailFormat }],
  ])('%s', (_, email, expected) => {
    expect(resendAddress(email, OWN)).toEqual(expected);
  });

  it('a member without titles may send nowhere', () => {
    expect(resendAddress('finance@example.com', [])).toEqual({ problem: INVOICE_RESEND_TEXT.notOwnEmail });
  });
});

describe('once a minute per invoice, ten a day per member', () => {
  it('is 60 s and 10', () => {
    expect(INVOICE_RESEND_LIMITS).toEqual({ perInvoiceMs: MINUTE, perMemberPerDay: 10 });
  });

  it.each<[string, InvoiceResend[], string, number, string | undefined]>([
    ['the first resend', [], 'A', MORNING, undefined],
    ['the same invoice at once', [{ id: 'A', at: MORNING }], 'A', MORNING, INVOICE_RESEND_TEXT.tooSoon(60)],
    [
      'the same invoice 29.5 s later: 31 s left (rounded up)',
      [{ id: 'A', at: MORNING }],
      'A',
      MORNING + 29_500,
      INVOICE_RESEND_TEXT.tooSoon(31),
    ],
    ['the same invoice a minute later', [{ id: 'A', at: MORNING }], 'A', MORNING + MINUTE, undefined],
    ['another invoice at once', [{ id: 'A', at: MORNING }], 'B', MORNING, undefined],
  ])('%s', (_, history, id, now, expected) => {
    expect(resendThrottle(history, id, now)).toBe(expected);
  });

  it('the eleventh resend of a day is refused whatever the invoice; the next day starts afresh', () => {
    let history: InvoiceResend[] = [];
    for (let sent = 0; sent < 10; sent += 1) {
      const at = MORNING + sent * MINUTE;
      expect(resendThrottle(history, `I${sent}`, at)).toBeUndefined();
      history = afterResend(history, `I${sent}`, at);
    }
    expect(resendThrottle(history, 'new', MORNING + 10 * MINUTE)).toBe(INVOICE_RESEND_TEXT.dailyLimit);
    expect(INVOICE_RESEND_TEXT.dailyLimit).toBe('今日重发次数已达上限（10次），请明天再试');
    // Midnight in Shanghai is 16:00 UTC.
    expect(resendThrottle(history, 'new', Date.UTC(2026, 10, 20, 16, 0, 0))).toBeUndefined();
  });

  it('keeps only the resends that can still refuse one: today’s, and the last minute’s', () => {
    const midnight = Date.UTC(2026, 10, 20, 16, 0, 0);
    const history = [
      { id: 'old', at: MORNING },
      { id: 'late', at: midnight - 10_000 },
    ];
    expect(afterResend(history, 'A', midnight)).toEqual([
      { id: 'late', at: midnight - 10_000 },
      { id: 'A', at: midnight },
    ]);
  });
});

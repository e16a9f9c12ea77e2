// Monthly statements (docs/invoices.md): periods on the Shanghai calendar, which orders a statement holds,
// its statuses and what each allows, its totals (a property: due = Σ orders − Σ refunds) and its CSV rows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  belongsToStatement,
  CALL_PERMISSIONS,
  isPeriod,
  nextStatementStatus,
  ORDER_STATUS,
  periodDays,
  periodLabel,
  periodOf,
  periodStart,
  permits,
  previousPeriod,
  STATEMENT_STATUS_LABEL,
  STATEMENT_STATUSES,
  statementActions,
  statementConfirmation,
  statementCsvRows,
  statementFileName,
  statementRefunds,
  statementTotals,
  subtract,
  sum,
  toMoney,
} from '../../../engine';
import type { OrderStatus, StatementEvent, StatementStatus } from '../../../engine';

const shanghai = (text: string) => Date.parse(`${text}+08:00`);

describe('a period is a month on the Shanghai calendar', () => {
  it.each([
    ['2026-10-31T23:59:59', '2026-10'],
    ['2026-11-01T00:00:00', '2026-11'],
    ['2027-01-01T07:59:59', '2027-01'],
  ])('%s is in %s', (time, period) => {
    expect(periodOf(shanghai(time))).toBe(period);
  });

  it.each([
    ['2026-10', '2026-09', '2026-10-01 至 2026-10-31', '2026年10月'],
    ['2026-01', '2025-12', '2026-01-01 至 2026-01-31', '2026年1月'],
    ['2028-02', '2028-01', '2028-02-01 至 2028-02-29', '2028年2月'],
    ['2026-11', '2026-10', '2026-11-01 至 2026-11-30', '2026年11月'],
  ])('%s: the month before %s, its days %s, %s', (period, before, days, label) => {
    expect([previousPeriod(period), periodDays(period), periodLabel(period)]).toEqual([before, days, label]);
    expect(periodStart(period)).toBe(shanghai(`${period}-01T00:00:00`));
  });

  it.each([
    ['2026-10', true],
    ['2026-1', false],
    ['2026-13', false],
    ['2026-00', false],
    ['202610', false],
    [' 2026-10', false],
  ])('%s is a period: %s', (text, expected) => {
    expect(isPeriod(text)).toBe(expected);
  });

  it('a month that is not one has no start, days or label', () => {
    expect(() => periodStart('2026-13')).toThrow('Not a period');
    expect(() => periodDays('2026-1')).toThrow('Not a period');
    expect(() => periodLabel('')).toThrow('Not a period');
  });
});

describe('an order belongs to the statement of the month it was paid in', () => {
  const paid = shanghai('2026-10-12T10:00:00');
  it.each<[string, OrderStatus, number | null, string, boolean]>([
    ['a completed order paid in the month', ORDER_STATUS.completed, paid, '199.5', true],
    ['a shipped one', ORDER_STATUS.shipped, paid, '20', true],
    ['one paid the month before', ORDER_STATUS.completed, shanghai('2026-09-30T23:59:59'), '20', false],
    ['a cancelled one', ORDER_STATUS.cancelled, paid, '20', false],
    ['one waiting for review, unpaid', ORDER_STATUS.pendingReview, null, '20', false],
    ['a points order, no money', ORDER_STATUS.completed, paid, '0', false],
  ])('%s: %s', (_, orderStatus, payTime, money, expected) => {
    expect(belongsToStatement({ orderStatus, payTime, money }, '2026-10')).toBe(expected);
  });
});

describe('a statement goes 待确认 → 已确认 → 已结清', () => {
  it('in this order, each status with its label', () => {
    expect(STATEMENT_STATUSES.map((status) => STATEMENT_STATUS_LABEL[status])).toEqual([
      '待确认',
      '已确认',
      '已结清',
    ]);
  });

  it.each<[StatementStatus, StatementEvent, StatementStatus | undefined]>([
    ['pending', 'confirm', 'confirmed'],
    ['pending', 'settle', undefined],
    ['confirmed', 'confirm', undefined],
    ['confirmed', 'settle', 'settled'],
    ['settled', 'confirm', undefined],
    ['settled', 'settle', undefined],
  ])('%s, %s: %s', (status, event, expected) => {
    expect(nextStatementStatus(status, event)).toBe(expected);
  });

  it.each<[StatementStatus, boolean, number, { confirm: boolean; applyInvoice: boolean }]>([
    ['pending', true, 2, { confirm: true, applyInvoice: false }],
    ['confirmed', true, 2, { confirm: false, applyInvoice: true }],
    ['settled', true, 2, { confirm: false, applyInvoice: true }],
    ['confirmed', true, 0, { confirm: false, applyInvoice: false }],
    ['pending', false, 2, { confirm: false, applyInvoice: false }],
    ['confirmed', false, 2, { confirm: false, applyInvoice: false }],
  ])('%s, may act %s, %i orders: %o', (status, mayAct, orderCount, expected) => {
    expect(statementActions(status, { mayAct, orderCount })).toEqual(expected);
  });

  it.each<[string[], boolean, boolean, boolean]>([
    [['F000620'], true, true, false],
    [['F000621'], true, true, true],
    [['F000620', 'F000621'], false, false, false],
    [[], true, false, false],
  ])('codes %j, statements on: %s: may read %s, may confirm %s', (codes, on, read, confirm) => {
    const capabilities = { 'statements.enabled': on };
    expect(permits(CALL_PERMISSIONS.statements, capabilities, codes)).toBe(read);
    expect(permits(CALL_PERMISSIONS.statementConfirm, capabilities, codes)).toBe(confirm);
  });

  it('asks before confirming, with the month and the amount due', () => {
    expect(statementConfirmation('2026-10', '1234.5').message).toBe(
      '确认2026年10月的账单吗？应付金额¥1234.50，确认后账单金额不再变化。',
    );
  });
});

describe('amounts', () => {
  it('lists only the orders on which money was refunded', () => {
    const orders = [
      { orderNo: 'A', refunded: toMoney('0') },
      { orderNo: 'B', refunded: toMoney('12.3') },
    ];
    expect(statementRefunds(orders).map((each) => each.orderNo)).toEqual(['B']);
  });

  it.each([
    [['100.10', '0.20'], ['0.30'], '100.3', '0.3', '100'],
    [[], [], '0', '0', '0'],
    [['0.1', '0.2'], [], '0.3', '0', '0.3'],
  ])('orders %j less refunds %j', (orders, refunds, orderTotal, refundTotal, due) => {
    expect(
      statementTotals(
        orders.map((amount) => ({ amount })),
        refunds.map((amount) => ({ amount })),
      ),
    ).toEqual({ orderCount: orders.length, orderTotal, refundTotal, due });
  });

  const cents = fc.integer({ min: 0, max: 10_000_000 }).map((value) => toMoney(value / 100));
  it('property: due = Σ orders − Σ refunds, exactly, and due + refunds = orders', () => {
    fc.assert(
      fc.property(fc.array(cents), fc.array(cents), (orders, refunds) => {
        const totals = statementTotals(
          orders.map((amount) => ({ amount })),
          refunds.map((amount) => ({ amount })),
        );
        expect(totals.due).toBe(subtract(sum(orders), sum(refunds)));
        expect(add(totals.due, totals.refundTotal)).toBe(totals.orderTotal);
      }),
    );
  });
});

describe('导出', () => {
  it('writes the facts, the orders, the refunds and the totals, in a file named by the period', () => {
    const rows = statementCsvRows({
      id: 'ZD10001202610',
      period: '2026-10',
      statusName: '已确认',
      orders: [
        { orderNo: 'DM100010001', payTime: '2026-10-12 10:00:00', statusName: '已完成', amount: '99.9' },
      ],
      refunds: [{ orderNo: 'DM100010001', amount: '9.9' }],
      orderTotal: '99.9',
      refundTotal: '9.9',
      due: '90',
    });
    expect(rows).toEqual([
      ['账单编号', 'ZD10001202610'],
      ['账期', '2026-10-01 至 2026-10-31'],
      ['状态', '已确认'],
      [],
      ['订单号', '支付时间', '订单状态', '订单金额'],
      ['DM100010001', '2026-10-12 10:00:00', '已完成', '99.9'],
      [],
      ['退款订单号', '退款金额'],
      ['DM100010001', '9.9'],
      [],
      ['订单合计', '99.9'],
      ['退款合计', '9.9'],
      ['应付金额', '90'],
    ]);
    expect(statementFileName('2026-10')).toBe('账单-2026-10.csv');
  });
});

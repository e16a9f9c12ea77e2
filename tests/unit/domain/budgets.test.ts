// Budgets (docs/budgets.md): the period an order date falls in, a budget's figures, which budget an order
// spends, and what each overrun policy does with an order over what remains.
import { describe, expect, it } from 'vitest';
import {
  BUDGET_MESSAGES,
  budgetAllowsSubmit,
  budgetBarPercent,
  budgetDecision,
  budgetFigures,
  formatBudgetRemaining,
  budgetForOrder,
  budgetHoldReason,
  budgetPeriodOf,
  chargeStateOf,
  isInPeriod,
  ORDER_STATUS,
} from '../../../engine';
import type { BudgetPlan, OverrunPolicy } from '../../../engine';

/** An epoch time from a Shanghai wall clock (UTC+8). */
const shanghai = (year: number, month: number, day: number, hour = 12) =>
  Date.UTC(year, month - 1, day, hour - 8);

describe('the period an order date falls in (Asia/Shanghai calendar)', () => {
  it.each([
    ['month', shanghai(2026, 11, 27), '2026-11', '2026年11月'],
    ['month', shanghai(2026, 1, 1, 0), '2026-01', '2026年1月'],
    ['quarter', shanghai(2026, 11, 27), '2026-Q4', '2026年第4季度'],
    ['quarter', shanghai(2026, 3, 31, 23), '2026-Q1', '2026年第1季度'],
    ['quarter', shanghai(2026, 4, 1, 0), '2026-Q2', '2026年第2季度'],
    ['year', shanghai(2026, 12, 31, 23), '2026', '2026年'],
  ] as const)('%s of %i is %s', (kind, epoch, key, label) => {
    expect(budgetPeriodOf(kind, epoch)).toEqual({ kind, key, label });
  });

  it('counts midnight in Shanghai as the new day, whatever UTC says', () => {
    // 2026-12-01 00:30 in Shanghai is still 30 November in UTC.
    const justAfterMidnight = Date.UTC(2026, 10, 30, 16, 30);
    expect(isInPeriod({ kind: 'month', key: '2026-12' }, justAfterMidnight)).toBe(true);
    expect(isInPeriod({ kind: 'month', key: '2026-11' }, justAfterMidnight)).toBe(false);
  });
});

describe('what an order status does to its charge', () => {
  it.each([
    [ORDER_STATUS.pendingReview, 'frozen'],
    [ORDER_STATUS.toShip, 'used'],
    [ORDER_STATUS.shipped, 'used'],
    [ORDER_STATUS.completed, 'used'],
    [ORDER_STATUS.rejected, 'released'],
    [ORDER_STATUS.cancelled, 'released'],
  ] as const)('status %i → %s', (status, state) => {
    expect(chargeStateOf(status)).toBe(state);
  });
});

describe('a budget’s figures', () => {
  it.each([
    ['nothing spent', '1000', [], '0', '0', '1000', '0', 0],
    [
      'used and frozen',
      '20000',
      [
        { amount: '15000.5', state: 'used' },
        { amount: '3000', state: 'frozen' },
        { amount: '999', state: 'released' },
      ],
      '15000.5',
      '3000',
      '1999.5',
      '0',
      90,
    ],
    [
      'overspent (warn)',
      '100',
      [
        { amount: '80', state: 'used' },
        { amount: '50.25', state: 'used' },
      ],
      '130.25',
      '0',
      '-30.25',
      '30.25',
      130,
    ],
    [
      '0.1 + 0.2 exactly',
      '0.3',
      [
        { amount: '0.1', state: 'used' },
        { amount: '0.2', state: 'frozen' },
      ],
      '0.1',
      '0.2',
      '0',
      '0',
      100,
    ],
  ] as const)('%s', (_, total, charges, used, frozen, remaining, overspent, percent) => {
    expect(budgetFigures(total, charges)).toEqual({
      total,
      used,
      frozen,
      remaining,
      overspent,
      percent,
    });
  });

  it.each([
    ['800', '¥800.00'],
    ['0', '¥0.00'],
    ['-3463.5', '已超支 ¥3463.50'],
  ])('a remaining of %s reads %s', (remaining, text) => {
    expect(formatBudgetRemaining(remaining)).toBe(text);
  });

  it('caps the bar at 100 for an overspent budget', () => {
    expect(budgetBarPercent({ percent: 130 })).toBe(100);
    expect(budgetBarPercent({ percent: 42 })).toBe(42);
  });
});

describe('the budget an order spends', () => {
  const november = shanghai(2026, 11, 27);
  const plans: BudgetPlan[] = [
    { id: 'd-month', ownerKind: 'department', ownerId: 'admin', periodKind: 'month', periodKey: '2026-11' },
    { id: 'd-old', ownerKind: 'department', ownerId: 'rd', periodKind: 'month', periodKey: '2026-10' },
    { id: 'p-year', ownerKind: 'person', ownerId: 'zhang', periodKind: 'year', periodKey: '2026' },
  ];

  it.each([
    ['a person with their own budget spends it', 'zhang', 'admin', 'p-year'],
    ['a person without one spends their department’s', 'li', 'admin', 'd-month'],
    ['a department whose budget is for another period spends none', 'wang', 'rd', undefined],
  ])('%s', (_, personId, departmentId, expected) => {
    expect(budgetForOrder(plans, { personId, departmentId }, november)?.id).toBe(expected);
  });
});

describe('what the overrun policy does with an order', () => {
  const budget = { name: '行政部 2026年11月', remaining: '800' };

  it.each([
    ['block', '500', 'fits', '500', '0', '300', null],
    ['block', '800', 'fits', '800', '0', '0', null],
    ['block', '1200', 'refused', '0', '400', '800', BUDGET_MESSAGES.refused(budget.name, '1200', '800')],
    ['review', '1200', 'review', '800', '400', '0', BUDGET_MESSAGES.review('400')],
    ['warn', '1200', 'warned', '1200', '0', '-400', BUDGET_MESSAGES.warned('400')],
  ] as const)('%s, an order of %s: %s', (policy, total, outcome, covered, overrun, after, message) => {
    expect(budgetDecision(policy as OverrunPolicy, budget, total)).toEqual({
      outcome,
      covered,
      overrun,
      remainingAfter: after,
      message,
    });
  });

  it('says what the member reads', () => {
    expect(BUDGET_MESSAGES.refused('行政部', '1200', '800')).toBe(
      '超出预算：本单¥1200.00，「行政部」剩余¥800.00，无法提交订单',
    );
    expect(BUDGET_MESSAGES.review('400')).toBe('本单超出预算¥400.00，提交后将进入待审核，审核原因：超出预算');
    expect(BUDGET_MESSAGES.warned('0.5')).toBe('本单超出预算¥0.50，提交后该预算将超支');
  });

  it('under review an already overspent budget is charged nothing more', () => {
    const decision = budgetDecision('review', { name: 'x', remaining: '-50' }, '100');
    expect(decision).toMatchObject({
      outcome: 'review',
      covered: '0',
      overrun: '100',
      remainingAfter: '-50',
    });
  });

  it.each([
    ['400', '超出预算'],
    ['0.01', '超出预算'],
    ['0', ''],
  ])('an overrun of %s gives the review reason %j', (overrun, reason) => {
    expect(budgetHoldReason(overrun)).toBe(reason);
  });

  it('only block stops the submit', () => {
    expect(
      ['fits', 'refused', 'review', 'warned'].map((outcome) => budgetAllowsSubmit(outcome as never)),
    ).toEqual([true, false, true, true]);
  });
});

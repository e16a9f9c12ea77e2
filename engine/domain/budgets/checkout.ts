// The budget check at procurement checkout (docs/budgets.md): which budget an order spends and what its
// overrun policy does with an order over what remains.
import { compare, formatMoney, subtract, toMoney, type Amount, type Money } from '../money';
import { budgetPeriodOf, type BudgetPeriodKind } from './periods';
import type { OverrunPolicy } from './figures';

/** The reason an order over its budget waits for the reviewer under `review`. */
export const OVER_BUDGET_REASON = '超出预算';

/** Whose budget it is: a department's, or one person's. */
export type BudgetOwnerKind = 'department' | 'person';

export interface BudgetPlan {
  id: string;
  ownerKind: BudgetOwnerKind;
  ownerId: string;
  periodKind: BudgetPeriodKind;
  /** The period it covers (budgetPeriodOf's key). */
  periodKey: string;
}

/**
 * The budget an order placed at `epoch` spends: the buyer's own budget for that period where there is one,
 * else their department's; undefined when neither has one (the order spends no budget).
 */
export function budgetForOrder<T extends BudgetPlan>(
  budgets: readonly T[],
  buyer: { personId: string; departmentId: string },
  epoch: number,
): T | undefined {
  const covering = (kind: BudgetOwnerKind, ownerId: string) =>
    budgets.find(
      (budget) =>
        budget.ownerKind === kind &&
        budget.ownerId === ownerId &&
        budgetPeriodOf(budget.periodKind, epoch).key === budget.periodKey,
    );
  return covering('person', buyer.personId) ?? covering('department', buyer.departmentId);
}

/** fits: within what remains; refused (block); review: 待审核 with 超出预算; warned: through, with a notice. */
export type BudgetOutcome = 'fits' | 'refused' | 'review' | 'warned';

export interface BudgetDecision {
  outcome: BudgetOutcome;
  /** What the order charges to the budget: what it covers. */
  covered: Money;
  /** The part of the order above what the budget covers (0 when it fits or under warn). */
  overrun: Money;
  /** What remains of the budget once this order is placed. */
  remainingAfter: Money;
  /** The refusal or notice the member reads; null when the order fits. */
  message: string | null;
}

export const BUDGET_MESSAGES = {
  refused: (name: string, total: Amount, remaining: Amount) =>
    `超出预算：本单${formatMoney(total)}，「${name}」剩余${formatMoney(remaining)}，无法提交订单`,
  review: (overrun: Amount) =>
    `本单超出预算${formatMoney(overrun)}，提交后将进入待审核，审核原因：${OVER_BUDGET_REASON}`,
  warned: (overrun: Amount) => `本单超出预算${formatMoney(overrun)}，提交后该预算将超支`,
} as const;

const atLeastZero = (value: Amount): Money => (compare(value, 0) < 0 ? toMoney(0) : toMoney(value));

/**
 * What the policy does with an order of `orderTotal` against a budget with `remaining` left. Under review the
 * order freezes only what remains, so the budget never goes below zero; the overrun is the reviewer's to
 * approve. Under warn the whole order is charged and the budget shows as overspent.
 */
export function budgetDecision(
  policy: OverrunPolicy,
  budget: { name: string; remaining: Amount },
  orderTotal: Amount,
): BudgetDecision {
  const { name, remaining } = budget;
  const shortBy = subtract(orderTotal, atLeastZero(remaining));
  if (compare(shortBy, 0) <= 0) {
    return {
      outcome: 'fits',
      covered: toMoney(orderTotal),
      overrun: toMoney(0),
      remainingAfter: subtract(remaining, orderTotal),
      message: null,
    };
  }
  if (policy === 'block') {
    return {
      outcome: 'refused',
      covered: toMoney(0),
      overrun: shortBy,
      remainingAfter: toMoney(remaining),
      message: BUDGET_MESSAGES.refused(name, orderTotal, atLeastZero(remaining)),
    };
  }
  if (policy === 'review') {
    const covered = atLeastZero(remaining);
    return {
      outcome: 'review',
      covered,
      overrun: shortBy,
      remainingAfter: subtract(remaining, covered),
      message: BUDGET_MESSAGES.review(shortBy),
    };
  }
  return {
    outcome: 'warned',
    covered: toMoney(orderTotal),
    overrun: toMoney(0),
    remainingAfter: subtract(remaining, orderTotal),
    message: BUDGET_MESSAGES.warned(shortBy),
  };
}

/** Why an order waits for the reviewer beyond the shop's usual review: 超出预算 when its budget left an overrun. */
export const budgetHoldReason = (overrun: Amount): string =>
  compare(overrun, 0) > 0 ? OVER_BUDGET_REASON : '';

/** Whether the settlement may be submitted with this budget outcome (block refuses it). */
export const budgetAllowsSubmit = (outcome: BudgetOutcome): boolean => outcome !== 'refused';

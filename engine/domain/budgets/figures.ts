// A budget's figures (docs/budgets.md): what its orders used and froze, what remains, and what was overspent.
import type { Capabilities } from '../../capabilities/catalogue';
import { ORDER_STATUS, type OrderStatus } from '../codes';
import {
  compare,
  divide,
  formatMoney,
  multiply,
  roundDown,
  subtract,
  sum,
  toMoney,
  type Amount,
  type Money,
} from '../money';
import { BUDGET_TEXT } from './texts';

/**
 * The overrun policy (capability `budgets.overrun`): what an order over the remaining budget does. block: it
 * is refused; review: it waits for the reviewer with the reason 超出预算; warn: it goes through with a notice.
 */
export type OverrunPolicy = Capabilities['budgets.overrun'];

/** What an order does to its budget: freezes it while under review, uses it once on, frees it when stopped. */
export type ChargeState = 'frozen' | 'used' | 'released';

export const CHARGE_STATE_LABEL: Readonly<Record<ChargeState, string>> = {
  frozen: '冻结中',
  used: '已使用',
  released: '已释放',
};

/** A rejected or cancelled order frees its charge; one under review freezes it; any other has used it. */
export function chargeStateOf(status: OrderStatus): ChargeState {
  if (status === ORDER_STATUS.pendingReview) return 'frozen';
  if (status === ORDER_STATUS.rejected || status === ORDER_STATUS.cancelled) return 'released';
  return 'used';
}

/** What one order charged to the budget (the part the budget covers) and the state it is in. */
export interface BudgetCharge {
  amount: Amount;
  state: ChargeState;
}

export interface BudgetFigures {
  total: Money;
  used: Money;
  frozen: Money;
  /** total − used − frozen; below zero only where the policy let orders through anyway (warn). */
  remaining: Money;
  /** How far used and frozen go past the total: shown as 已超支, never as a negative remaining. */
  overspent: Money;
  /** Used and frozen as a whole percentage of the total (rounded down), for the bar; may pass 100. */
  percent: number;
}

const atLeastZero = (value: Money): Money => (compare(value, 0) < 0 ? toMoney(0) : value);

/** The figures of a budget of `total` with these charges; released charges count for nothing. */
export function budgetFigures(total: Amount, charges: readonly BudgetCharge[]): BudgetFigures {
  const of = (state: ChargeState) =>
    sum(charges.filter((charge) => charge.state === state).map((charge) => charge.amount));
  const used = of('used');
  const frozen = of('frozen');
  const remaining = subtract(subtract(total, used), frozen);
  const spent = sum([used, frozen]);
  const percent = compare(total, 0) > 0 ? Number(roundDown(multiply(divide(spent, total), 100), 0)) : 100;
  return {
    total: toMoney(total),
    used,
    frozen,
    remaining,
    overspent: atLeastZero(subtract(spent, total)),
    percent,
  };
}

/** What the bar shows: the share spent, capped at 100 (an overspent budget is full, and says so). */
export const budgetBarPercent = (figures: Pick<BudgetFigures, 'percent'>): number =>
  Math.min(100, Math.max(0, figures.percent));

/** A remaining as the member reads it: below zero (warn) it is 已超支 and the amount, never a negative price. */
export const formatBudgetRemaining = (remaining: Amount): string =>
  compare(remaining, 0) < 0
    ? `${BUDGET_TEXT.overspent} ${formatMoney(subtract(0, remaining))}`
    : formatMoney(remaining);

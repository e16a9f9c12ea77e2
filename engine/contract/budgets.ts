// 预算管理's answers and requests (src/demo-gateway/README.md, docs/budgets.md). Amounts are exact decimal text.
import type { BudgetOwnerKind, BudgetPeriodKind, ChargeState } from '../domain';

/** Whose budgets the list shows: a department or a person of the directory. */
export interface BudgetOwner {
  ownerKind: BudgetOwnerKind;
  ownerId: string;
}

export interface BudgetDirectory {
  departments: { id: string; name: string; people: { id: string; name: string }[] }[];
  /** Where the member sits, chosen first; null when the directory does not list them. */
  mine: { departmentId: string; personId: string } | null;
}

export interface BudgetSummary {
  budgetId: string;
  name: string;
  ownerKind: BudgetOwnerKind;
  ownerName: string;
  periodKind: BudgetPeriodKind;
  periodLabel: string;
  total: string;
  used: string;
  frozen: string;
  remaining: string;
  overspent: string;
  percent: number;
}

/** One order a budget paid for: what it charged (amount), the overrun a reviewer approves, its state. */
export interface BudgetOrder {
  orderNo: string;
  buyer: string;
  createTime: string;
  orderTotal: string;
  amount: string;
  overrun: string;
  orderStatusName: string;
  chargeState: ChargeState;
  chargeStateName: string;
}

export interface BudgetDetail extends BudgetSummary {
  orders: BudgetOrder[];
}

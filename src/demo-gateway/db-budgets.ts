// Budgets (预算管理, docs/budgets.md): the company's departments and people, each department's and person's
// budgets per period, and what each order charged to one. Seeded by seed-budgets.ts; orders add charges.
import type { BudgetPlan, OrderStatus } from '../../engine';

/** One person of a department; `account` links a demo account (seed-accounts.ts) to them. */
export interface Person {
  id: string;
  name: string;
  account?: string;
}

export interface Department {
  id: string;
  name: string;
  people: Person[];
}

export interface StoredBudget extends BudgetPlan {
  name: string;
  /** The amount granted, as exact decimal text. */
  total: string;
}

/** What one order charged to a budget: the part the budget covers and the overrun the reviewer approves. */
export interface StoredCharge {
  budgetId: string;
  orderNo: string;
  buyer: string;
  time: number;
  orderTotal: string;
  amount: string;
  overrun: string;
  /**
   * The status of a colleague's order that no demo account placed (seeded history); the demo's own orders
   * are looked up, so a review or a cancel moves their charge.
   */
  seededStatus?: OrderStatus;
}

export interface BudgetBook {
  departments: Department[];
  budgets: StoredBudget[];
  charges: StoredCharge[];
}

export const emptyBudgetBook = (): BudgetBook => ({ departments: [], budgets: [], charges: [] });

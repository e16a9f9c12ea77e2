// The gateway's side of budgets (docs/budgets.md): whose budget an order spends, each budget's figures and
// orders, and the charge an order leaves. Every rule and message is the engine's.
import {
  budgetDecision,
  budgetFigures,
  budgetForOrder,
  budgetHoldReason,
  budgetPeriodLabel,
  CHARGE_STATE_LABEL,
  chargeStateOf,
  ORDER_STATUS_LABEL,
  toMoney,
} from '../../engine';
import type { Amount, BudgetDecision, OrderStatus } from '../../engine';
import type { BudgetOrder, BudgetSummary, SettlementBudget } from '../../engine/contract';
import type { Order, ShopDb, User } from './db';
import type { Department, Person, StoredBudget, StoredCharge } from './db-budgets';
import type { ShopRules } from './shop-rules';
import { shanghaiTime } from './time';

/** The department and person of a demo account, where the company's directory lists them. */
export function placeOf(db: ShopDb, user: User): { department: Department; person: Person } | undefined {
  for (const department of db.budgets.departments) {
    const person = department.people.find((each) => each.account === user.account);
    if (person) return { department, person };
  }
  return undefined;
}

const statusOf = (db: ShopDb, charge: StoredCharge): OrderStatus | undefined =>
  db.orders.find((order) => order.orderNo === charge.orderNo)?.orderStatus ?? charge.seededStatus;

const chargesOf = (db: ShopDb, budget: StoredBudget) =>
  db.budgets.charges.flatMap((charge) => {
    const status = charge.budgetId === budget.id ? statusOf(db, charge) : undefined;
    return status === undefined ? [] : [{ charge, status, state: chargeStateOf(status) }];
  });

export const figuresOf = (db: ShopDb, budget: StoredBudget) =>
  budgetFigures(
    budget.total,
    chargesOf(db, budget).map(({ charge, state }) => ({ amount: charge.amount, state })),
  );

const ownerName = (db: ShopDb, budget: StoredBudget): string =>
  budget.ownerKind === 'department'
    ? (db.budgets.departments.find((each) => each.id === budget.ownerId)?.name ?? '')
    : (db.budgets.departments.flatMap((each) => each.people).find((each) => each.id === budget.ownerId)
        ?.name ?? '');

export function budgetView(db: ShopDb, budget: StoredBudget): BudgetSummary {
  return {
    budgetId: budget.id,
    name: budget.name,
    ownerKind: budget.ownerKind,
    ownerName: ownerName(db, budget),
    periodKind: budget.periodKind,
    periodLabel: budgetPeriodLabel(budget.periodKind, budget.periodKey),
    ...figuresOf(db, budget),
  };
}

/** The budget's orders, newest first, each with what it charged and the state of that charge. */
export const budgetOrders = (db: ShopDb, budget: StoredBudget): BudgetOrder[] =>
  chargesOf(db, budget)
    .sort((a, b) => b.charge.time - a.charge.time)
    .map(({ charge, status, state }) => ({
      orderNo: charge.orderNo,
      buyer: charge.buyer,
      createTime: shanghaiTime(charge.time),
      orderTotal: charge.orderTotal,
      amount: charge.amount,
      overrun: charge.overrun,
      orderStatusName: ORDER_STATUS_LABEL[status],
      chargeState: state,
      chargeStateName: CHARGE_STATE_LABEL[state],
    }));

type CheckoutContext = { db: ShopDb; user: User; now: number; rules: ShopRules };

export interface BudgetSpend {
  budget: StoredBudget;
  /** What remains before this order. */
  remaining: string;
  decision: BudgetDecision;
  orderTotal: string;
}

/** What the settlement says about the budget an order of `orderTotal` would spend now, with the decision. */
export function budgetAtCheckout(
  { db, user, now, rules }: CheckoutContext,
  orderTotal: Amount,
): BudgetSpend | undefined {
  if (!rules.capabilities['budgets.enabled']) return undefined;
  const place = placeOf(db, user);
  const budget =
    place &&
    budgetForOrder(db.budgets.budgets, { personId: place.person.id, departmentId: place.department.id }, now);
  if (!budget) return undefined;
  const { remaining } = figuresOf(db, budget);
  const decision = budgetDecision(
    rules.capabilities['budgets.overrun'],
    { name: budget.name, remaining },
    orderTotal,
  );
  return { budget, remaining, decision, orderTotal: toMoney(orderTotal) };
}

/**
 * The preview with its budget line where the shop keeps budgets: which budget the order spends, what remains
 * before and after it, and the policy's notice or refusal; null when the buyer has no budget this period.
 */
export function withBudget<T extends { totalMoney: Amount }>(context: CheckoutContext, summary: T) {
  if (!context.rules.capabilities['budgets.enabled']) return summary;
  const spend = budgetAtCheckout(context, summary.totalMoney);
  const budget: SettlementBudget | undefined = spend && {
    budgetId: spend.budget.id,
    name: spend.budget.name,
    remaining: spend.remaining,
    remainingAfter: spend.decision.remainingAfter,
    outcome: spend.decision.outcome,
    message: spend.decision.message,
  };
  return { ...summary, budget: budget ?? null };
}

/** Records what a placed order charged to its budget. */
export function chargeBudget(db: ShopDb, user: User, order: Order, spend: BudgetSpend | undefined): void {
  if (!spend) return;
  db.budgets.charges.push({
    budgetId: spend.budget.id,
    orderNo: order.orderNo,
    buyer: user.nickName,
    time: order.createTime,
    orderTotal: spend.orderTotal,
    amount: spend.decision.covered,
    overrun: spend.decision.overrun,
  });
}

/** Why the order waits for the reviewer beyond the shop's usual review: 超出预算 where it passed its budget. */
export function holdReasonOf(db: ShopDb, order: Order): string {
  const charge = db.budgets.charges.find((each) => each.orderNo === order.orderNo);
  return charge ? budgetHoldReason(charge.overrun) : '';
}

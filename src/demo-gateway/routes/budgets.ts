// 预算管理 (docs/budgets.md): the chooser's departments and people, the budgets of one of them, and one budget
// with its orders. Guarded like the page: F000198 where the shop keeps budgets (CALL_PERMISSIONS.budgets).
import { BUDGET_TEXT } from '../../../engine';
import type { BudgetDetail, BudgetDirectory } from '../../../engine/contract';
import { invalid, notFound } from '../answer';
import { budgetOrders, budgetView, placeOf } from '../budget-book';
import { requirePermission } from '../permissions';
import { get, post } from '../router';
import type { Route } from '../router';

const OWNER_KINDS = ['department', 'person'] as const;

export const budgetRoutes: Route[] = [
  get('/mall/member/budget/owners', 'user', (context): BudgetDirectory => {
    requirePermission(context, 'budgets');
    const { db, user } = context;
    const place = placeOf(db, user);
    return {
      departments: db.budgets.departments.map(({ id, name, people }) => ({
        id,
        name,
        people: people.map((person) => ({ id: person.id, name: person.name })),
      })),
      mine: place ? { departmentId: place.department.id, personId: place.person.id } : null,
    };
  }),
  post('/mall/member/budget/list', 'user', (context) => {
    requirePermission(context, 'budgets');
    const { db, input } = context;
    const ownerKind = input.oneOf('ownerKind', OWNER_KINDS);
    const ownerId = input.text('ownerId', { message: BUDGET_TEXT.ownerMissing, max: 64 });
    const known =
      ownerKind === 'department'
        ? db.budgets.departments.some((each) => each.id === ownerId)
        : db.budgets.departments.some((each) => each.people.some((person) => person.id === ownerId));
    if (!known) invalid(BUDGET_TEXT.ownerMissing);
    return db.budgets.budgets
      .filter((budget) => budget.ownerKind === ownerKind && budget.ownerId === ownerId)
      .map((budget) => budgetView(db, budget));
  }),
  get('/mall/member/budget/detail', 'user', (context): BudgetDetail => {
    requirePermission(context, 'budgets');
    const { db, input } = context;
    const budgetId = input.text('budgetId', { message: BUDGET_TEXT.notFound, max: 64 });
    const budget = db.budgets.budgets.find((each) => each.id === budgetId) ?? notFound(BUDGET_TEXT.notFound);
    return { ...budgetView(db, budget), orders: budgetOrders(db, budget) };
  }),
];

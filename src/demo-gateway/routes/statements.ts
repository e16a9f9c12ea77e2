// 账单 (docs/invoices.md, main alias /mall/statement/*): the member's monthly statements, paged and filtered
// by status and period, one with its orders and refunds, and 确认账单.
import { isPeriod, STATEMENT_STATUSES, STATEMENT_TEXT } from '../../../engine';
import { invalid, ok } from '../answer';
import { page } from '../input';
import { mayCall, requirePermission } from '../permissions';
import { get, post } from '../router';
import type { Context, Route } from '../router';
import { findStatement, moveStatement, statementDetail, statementSummary } from '../statements';

/** The member's statement named by `id`, once the member may read statements. */
function memberStatement(context: Context) {
  requirePermission(context, 'statements');
  const { db, user, input } = context;
  return findStatement(db, input.text('id', { message: STATEMENT_TEXT.idMissing }), user.id);
}

export const statementRoutes: Route[] = [
  post('/mall/statement/list', 'user', (context) => {
    requirePermission(context, 'statements');
    const { db, user, input } = context;
    const status = input.has('status') ? input.oneOf('status', STATEMENT_STATUSES) : undefined;
    const period = input.optionalText('period', { max: 7, message: STATEMENT_TEXT.periodInvalid });
    if (period !== undefined && !isPeriod(period)) invalid(STATEMENT_TEXT.periodInvalid);
    const mayAct = mayCall(context, 'statementConfirm');
    const mine = db.statements
      .filter(
        (each) =>
          each.userId === user.id &&
          (status === undefined || each.status === status) &&
          (period === undefined || each.period === period),
      )
      .sort((a, b) => b.period.localeCompare(a.period));
    return page(
      mine.map((each) => statementSummary(db, each, mayAct)),
      input.paging(10),
    );
  }),
  get('/mall/statement/detail', 'user', (context) =>
    statementDetail(context.db, memberStatement(context), mayCall(context, 'statementConfirm')),
  ),
  post('/mall/statement/confirm', 'user', (context) => {
    const found = memberStatement(context);
    requirePermission(context, 'statementConfirm');
    moveStatement(context.db, found, 'confirm', context.now);
    return ok(statementDetail(context.db, found, true), STATEMENT_TEXT.confirmed);
  }),
];

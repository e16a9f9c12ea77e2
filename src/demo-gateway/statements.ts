// The company account's monthly statements (账单, docs/invoices.md): what a statement holds, the moves of its
// life, and how the member reads it. Which orders belong, the totals and every message are the engine's.
import {
  belongsToStatement,
  nextStatementStatus,
  ORDER_STATUS_LABEL,
  periodDays,
  periodLabel,
  STATEMENT_STATUS_LABEL,
  STATEMENT_TEXT,
  statementActions,
  statementRefunds,
  statementTotals,
  toMoney,
} from '../../engine';
import type { StatementEvent } from '../../engine';
import type { StatementDetail, StatementSummary } from '../../engine/contract';
import { refundedOf } from './after-sales';
import { notFound, refused } from './answer';
import { orderTotalMoney } from './db';
import type { ShopDb } from './db';
import type { StatementContent, StoredStatement } from './db-invoices';
import type { Input } from './input';
import { shanghaiTime } from './time';

/** A statement's number: the account and the month, e.g. ZD10001202610. */
export const statementId = (userId: number, period: string): string =>
  `ZD${userId}${period.replace('-', '')}`;

/** The orders and refunds now: as confirmed once confirmed, else as the orders and their refunds stand. */
export function statementContent(db: ShopDb, statement: StoredStatement): StatementContent {
  if (statement.confirmed) return statement.confirmed;
  const orders = db.orders
    .map((order) => ({ order, money: toMoney(orderTotalMoney(order)) }))
    .filter(
      ({ order, money }) =>
        order.userId === statement.userId && belongsToStatement({ ...order, money }, statement.period),
    )
    .sort((a, b) => (a.order.payTime ?? 0) - (b.order.payTime ?? 0));
  const refunds = statementRefunds(
    orders.map(({ order }) => ({ orderNo: order.orderNo, refunded: refundedOf(db, order.orderNo).money })),
  );
  return {
    orders: orders.map(({ order, money }) => ({
      orderNo: order.orderNo,
      payTime: order.payTime ?? 0,
      amount: money,
    })),
    refunds: refunds.map(({ orderNo, refunded }) => ({ orderNo, amount: refunded })),
  };
}

/** Moves a statement by one event, or refuses with the engine's message where the event does not apply. */
export function moveStatement(
  db: ShopDb,
  statement: StoredStatement,
  event: StatementEvent,
  now: number,
): void {
  const next =
    nextStatementStatus(statement.status, event) ?? refused(STATEMENT_TEXT.notAllowedNow(statement.status));
  if (event === 'confirm') {
    statement.confirmed = statementContent(db, statement);
    statement.confirmTime = now;
  } else statement.settleTime = now;
  statement.status = next;
}

const timeOrEmpty = (time: number | null) => (time === null ? '' : shanghaiTime(time));

/** A statement as the list shows it; `mayAct`: the member holds 确认账单 (F000621). */
export function statementSummary(db: ShopDb, statement: StoredStatement, mayAct: boolean): StatementSummary {
  const content = statementContent(db, statement);
  const totals = statementTotals(content.orders, content.refunds);
  return {
    id: statement.id,
    period: statement.period,
    periodLabel: periodLabel(statement.period),
    periodDays: periodDays(statement.period),
    status: statement.status,
    statusName: STATEMENT_STATUS_LABEL[statement.status],
    ...totals,
    refundCount: content.refunds.length,
    createTime: shanghaiTime(statement.createTime),
    confirmTime: timeOrEmpty(statement.confirmTime),
    settleTime: timeOrEmpty(statement.settleTime),
    actions: statementActions(statement.status, { mayAct, orderCount: totals.orderCount }),
  };
}

/** A statement with its orders (with their status now) and refunds. */
export function statementDetail(db: ShopDb, statement: StoredStatement, mayAct: boolean): StatementDetail {
  const content = statementContent(db, statement);
  const statusOf = (orderNo: string) => db.orders.find((order) => order.orderNo === orderNo)?.orderStatus;
  return {
    ...statementSummary(db, statement, mayAct),
    orders: content.orders.map(({ orderNo, payTime, amount }) => {
      const status = statusOf(orderNo);
      return {
        orderNo,
        payTime: shanghaiTime(payTime),
        statusName: status === undefined ? '' : ORDER_STATUS_LABEL[status],
        amount,
      };
    }),
    refunds: content.refunds,
  };
}

export const findStatement = (db: ShopDb, id: string, userId?: number): StoredStatement =>
  db.statements.find((each) => each.id === id && (userId === undefined || each.userId === userId)) ??
  notFound(STATEMENT_TEXT.notFound);

/** The demo's finance department (POST /api/__demo/statement): records a confirmed statement as paid. */
export function statementFinanceAction(db: ShopDb, input: Input, now: number): StoredStatement {
  const found = findStatement(db, input.text('id', { message: STATEMENT_TEXT.idMissing }));
  input.oneOf('action', ['settle'], 'settle');
  moveStatement(db, found, 'settle', now);
  return found;
}

// 账单 seed (docs/invoices.md): for `member` where the shop keeps statements, a completed money order in each
// of the three months before the seed, and those months' statements, one per status: last month's 待确认, the
// month before 已确认, the one before that 已结清. The member's other orders of those months join them.
import { periodOf, periodStart, previousPeriod } from '../../engine';
import type { StatementStatus } from '../../engine';
import type { ShopDb } from './db';
import type { StoredStatement } from './db-invoices';
import { mayCall } from './permissions';
import { completedOrder } from './seed-after-sales';
import { seedShipments } from './seed-order-life';
import { shopRules } from './shop-rules';
import { moveStatement, statementId } from './statements';
import { DAY, HOUR } from './time';

/** Newest month first: its status and the order placed on its 12th. */
const MONTHS: readonly [StatementStatus, [string, number][]][] = [
  [
    'pending',
    [
      ['G-0012-01', 2],
      ['G-0020-01', 1],
    ],
  ],
  ['confirmed', [['G-0003-01', 3]]],
  [
    'settled',
    [
      ['G-0004-01', 1],
      ['G-0012-01', 1],
    ],
  ],
];

export function seedStatements(db: ShopDb): void {
  const member = db.users.get('member');
  if (!member || !mayCall({ rules: shopRules(db.resolved, member), user: member }, 'statements')) return;
  let drawnUp = periodStart(periodOf(db.base));
  for (const [status, lines] of MONTHS) {
    const period = previousPeriod(periodOf(drawnUp));
    const placed = (db.base - (periodStart(period) + 11 * DAY + 10 * HOUR)) / DAY;
    const order = completedOrder(db, member, lines, { placed, received: placed - 3 });
    if (order) seedShipments(db, [order], `statements#${period}`);
    const statement: StoredStatement = {
      id: statementId(member.id, period),
      userId: member.id,
      period,
      status: 'pending',
      createTime: drawnUp,
      confirmTime: null,
      settleTime: null,
      confirmed: null,
    };
    db.statements.push(statement);
    if (status !== 'pending') moveStatement(db, statement, 'confirm', drawnUp + 3 * DAY);
    if (status === 'settled') moveStatement(db, statement, 'settle', drawnUp + 10 * DAY);
    drawnUp = periodStart(period);
  }
}

// 我的余额's demo ledger (docs/balance.md): 30 entries for `member` wherever the shop gives it a balance,
// over five months before the seed time: the company's recharges, 消费 for each of the member's money
// orders and 退款 for its finished money refunds, statement holds (冻结, then 解冻) and finance adjustments,
// the last hold still frozen. Deterministic: its own PRNG, keyed by the shop, every date before the seed.
import {
  add,
  BALANCE_REMARK,
  CALL_PERMISSIONS,
  compare,
  divide,
  isZero,
  multiply,
  permits,
  roundUp,
  subtract,
  sum,
  toMoney,
} from '../../engine';
import type { BalanceOperation, Money } from '../../engine';
import { writeBalanceEntry } from './balance-ledger';
import { orderTotalMoney } from './db';
import type { ShopDb, User } from './db';
import { createRandom } from './prng';
import type { Random } from './prng';
import { shopRules } from './shop-rules';
import { DAY, HOUR } from './time';

/** The demo ledger's length. */
export const SEEDED_LEDGER_ENTRIES = 30;

const FIRST_DAYS_AGO = 150;
/** After the first, the company tops the balance up about once a month. */
const RECHARGE_DAYS_AGO = [118, 87, 55, 26];
/** Recharges are whole multiples of this. */
const RECHARGE_STEP = 500;

interface Planned {
  time: number;
  operation: BalanceOperation;
  orderNo?: string;
  remark: string;
}

/** Statement holds, their releases and adjustments, spread over the months; the last one a hold. */
function fillers(db: ShopDb, count: number, random: Random): Planned[] {
  let held = 0;
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    const time = db.base - (FIRST_DAYS_AGO - 2 - (index * (FIRST_DAYS_AGO - 6)) / count) * DAY + 10 * HOUR;
    const turn = index === count - 1 ? 0 : index % 3;
    if (turn === 0) {
      held = random.int(200, 2400) + random.int(0, 99) / 100;
      const bill = `ZD${String(random.int(100000, 999999))}`;
      return { time, operation: { type: 'freeze', amount: held }, remark: `账单${bill}待确认，冻结结算款` };
    }
    if (turn === 1)
      return { time, operation: { type: 'unfreeze', amount: held }, remark: '账单已确认，解冻结算款' };
    const cents = random.int(500, 30000);
    const amount = toMoney((index % 2 === 0 ? cents : -cents) / 100);
    return { time, operation: { type: 'adjust', amount }, remark: '财务调账' };
  });
}

/** The member's money orders, each paid from the balance, and the money its finished refunds gave back. */
function orderEntries(db: ShopDb, member: User): Planned[] {
  const spends = db.orders
    .filter((order) => order.userId === member.id && !isZero(orderTotalMoney(order)))
    .map((order) => ({
      time: order.createTime,
      operation: { type: 'spend' as const, amount: orderTotalMoney(order) },
      orderNo: order.orderNo,
      remark: BALANCE_REMARK.orderPaid,
    }));
  const refunds = db.afterSales
    .filter((each) => each.userId === member.id && each.status === 'completed' && each.type !== 'exchange')
    .flatMap((each) => {
      const finished = each.log.find((step) => step.status === 'completed');
      if (!finished || isZero(each.refund.money)) return [];
      return [
        {
          time: finished.time,
          operation: { type: 'refund' as const, amount: each.refund.money },
          orderNo: each.orderNo,
          remark: BALANCE_REMARK.afterSaleRefund(each.serviceNo),
        },
      ];
    });
  return [...spends, ...refunds];
}

/** Everything the entries could take from the available amount, were every credit to come last. */
function mostTaken(entries: readonly Planned[]): Money {
  return sum(
    entries.map(({ operation: { type, amount } }) => {
      if (type === 'spend' || type === 'freeze') return amount;
      return type === 'adjust' && compare(amount, 0) < 0 ? subtract(0, amount) : 0;
    }),
  );
}

const recharge = (time: number, amount: Money | number): Planned => ({
  time,
  operation: { type: 'recharge', amount },
  remark: '企业财务充值',
});

export function seedBalance(db: ShopDb): void {
  const member = db.users.get('member');
  if (!member) return;
  if (!permits(CALL_PERMISSIONS.balance, shopRules(db.resolved, member).capabilities, member.codes)) return;
  const random = createRandom(`${db.key}#balance`);
  const linked = orderEntries(db, member);
  const later = RECHARGE_DAYS_AGO.map((daysAgo) =>
    recharge(db.base - daysAgo * DAY + 9 * HOUR, random.int(2, 5) * RECHARGE_STEP),
  );
  const others = [...later, ...linked];
  const filled = [...others, ...fillers(db, SEEDED_LEDGER_ENTRIES - 1 - others.length, random)];
  // The first recharge covers whatever the rest takes, so no entry is ever refused, whatever the prices.
  const first = multiply(roundUp(divide(add(mostTaken(filled), 1), RECHARGE_STEP), 0), RECHARGE_STEP);
  const plan = [recharge(db.base - FIRST_DAYS_AGO * DAY + 9 * HOUR, first), ...filled].sort(
    (a, b) => a.time - b.time,
  );
  for (const { time, operation, orderNo = '', remark } of plan) {
    writeBalanceEntry(db, member.id, operation, { time, orderNo, remark });
  }
}

// 我的余额's demo ledger (docs/balance.md): 30 entries for `member` wherever the shop gives it a balance,
// over five months before the seed time: the company's recharges, 消费 for each of the member's money
// orders and 退款 for its finished money refunds, statement holds (冻结, then 解冻) and finance adjustments,
// the last hold still frozen. Deterministic: its own PRNG, keyed by the shop, every date before the seed.
import { BALANCE_REMARK, CALL_PERMISSIONS, isZero, permits, toMoney } from '../../engine';
import type { BalanceOperation } from '../../engine';
import { writeBalanceEntry } from './balance-ledger';
import { orderTotalMoney } from './db';
import type { ShopDb } from './db';
import { createRandom } from './prng';
import { shopRules } from './shop-rules';
import { DAY, HOUR } from './time';

/** The demo ledger's length. */
export const SEEDED_LEDGER_ENTRIES = 30;

const FIRST_DAYS_AGO = 150;
/** The company tops the balance up about once a month. */
const RECHARGE_DAYS_AGO = [150, 118, 87, 55, 26];

interface Planned {
  time: number;
  operation: BalanceOperation;
  orderNo?: string;
  remark: string;
}

/** Statement holds, their releases and adjustments, spread between the recharges. */
function fillers(db: ShopDb, count: number, random: ReturnType<typeof createRandom>): Planned[] {
  let held = 0;
  return Array.from({ length: count }, (_, index) => {
    const time = db.base - (FIRST_DAYS_AGO - 2 - (index * (FIRST_DAYS_AGO - 6)) / count) * DAY + 10 * HOUR;
    const last = index === count - 1;
    const turn = last ? 0 : index % 3;
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

export function seedBalance(db: ShopDb): void {
  const member = db.users.get('member');
  if (!member) return;
  if (!permits(CALL_PERMISSIONS.balance, shopRules(db.resolved, member).capabilities, member.codes)) return;
  const random = createRandom(`${db.key}#balance`);
  const orders = db.orders.filter((order) => order.userId === member.id && !isZero(orderTotalMoney(order)));
  const linked: Planned[] = [
    ...orders.map((order) => ({
      time: order.createTime,
      operation: { type: 'spend' as const, amount: orderTotalMoney(order) },
      orderNo: order.orderNo,
      remark: BALANCE_REMARK.orderPaid,
    })),
    ...db.afterSales
      .filter((each) => each.userId === member.id && each.status === 'completed' && each.type !== 'exchange')
      .flatMap((each) => {
        const finished = each.log.find((step) => step.status === 'completed');
        return finished && !isZero(each.refund.money)
          ? [
              {
                time: finished.time,
                operation: { type: 'refund' as const, amount: each.refund.money },
                orderNo: each.orderNo,
                remark: BALANCE_REMARK.afterSaleRefund(each.serviceNo),
              },
            ]
          : [];
      }),
  ];
  const recharges: Planned[] = RECHARGE_DAYS_AGO.map((daysAgo) => ({
    time: db.base - daysAgo * DAY + 9 * HOUR,
    operation: { type: 'recharge', amount: random.int(8, 16) * 500 },
    remark: '企业财务充值',
  }));
  const count = SEEDED_LEDGER_ENTRIES - linked.length - recharges.length;
  const plan = [...recharges, ...linked, ...fillers(db, count, random)].sort((a, b) => a.time - b.time);
  for (const { time, operation, orderNo, remark } of plan) {
    writeBalanceEntry(db, member.id, operation, { time, orderNo: orderNo ?? '', remark });
  }
}

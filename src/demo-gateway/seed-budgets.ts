// The company's budgets in shops that keep them (budgets.enabled; docs/budgets.md): eight departments with
// their people (enough that the chooser searches and pages), 行政部's monthly budget nearly spent, 研发部's
// quarterly one with room, and one person's own yearly budget. Deterministic: amounts are fixed, times
// relative to the seed's clock, and the member's seeded orders of this month are charged to 行政部.
import {
  add,
  budgetPeriodLabel,
  budgetPeriodOf,
  compare,
  divide,
  isInPeriod,
  multiply,
  ORDER_STATUS,
  roundDown,
  roundUp,
  subtract,
  sum,
} from '../../engine';
import type { BudgetOwnerKind, BudgetPeriodKind, OrderStatus } from '../../engine';
import type { ShopDb, User } from './db';
import type { Department, StoredBudget } from './db-budgets';
import { orderTotalMoney } from './db';
import { shopRules } from './shop-rules';
import { HOUR } from './time';

/** [id, name, people as [id, name, demo account?]]; the demo accounts sit where the journeys need them. */
const DIRECTORY: [string, string, [string, string, string?][]][] = [
  [
    'admin',
    '行政部',
    [
      ['p-member', '演示会员', 'member'],
      ['p-newcomer', '新注册用户', 'newcomer'],
      ['p-collector', '收藏达人', 'collector'],
      ['p-chenjing', '陈静'],
      ['p-liuyang', '刘洋'],
    ],
  ],
  [
    'rd',
    '研发部',
    [
      ['p-zhangwei', '张伟'],
      ['p-wangfang', '王芳'],
      ['p-liqiang', '李强'],
      ['p-zhoujie', '周杰'],
      ['p-wulei', '吴磊'],
    ],
  ],
  [
    'finance',
    '财务部',
    [
      ['p-reviewer', '订单审核员', 'reviewer'],
      ['p-sunli', '孙丽'],
      ['p-zhenghao', '郑浩'],
    ],
  ],
  [
    'purchase',
    '采购部',
    [
      ['p-supplier', '供应商小王', 'supplier'],
      ['p-hejun', '何军'],
      ['p-gaofeng', '高峰'],
    ],
  ],
  [
    'marketing',
    '市场部',
    [
      ['p-machao', '马超'],
      ['p-zhuting', '朱婷'],
      ['p-hubin', '胡斌'],
      ['p-linfeng', '林峰'],
    ],
  ],
  [
    'hr',
    '人力资源部',
    [
      ['p-guomin', '郭敏'],
      ['p-liangshuang', '梁爽'],
      ['p-songjia', '宋佳'],
    ],
  ],
  [
    'sales',
    '销售部',
    [
      ['p-xietao', '谢涛'],
      ['p-hanmei', '韩梅'],
      ['p-tangliang', '唐亮'],
      ['p-xunuo', '许诺'],
    ],
  ],
  [
    'legal',
    '法务部',
    [
      ['p-dengchao', '邓超'],
      ['p-caoying', '曹颖'],
    ],
  ],
];

interface BudgetSeed {
  ownerKind: BudgetOwnerKind;
  ownerId: string;
  ownerName: string;
  periodKind: BudgetPeriodKind;
  /** At least this much: raised to whole thousands where the member's orders alone would pass it. */
  total: string;
  /** What remains at the seed, after the member's orders and the colleagues'. */
  remaining: string;
  /** The colleagues whose orders spent the rest. */
  colleagues: string[];
  /** The demo member's seeded orders of the period are charged to it (their department's budget). */
  membersOrders?: boolean;
}

const BUDGETS: BudgetSeed[] = [
  {
    ownerKind: 'department',
    ownerId: 'admin',
    ownerName: '行政部',
    periodKind: 'month',
    total: '20000',
    remaining: '800',
    colleagues: ['陈静', '刘洋', '陈静'],
    membersOrders: true,
  },
  {
    ownerKind: 'department',
    ownerId: 'rd',
    ownerName: '研发部',
    periodKind: 'quarter',
    total: '300000',
    remaining: '213600',
    colleagues: ['王芳', '李强', '周杰'],
  },
  {
    ownerKind: 'person',
    ownerId: 'p-zhangwei',
    ownerName: '张伟',
    periodKind: 'year',
    total: '24000',
    remaining: '18800',
    colleagues: ['张伟', '张伟'],
  },
];

const COLLEAGUE_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.completed,
  ORDER_STATUS.shipped,
  ORDER_STATUS.toShip,
];

const memberOf = (db: ShopDb): User | undefined => db.users.get('member');

/** Charges the member's seeded orders placed in the budget's period to it; answers what they came to. */
function chargeMemberOrders(db: ShopDb, budget: StoredBudget): string {
  const member = memberOf(db);
  const orders = db.orders.filter(
    (order) =>
      order.userId === member?.id &&
      !order.virtual &&
      isInPeriod({ kind: budget.periodKind, key: budget.periodKey }, order.createTime),
  );
  for (const order of orders) {
    const total = String(orderTotalMoney(order));
    db.budgets.charges.push({
      budgetId: budget.id,
      orderNo: order.orderNo,
      buyer: member?.nickName ?? '',
      time: order.createTime,
      orderTotal: total,
      amount: total,
      overrun: '0',
    });
  }
  return sum(orders.map(orderTotalMoney));
}

/** The colleagues' orders that spent the rest, split in shares, a few hours apart inside the period. */
function chargeColleagues(
  db: ShopDb,
  budget: StoredBudget,
  rest: string,
  colleagues: readonly string[],
  /** Order numbers of this budget's colleagues start with it: DM + period digits + budget number. */
  numberPrefix: string,
) {
  let left = rest;
  colleagues.forEach((buyer, index) => {
    const last = index === colleagues.length - 1;
    const amount = last ? left : roundDown(multiply(left, '0.55'), 2);
    left = subtract(left, amount);
    const time = db.base - (index + 2) * 3 * HOUR;
    db.budgets.charges.push({
      budgetId: budget.id,
      orderNo: `${numberPrefix}${String(index + 1).padStart(2, '0')}`,
      buyer,
      time: isInPeriod({ kind: budget.periodKind, key: budget.periodKey }, time) ? time : db.base,
      orderTotal: amount,
      amount,
      overrun: '0',
      seededStatus: COLLEAGUE_STATUSES[index % COLLEAGUE_STATUSES.length],
    });
  });
}

export function seedBudgets(db: ShopDb): void {
  if (!shopRules(db.resolved, undefined).capabilities['budgets.enabled']) return;
  db.budgets.departments = DIRECTORY.map(([id, name, people]): Department => ({
    id,
    name,
    people: people.map(([personId, personName, account]) => ({
      id: personId,
      name: personName,
      ...(account ? { account } : {}),
    })),
  }));
  for (const [budgetIndex, seed] of BUDGETS.entries()) {
    const { key } = budgetPeriodOf(seed.periodKind, db.base);
    const budget: StoredBudget = {
      id: `B-${seed.ownerId}-${key}`,
      name: `${seed.ownerName}${budgetPeriodLabel(seed.periodKind, key)}预算`,
      ownerKind: seed.ownerKind,
      ownerId: seed.ownerId,
      periodKind: seed.periodKind,
      periodKey: key,
      total: seed.total,
    };
    db.budgets.budgets.push(budget);
    const members = seed.membersOrders ? chargeMemberOrders(db, budget) : '0';
    const needed = multiply(roundUp(divide(add(members, seed.remaining), 1000), 0), 1000);
    if (compare(needed, budget.total) > 0) budget.total = needed;
    const rest = subtract(subtract(budget.total, seed.remaining), members);
    if (compare(rest, 0) > 0)
      chargeColleagues(db, budget, rest, seed.colleagues, `DM${key.replace(/\D/g, '')}${budgetIndex + 1}`);
  }
}

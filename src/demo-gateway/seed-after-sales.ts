// The member's after-sales seed (docs/after-sales.md): an order whose cases show every status, and a fresh
// completed order with a line of 2 units for the journeys to claim. Dates are relative to the seed time.
import { afterSalePolicy, APPLIED_NOTE, COURIERS, limitsOf, logNote, ORDER_STATUS } from '../../engine';
import type { AfterSaleEvent, AfterSaleType } from '../../engine';
import { moveCase, openCase } from './after-sales';
import type { Order, ShopDb, User } from './db';
import { seededGoodsTotals } from './seed-goods';
import { DAY, HOUR } from './time';

/**
 * An order placed `placed` days ago and received `received` days ago (shipped the day before). Placed
 * before the member's other seeded orders, so those keep their places at the top of the order list.
 */
export function completedOrder(
  db: ShopDb,
  member: User,
  lines: [string, number][],
  { placed, received }: { placed: number; received: number },
): Order | undefined {
  const items = lines.flatMap(([code, quantity]) => {
    const sku = db.skus.get(code);
    if (!sku) return [];
    return [
      {
        goodsCode: sku.goodsCode,
        goodsSkuCode: sku.goodsSkuCode,
        goodsSkuName: sku.goodsSkuName,
        goodsSkuImgUrl: `/api/cdn/img/${sku.goodsSkuCode}.svg`,
        quantity,
        unitMoney: db.pointsMode ? 0 : sku.sellingPrice,
        unitPoints: db.pointsMode ? sku.sellingPrice : 0,
      },
    ];
  });
  if (items.length !== lines.length) return undefined;
  const createTime = db.base - placed * DAY;
  const receivedTime = db.base - received * DAY;
  const order: Order = {
    orderNo: `DM${member.id}${String(db.orders.length + 1).padStart(4, '0')}`,
    userId: member.id,
    settlementKey: '',
    kind: 'normal',
    createTime,
    payTime: createTime,
    orderStatus: ORDER_STATUS.completed,
    history: [
      { status: ORDER_STATUS.toShip, time: createTime, remark: '' },
      { status: ORDER_STATUS.shipped, time: receivedTime - DAY, remark: '' },
      { status: ORDER_STATUS.completed, time: receivedTime, remark: '' },
    ],
    lines: items,
    ...seededGoodsTotals(items),
    freight: 0,
    address: member.addresses[0] ?? null,
    remark: '',
    virtual: false,
    rechargeAccount: '',
    reviewRemark: '',
  };
  db.orders.push(order);
  return order;
}

/** One case per status: its type, the line it claims and the merchant's steps after applying. */
const CASES: [AfterSaleType, string, AfterSaleEvent[]][] = [
  ['returnRefund', 'G-0003-01', []],
  ['exchange', 'G-0003-01', ['approve']],
  ['returnRefund', 'G-0004-01', ['approve', 'sendBack']],
  ['refund', 'G-0004-01', ['approve']],
  ['exchange', 'G-0004-01', ['approve', 'sendBack', 'receive']],
  ['returnRefund', 'G-0006-01', ['approve', 'sendBack', 'receive', 'finish']],
  ['refund', 'G-0003-01', ['cancel']],
  ['returnRefund', 'G-0006-01', ['reject']],
];

const SEED_REJECT_REASON = '商品已签收超过7天且包装已拆封，不符合退货条件';

export function seedAfterSales(db: ShopDb): void {
  const member = db.users.get('member');
  if (!member) return;
  const policy = afterSalePolicy(limitsOf(db.resolved));
  // The seeded refund is part of the demo's history: the balance the demo starts with stays as it is.
  const balance = member.pointsBalance;
  const history = completedOrder(
    db,
    member,
    [
      ['G-0003-01', 4],
      ['G-0004-01', 4],
      ['G-0006-01', 2],
    ],
    { placed: 20, received: 3 },
  );
  if (history) {
    CASES.forEach(([type, goodsSkuCode, events], index) => {
      let time = db.base - (3 * DAY - index * HOUR);
      const opened = openCase(
        db,
        history,
        {
          type,
          reason: policy.reasons[type][0] ?? '',
          description: '收到的商品有问题，申请售后处理。',
          images: [],
          phone: member.phone,
          units: new Map([[goodsSkuCode, 1]]),
        },
        time,
        APPLIED_NOTE,
      );
      for (const event of events) {
        time += 6 * HOUR;
        if (event === 'sendBack')
          opened.logistics = { courier: COURIERS[0].name, trackingNo: `SF${1000000000 + index}` };
        moveCase(db, opened, event, time, event === 'reject' ? SEED_REJECT_REASON : logNote(event, type));
      }
    });
  }
  member.pointsBalance = balance;
  completedOrder(db, member, [['G-0007-01', 2]], { placed: 10, received: 1 });
}

// The old system's orders and after-sales records (旧系统订单, docs/old-orders.md) of the demo accounts that
// had an account there: deterministic (its own PRNG, keyed by the shop), every date before the seed time.
import {
  addressPath,
  CALL_PERMISSIONS,
  COURIERS,
  LEGACY_AFTER_SALE_STATUS,
  LEGACY_AFTER_SALE_TYPE,
  LEGACY_ORDER_STATUS,
  legacyLineAmount,
  permits,
} from '../../engine';
import type { LegacyAfterSaleStatus, LegacyAfterSaleType, LegacyOrderStatus } from '../../engine';
import type { LegacyAfterSale, LegacyOrder, LegacyOrderLine, ShopDb, User } from './db';
import { createRandom } from './prng';
import type { Random } from './prng';
import { shopRules } from './shop-rules';
import { DAY, HOUR, MINUTE, shanghaiStamp } from './time';

/** The accounts that existed before the switch, and how many orders each kept there. */
const OLD_SYSTEM_ACCOUNTS: Readonly<Record<string, number>> = { member: 14, reviewer: 3, supplier: 3 };

/** The old system closed this long before the seed time: its newest order is older. */
const CLOSED_DAYS_AGO = 120;

/** The statuses in turn: most orders completed, some cancelled, refunded or closed unpaid. */
const STATUS_CYCLE: readonly LegacyOrderStatus[] = [
  LEGACY_ORDER_STATUS.completed,
  LEGACY_ORDER_STATUS.completed,
  LEGACY_ORDER_STATUS.refunded,
  LEGACY_ORDER_STATUS.completed,
  LEGACY_ORDER_STATUS.cancelled,
  LEGACY_ORDER_STATUS.completed,
  LEGACY_ORDER_STATUS.closed,
];

const SPECS = ['标准装', '礼盒装', '家庭装', '单件'];
const REMARKS = ['', '', '工作日送货', '请电话联系'];

/** What each after-sales record asked, how it ended and what the merchant said. */
const AFTER_SALE_PLAN: readonly [LegacyAfterSaleType, LegacyAfterSaleStatus, string, string][] = [
  [
    LEGACY_AFTER_SALE_TYPE.returnRefund,
    LEGACY_AFTER_SALE_STATUS.completed,
    '实物与描述不一致',
    '已收到退货，退款已原路退回',
  ],
  [
    LEGACY_AFTER_SALE_TYPE.refundOnly,
    LEGACY_AFTER_SALE_STATUS.rejected,
    '拍错了，不想要了',
    '商品已签收超过7天，不支持仅退款',
  ],
  [LEGACY_AFTER_SALE_TYPE.exchange, LEGACY_AFTER_SALE_STATUS.completed, '尺码不合适', '换货商品已寄出'],
  [LEGACY_AFTER_SALE_TYPE.returnRefund, LEGACY_AFTER_SALE_STATUS.withdrawn, '包装破损', '用户已撤销申请'],
];

const shipped = (status: LegacyOrderStatus) =>
  status === LEGACY_ORDER_STATUS.completed || status === LEGACY_ORDER_STATUS.refunded;

function legacyLines(db: ShopDb, random: Random): LegacyOrderLine[] {
  const goods = [...db.skus.values()].filter((sku) => /^G-\d/.test(sku.goodsCode));
  return Array.from({ length: random.int(1, 3) }, () => {
    const sku = random.pick(goods);
    return {
      goodsName: sku.goodsSkuName,
      spec: random.pick(SPECS),
      quantity: random.int(1, 3),
      unitMoney: db.pointsMode ? 0 : sku.sellingPrice,
      unitPoints: db.pointsMode ? sku.sellingPrice : 0,
    };
  });
}

function legacyOrder(db: ShopDb, user: User, random: Random, index: number): LegacyOrder {
  const status = STATUS_CYCLE[index % STATUS_CYCLE.length] ?? LEGACY_ORDER_STATUS.completed;
  const createTime =
    db.base - (CLOSED_DAYS_AGO + index * 29 + random.int(0, 20)) * DAY - random.int(0, 600) * MINUTE;
  const { name: courierName, code: courierCode } = random.pick(COURIERS);
  const address = user.addresses[0];
  const paid = status !== LEGACY_ORDER_STATUS.closed;
  return {
    orderNo: `LMF${shanghaiStamp(createTime)}${String(random.int(0, 999)).padStart(3, '0')}`,
    userId: user.id,
    createTime,
    payTime: paid ? createTime + random.int(1, 20) * MINUTE : 0,
    endTime: createTime + (shipped(status) ? random.int(3, 8) * DAY : random.int(1, 20) * HOUR),
    status,
    lines: legacyLines(db, random),
    freight: db.pointsMode || random.int(0, 1) === 0 ? 0 : 8,
    receiverName: address?.receiverName ?? user.nickName,
    receiverPhone: address?.receiverPhone ?? user.phone,
    receiverAddress: address ? `${addressPath(address)} ${address.receiverAddress}` : '',
    courierName: shipped(status) ? courierName : '',
    trackingNo: shipped(status) ? `${courierCode}${random.int(1e9, 9e9)}${random.int(100, 999)}` : '',
    remark: random.pick(REMARKS),
  };
}

/**
 * After-sales records on shipped orders, one per plan entry while such orders last: a completed refund on a
 * refunded order, every other record on a completed one.
 */
function legacyAfterSales(orders: readonly LegacyOrder[], random: Random): LegacyAfterSale[] {
  const unused = (status: LegacyOrderStatus) => orders.filter((order) => order.status === status);
  const pools = {
    refunded: unused(LEGACY_ORDER_STATUS.refunded),
    completed: unused(LEGACY_ORDER_STATUS.completed),
  };
  return AFTER_SALE_PLAN.flatMap(([type, status, reason, handleNote], index) => {
    const refunds = type !== LEGACY_AFTER_SALE_TYPE.exchange && status === LEGACY_AFTER_SALE_STATUS.completed;
    const order = (refunds ? pools.refunded : pools.completed).shift();
    const line = order?.lines[0];
    if (!order || !line) return [];
    const applyTime = order.endTime + random.int(1, 5) * DAY;
    return [
      {
        serviceNo: `LSH${shanghaiStamp(applyTime)}${String(index + 1).padStart(3, '0')}`,
        orderNo: order.orderNo,
        userId: order.userId,
        type,
        status,
        goodsName: line.goodsName,
        quantity: line.quantity,
        refundMoney: refunds ? Number(legacyLineAmount(line.unitMoney, line.quantity)) : 0,
        refundPoints: refunds ? Number(legacyLineAmount(line.unitPoints, line.quantity)) : 0,
        applyTime,
        endTime: applyTime + random.int(1, 4) * DAY,
        reason,
        handleNote,
      },
    ];
  });
}

/** Seeds the old system's records of each account that had one there and may see them (F000260). */
export function seedLegacyOrders(db: ShopDb): void {
  const random = createRandom(`${db.key}#legacy-orders`);
  for (const [account, count] of Object.entries(OLD_SYSTEM_ACCOUNTS)) {
    const user = db.users.get(account);
    if (!user) continue;
    const { capabilities } = shopRules(db.resolved, user);
    if (!permits(CALL_PERMISSIONS.oldOrders, capabilities, user.codes)) continue;
    const orders = Array.from({ length: count }, (_, index) => legacyOrder(db, user, random, index));
    db.legacyOrders.push(...orders);
    db.legacyAfterSales.push(...legacyAfterSales(orders, random));
  }
}

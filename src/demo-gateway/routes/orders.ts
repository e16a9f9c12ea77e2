// Orders ({order} alias): settlement preview, submission (order-submit.ts), the member's list and detail,
// cancel, the reviewer's list and review, and the member's points balance that pays points orders.
import {
  BALANCE_REMARK,
  isCancellable,
  isPaidStatus,
  maskPhone,
  ORDER_MESSAGES,
  ORDER_STATUS,
  ORDER_STATUS_LABEL,
  ORDER_TEXT_MAX,
  payMethodOf,
  purchasedGoods,
} from '../../../engine';
import type { OrderStatus } from '../../../engine';
import type { OrderView } from '../../../engine/contract';
import { notFound, ok, refused } from '../answer';
import { refundToBalance } from '../balance-ledger';
import { holdReasonOf, withBudget } from '../budget-book';
import { orderTotalMoney } from '../db';
import type { Order, ShopDb } from '../db';
import { keptText } from '../free-text';
import { shipmentView } from '../shipment-view';
import { Input, page } from '../input';
import { mayCall, requirePermission } from '../permissions';
import { get, post } from '../router';
import type { Route } from '../router';
import { shanghaiTime } from '../time';
import { goodsView } from '../views';
import { addressView } from './member';
import { submitOrderRoute } from './order-submit';
import { settle } from './settlement';

const buyerOf = (db: ShopDb, order: Order) => [...db.users.values()].find((user) => user.id === order.userId);

export function orderView(db: ShopDb, order: Order): OrderView {
  const totalMoney = orderTotalMoney(order);
  return {
    orderNo: order.orderNo,
    createTime: shanghaiTime(order.createTime),
    orderStatus: order.orderStatus,
    orderStatusName: ORDER_STATUS_LABEL[order.orderStatus],
    buyerName: buyerOf(db, order)?.nickName ?? '',
    goodsList: order.lines,
    goodsMoney: order.goodsMoney,
    goodsPoints: order.goodsPoints,
    freight: order.freight,
    totalMoney,
    totalPoints: order.goodsPoints,
    address: order.address ? addressView(order.address) : null,
    remark: order.remark,
    virtual: order.virtual,
    rechargeAccount: order.rechargeAccount,
    reviewRemark: order.reviewRemark,
    kind: order.kind,
    payTime: order.payTime === null ? '' : shanghaiTime(order.payTime),
    payMethod: order.payTime === null ? null : payMethodOf({ totalMoney, totalPoints: order.goodsPoints }),
    shipment: order.shipment ? shipmentView(order.shipment) : null,
    statusHistory: order.history.map(({ status, time, remark }) => ({
      status,
      statusName: ORDER_STATUS_LABEL[status],
      time: shanghaiTime(time),
      ...(remark ? { remark } : {}),
    })),
    cancellable: isCancellable(order.orderStatus),
    /** Why it waits for review beyond the shop's usual review (超出预算), or ''. */
    holdReason: holdReasonOf(db, order),
  };
}

/** Another member's order as a reviewer reads it: their phone numbers masked. */
function reviewView(db: ShopDb, order: Order): OrderView {
  const view = orderView(db, order);
  return {
    ...view,
    address: view.address && { ...view.address, receiverPhone: maskPhone(view.address.receiverPhone) },
    rechargeAccount: maskPhone(view.rechargeAccount),
  };
}

function statusFilter(input: Input): OrderStatus | undefined {
  return input.has('orderStatus') ? input.oneOf('orderStatus', Object.values(ORDER_STATUS)) : undefined;
}

export const orderNoOf = (input: Input) => input.text('orderNo', { message: ORDER_MESSAGES.orderNoMissing });

/** Moves an order on, noting the step; entering a paid status pays it (isPaidStatus: at approval). */
export function moveTo(order: Order, status: OrderStatus, now: number, remark = ''): void {
  order.orderStatus = status;
  if (order.payTime === null && isPaidStatus(status)) order.payTime = now;
  order.history.push({ status, time: now, remark });
}

/**
 * An order that will not be fulfilled gives back what it took: its stock, its points to the buyer, and
 * what it took from the buyer's balance (a 退款 entry saying why).
 */
function release(db: ShopDb, order: Order, now: number, why: string): void {
  for (const line of order.lines) {
    const sku = db.skus.get(line.goodsSkuCode);
    if (!sku) continue;
    sku.usableNum += line.quantity;
    sku.salesNum = Math.max(0, sku.salesNum - line.quantity);
  }
  const buyer = buyerOf(db, order);
  if (buyer) buyer.pointsBalance += order.goodsPoints;
  refundToBalance(db, order, orderTotalMoney(order), now, why);
}

export const orderRoutes: Route[] = [
  post('/order/settlement/preview', 'user', (context) => withBudget(context, settle(context).summary)),
  submitOrderRoute,
  post('/order/orderList', 'user', ({ db, user, input }) => {
    const status = statusFilter(input);
    const mine = db.orders.filter(
      (order) => order.userId === user.id && (status === undefined || order.orderStatus === status),
    );
    return page(
      mine.sort((a, b) => b.createTime - a.createTime).map((order) => orderView(db, order)),
      input.paging(10),
    );
  }),
  get('/order/orderDetail', 'user', (context) => {
    const { db, user, input } = context;
    const orderNo = orderNoOf(input);
    const reviewer = mayCall(context, 'orderReview');
    const order =
      db.orders.find((each) => each.orderNo === orderNo && (each.userId === user.id || reviewer)) ??
      notFound(ORDER_MESSAGES.orderNotFound);
    return order.userId === user.id ? orderView(db, order) : reviewView(db, order);
  }),
  post('/order/cancelOrder', 'user', ({ db, user, input, now }) => {
    const orderNo = orderNoOf(input);
    const order =
      db.orders.find((each) => each.orderNo === orderNo && each.userId === user.id) ??
      notFound(ORDER_MESSAGES.orderNotFound);
    if (!isCancellable(order.orderStatus)) refused(ORDER_MESSAGES.notCancellable);
    release(db, order, now, BALANCE_REMARK.orderCancelled);
    moveTo(order, ORDER_STATUS.cancelled, now);
    return ok(orderView(db, order), ORDER_MESSAGES.cancelled);
  }),
  post('/order/reviewOrderList', 'user', (context) => {
    requirePermission(context, 'orderReview');
    const { db, input } = context;
    const status = statusFilter(input) ?? ORDER_STATUS.pendingReview;
    const orders = db.orders
      .filter((order) => order.orderStatus === status)
      .sort((a, b) => b.createTime - a.createTime);
    return page(
      orders.map((order) => reviewView(db, order)),
      input.paging(10),
    );
  }),
  post('/order/reviewOrder', 'user', (context) => {
    requirePermission(context, 'orderReview');
    const { db, input, now } = context;
    const orderNo = orderNoOf(input);
    const order =
      db.orders.find((each) => each.orderNo === orderNo) ?? notFound(ORDER_MESSAGES.orderNotFound);
    const approved = input.flag('approved');
    const reviewRemark = keptText(
      input.text('reviewRemark', {
        required: approved === 0,
        message: ORDER_MESSAGES.rejectReasonMissing,
        max: ORDER_TEXT_MAX,
        lengthMessage: ORDER_MESSAGES.rejectReasonTooLong,
      }),
    );
    if (order.orderStatus !== ORDER_STATUS.pendingReview) refused(ORDER_MESSAGES.notPendingReview);
    order.reviewRemark = reviewRemark;
    if (approved) moveTo(order, ORDER_STATUS.toShip, now, reviewRemark);
    else {
      release(db, order, now, BALANCE_REMARK.orderRejected);
      moveTo(order, ORDER_STATUS.rejected, now, reviewRemark);
    }
    return ok(reviewView(db, order), approved ? ORDER_MESSAGES.approved : ORDER_MESSAGES.rejected);
  }),
  // 已购商品 (docs/gateway.md): the goods of the member's orders, once each, newest purchase first.
  post('/order/purchasedGoods', 'user', ({ db, user, input, now }) => {
    const bought = purchasedGoods(db.orders.filter((order) => order.userId === user.id));
    const records = bought.flatMap(({ goodsSkuCode, purchaseTime }) => {
      const sku = db.skus.get(goodsSkuCode);
      return sku ? [{ ...goodsView(sku, now), purchaseTime: shanghaiTime(purchaseTime) }] : [];
    });
    return page(records, input.paging());
  }),
  get('/mall/member/pointsBalance', 'user', ({ user }) => ({ balance: user.pointsBalance })),
];

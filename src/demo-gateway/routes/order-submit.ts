// Order submission ({order} alias): exactly once per settlement key (the same purchase sent again gets its
// order back, another one under the key is refused), every line re-checked at the gateway clock, paid from
// the member's points (or its money from the balance, 余额支付) at once, and only the lines bought leave the cart.
import {
  ORDER_MESSAGES,
  ORDER_STATUS,
  ORDER_TEXT_MAX,
  orderFingerprint,
  PAYMENT_CHOICES,
  isPaidStatus,
  pointsShortfall,
  pointsShortMessage,
  rechargeAccountProblem,
  PREVIEW_TEXT,
  refusedLinesMessage,
} from '../../../engine';
import type { SubmittedOrder } from '../../../engine/contract';
import { CODE, fail, forbidden, invalid, ok, refused } from '../answer';
import { checkBalancePayment, payFromBalance } from '../balance-ledger';
import { budgetAtCheckout, chargeBudget } from '../budget-book';
import { orderTotalMoney } from '../db';
import type { Order } from '../db';
import { keptText } from '../free-text';
import { post } from '../router';
import type { Context } from '../router';
import { ordersNeedReview } from '../shop-rules';
import { shanghaiStamp } from '../time';
import { requestedItems, settle } from './settlement';

/** Longest settlement key: a UUID is 36 characters. */
const SETTLEMENT_KEY_MAX = 64;

const submitted = (order: Order): SubmittedOrder => ({
  orderNo: order.orderNo,
  orderStatus: order.orderStatus,
  totalMoney: orderTotalMoney(order),
  totalPoints: order.goodsPoints,
  kind: order.kind,
});

function submit(context: Context) {
  const { db, user, input, now, rules, state } = context;
  if (state.preview) refused(PREVIEW_TEXT.noOrders);
  if (!rules.capabilities['cart.canAdd']) forbidden(ORDER_MESSAGES.noOrderRight);
  const settlementKey = input.text('settlementKey', {
    message: ORDER_MESSAGES.settlementKeyMissing,
    max: SETTLEMENT_KEY_MAX,
  });
  const remark = keptText(
    input.text('remark', {
      required: false,
      max: ORDER_TEXT_MAX,
      lengthMessage: ORDER_MESSAGES.remarkTooLong,
    }),
  );
  const payment = input.oneOf('payment', PAYMENT_CHOICES, 'online');
  const fingerprint = orderFingerprint({
    kind: input.field('kind'),
    items: requestedItems(input),
    addressId: input.optionalNumber('addressId'),
    remark,
    rechargeAccount: input.field('rechargeAccount'),
    payment,
  });
  // A replay (a double click, a retry after a lost answer) answers the order the key made, but only for the
  // same purchase: another one under that key is refused, never answered with an order it did not ask for.
  // A refused submit made no order, so its key is still free.
  const first = db.orders.find((order) => order.userId === user.id && order.settlementKey === settlementKey);
  if (first) {
    if (first.fingerprint !== fingerprint) refused(ORDER_MESSAGES.settlementKeyReused);
    return ok(submitted(first), ORDER_MESSAGES.submitted);
  }

  const { priced, address, virtual, kind, summary } = settle(context);
  const refusals = priced.flatMap(({ sku, problem }) =>
    problem ? [{ goodsSkuCode: sku.goodsSkuCode, goodsSkuName: sku.goodsSkuName, reason: problem }] : [],
  );
  if (refusals.length > 0) {
    fail(
      CODE.refused,
      refusedLinesMessage(refusals),
      refusals.map(({ goodsSkuCode, reason }) => ({ goodsSkuCode, reason })),
    );
  }
  if (!virtual && !address) invalid(ORDER_MESSAGES.chooseAddress);
  const rechargeAccount = virtual ? input.field('rechargeAccount').trim() : '';
  const accountProblem = virtual ? rechargeAccountProblem(rechargeAccount) : undefined;
  if (accountProblem) invalid(accountProblem);
  if (pointsShortfall(summary.totalPoints, user.pointsBalance) > 0) {
    refused(pointsShortMessage(summary.totalPoints, user.pointsBalance, rules.unitName));
  }
  if (payment === 'balance') checkBalancePayment(context, summary.totalMoney);
  const budget = budgetAtCheckout(context, summary.totalMoney);
  if (budget?.decision.outcome === 'refused') refused(budget.decision.message ?? '');

  for (const { sku, quantity } of priced) {
    sku.usableNum -= quantity;
    sku.salesNum += quantity;
  }
  user.pointsBalance -= summary.totalPoints;
  const bought = new Set(priced.map((line) => line.sku.goodsSkuCode));
  user.cart = user.cart.filter((line) => !bought.has(line.goodsSkuCode));
  db.sequence += 1;
  const orderStatus = virtual
    ? ORDER_STATUS.completed
    : ordersNeedReview(db) || budget?.decision.outcome === 'review'
      ? ORDER_STATUS.pendingReview
      : ORDER_STATUS.toShip;
  const order: Order = {
    orderNo: `DM${shanghaiStamp(now)}${db.sequence}`,
    userId: user.id,
    settlementKey,
    fingerprint,
    kind,
    createTime: now,
    payTime: isPaidStatus(orderStatus) ? now : null,
    orderStatus,
    history: [{ status: orderStatus, time: now, remark: '' }],
    lines: summary.items.map(
      ({ goodsCode, goodsSkuCode, goodsSkuName, goodsSkuImgUrl, quantity, unitMoney, unitPoints }) => ({
        goodsCode,
        goodsSkuCode,
        goodsSkuName,
        goodsSkuImgUrl,
        quantity,
        unitMoney,
        unitPoints,
      }),
    ),
    goodsMoney: summary.goodsMoney,
    goodsPoints: summary.goodsPoints,
    freight: summary.freight,
    address: address ? { ...address } : null,
    remark,
    virtual,
    rechargeAccount,
    reviewRemark: '',
  };
  db.orders.push(order);
  if (payment === 'balance') payFromBalance(db, order, orderTotalMoney(order));
  chargeBudget(db, user, order, budget);
  return ok(submitted(order), ORDER_MESSAGES.submitted);
}

export const submitOrderRoute = post('/order/submitOrder', 'user', submit);

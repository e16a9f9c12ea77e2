// After-sales in the store (docs/after-sales.md): what each order line still holds, opening a case and
// moving it. Every rule is the engine's; this file keeps the cases and the member's points.
import {
  afterSalePolicy,
  checkText,
  MERCHANT_REASON_RULE,
  AFTER_SALE_TEXT,
  BALANCE_REMARK,
  claimTypes,
  lineClaim,
  linePaid,
  logNote,
  nextStatus,
  ORDER_STATUS,
  isClosedCase,
  quoteClaim,
  limitsOf,
  sum,
  totalOf,
} from '../../engine';
import type { AfterSaleEvent, ClaimOrder, OrderStatus, Split } from '../../engine';
import type { AfterSaleInput } from '../../engine/contract';
import { invalid, notFound, refused } from './answer';
import { refundToBalance } from './balance-ledger';
import type { AfterSaleCase, Order, ShopDb } from './db';
import { keptText } from './free-text';
import type { Input } from './input';
import { shanghaiStamp } from './time';

const SINCE: readonly OrderStatus[] = [ORDER_STATUS.shipped, ORDER_STATUS.completed];

/** The order as eligibility reads it: the window counts from its last shipped or completed step. */
export function claimOrder(order: Order): ClaimOrder {
  const steps = order.history.filter((step) => SINCE.includes(step.status));
  return {
    orderStatus: order.orderStatus,
    virtual: order.virtual,
    sinceTime: steps.at(-1)?.time ?? order.createTime,
  };
}

/** The open and completed cases of an order: closed ones hold nothing. */
const holdingCases = (db: ShopDb, orderNo: string) =>
  db.afterSales.filter((each) => each.orderNo === orderNo && !isClosedCase(each.status));

/** What a line's open and completed cases hold: units and refunds. */
export function lineClaims(db: ShopDb, orderNo: string, goodsSkuCode: string) {
  const lines = holdingCases(db, orderNo).flatMap((each) =>
    each.lines.filter((line) => line.goodsSkuCode === goodsSkuCode),
  );
  return {
    units: lines.reduce((count, line) => count + line.quantity, 0),
    refund: totalOf(lines.map((line) => line.refund)),
  };
}

/** Each line of the order with what it cost, what its cases hold and how much may still be claimed. */
export function orderLineClaims(db: ShopDb, order: Order, now: number) {
  const policy = afterSalePolicy(limitsOf(db.resolved));
  return order.lines.map((line) => {
    const claims = lineClaims(db, order.orderNo, line.goodsSkuCode);
    const { claimable, reason } = lineClaim(
      claimOrder(order),
      { bought: line.quantity, claimed: claims.units },
      policy,
      now,
    );
    return { line, paid: linePaid(line), claims, claimable, reason };
  });
}

/** The freight the order's cases have handed back so far. */
export const freightRefunded = (db: ShopDb, orderNo: string): string =>
  sum(holdingCases(db, orderNo).map((each) => each.freight));

/** What the order's completed cases have refunded, in points and money: invoices and statements net it out. */
export const refundedOf = (db: ShopDb, orderNo: string): Split =>
  totalOf(
    db.afterSales
      .filter((each) => each.orderNo === orderNo && each.status === 'completed')
      .map((each) => each.refund),
  );

/** An application as checked: its fields less the order and the lines, which come as units. */
export interface Claim extends Omit<AfterSaleInput, 'orderNo' | 'lines'> {
  /** Units per SKU code, each at most what is claimable (checked by the caller). */
  units: ReadonlyMap<string, number>;
}

/** Opens a case: each line's refund by the engine, the freight by the shop's rule, logged as applied. */
export function openCase(db: ShopDb, order: Order, claim: Claim, now: number, note: string): AfterSaleCase {
  const policy = afterSalePolicy(limitsOf(db.resolved));
  if (!claimTypes(order.orderStatus, policy).includes(claim.type)) refused(AFTER_SALE_TEXT.typeNotOffered);
  const quote = quoteClaim(
    claim.type,
    policy,
    { freight: order.freight, freightRefunded: freightRefunded(db, order.orderNo) },
    orderLineClaims(db, order, now).map(({ line, paid, claims }) => ({
      goodsSkuCode: line.goodsSkuCode,
      bought: line.quantity,
      paid,
      claims,
    })),
    claim.units,
  );
  const lines = quote.lines.flatMap(({ goodsSkuCode, quantity, refund }) => {
    const line = order.lines.find((each) => each.goodsSkuCode === goodsSkuCode);
    return line
      ? [
          {
            goodsSkuCode,
            goodsSkuName: line.goodsSkuName,
            goodsSkuImgUrl: line.goodsSkuImgUrl,
            quantity,
            refund,
          },
        ]
      : [];
  });
  db.sequence += 1;
  const created: AfterSaleCase = {
    serviceNo: `AS${shanghaiStamp(now).slice(0, 8)}${String(db.sequence).padStart(6, '0')}`,
    userId: order.userId,
    orderNo: order.orderNo,
    type: claim.type,
    status: 'pendingReview',
    reason: claim.reason,
    description: claim.description,
    images: claim.images,
    phone: claim.phone,
    lines,
    freight: quote.freight,
    refund: quote.refund,
    logistics: null,
    merchantReason: '',
    log: [{ status: 'pendingReview', time: now, note }],
    createTime: now,
  };
  db.afterSales.unshift(created);
  return created;
}

/**
 * Moves a case by an event, or refuses with the engine's message. A finished refund credits its points back
 * to the member's points, and its money to the member's balance where the order was paid from it (退款);
 * other money goes back where it came from, outside this store.
 */
export function moveCase(
  db: ShopDb,
  found: AfterSaleCase,
  event: AfterSaleEvent,
  now: number,
  note = logNote(event, found.type),
): void {
  const next =
    nextStatus(found.type, found.status, event) ?? refused(AFTER_SALE_TEXT.notAllowedNow(found.status));
  found.status = next;
  found.log.push({ status: next, time: now, note });
  if (event === 'reject') found.merchantReason = note;
  if (event === 'finish' && found.type !== 'exchange') {
    const member = [...db.users.values()].find((user) => user.id === found.userId);
    if (member) member.pointsBalance += Number(found.refund.points);
    const order = db.orders.find((each) => each.orderNo === found.orderNo);
    if (order)
      refundToBalance(db, order, found.refund.money, now, BALANCE_REMARK.afterSaleRefund(found.serviceNo));
  }
}

/** The demo's merchant controls (POST /api/__demo/afterSale): each action is one engine event. */
const MERCHANT_EVENTS = {
  approve: 'approve',
  reject: 'reject',
  receive: 'receive',
  refund: 'finish',
} as const;

/** Plays the merchant on a case: approve, reject with a reason, receive the goods, refund (or exchange). */
export function merchantAction(db: ShopDb, input: Input, now: number): AfterSaleCase {
  const serviceNo = input.text('id', { message: AFTER_SALE_TEXT.caseIdMissing });
  const found =
    db.afterSales.find((each) => each.serviceNo === serviceNo) ?? notFound(AFTER_SALE_TEXT.caseNotFound);
  const event =
    MERCHANT_EVENTS[input.oneOf('action', Object.keys(MERCHANT_EVENTS) as (keyof typeof MERCHANT_EVENTS)[])];
  if (event !== 'reject') moveCase(db, found, event, now);
  else {
    const reason = input.field('reason');
    const problem = checkText(reason, MERCHANT_REASON_RULE);
    if (problem) invalid(problem);
    moveCase(db, found, event, now, keptText(reason));
  }
  return found;
}

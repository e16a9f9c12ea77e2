// What a claim hands back (docs/after-sales.md): a share of what the member paid for the line, in points and
// in money separately, never more than is left of it; and the freight where the shop's rule gives it back.
import {
  add,
  compare,
  divide,
  formatMoney,
  formatPoints,
  isZero,
  minimum,
  multiply,
  roundDown,
  subtract,
  sum,
  toMoney,
  type Amount,
  type Money,
} from '../money';
import type { PointsMovement } from '../account';
import type { AfterSalePolicy } from './eligibility';
import type { AfterSaleStatus, AfterSaleType } from './statuses';

/** Points are whole; money has cents. */
const DECIMALS = { points: 0, money: 2 } as const;
export type Currency = keyof typeof DECIMALS;
const CURRENCIES = Object.keys(DECIMALS) as Currency[];

export type Split = Record<Currency, Money>;

export const NOTHING: Split = { points: toMoney(0), money: toMoney(0) };

/** What the member paid for a line: unit price × quantity, in each currency. */
export const linePaid = (line: { unitPoints: Amount; unitMoney: Amount; quantity: number }): Split => ({
  points: multiply(line.unitPoints, line.quantity),
  money: multiply(line.unitMoney, line.quantity),
});

/** The sum of several refunds, in each currency. */
export const totalOf = (refunds: readonly Split[]): Split => ({
  points: sum(refunds.map((refund) => refund.points)),
  money: sum(refunds.map((refund) => refund.money)),
});

/** What one line's open and completed claims already hold: units and their refunds. */
export interface LineClaims {
  units: number;
  refund: Split;
}

/**
 * The refund of `units` of a line bought `bought` times for `paid`, given what its other claims hold: the
 * units' share of what was paid, rounded down (whole points, cents), and never more than is left; the claim
 * that takes the last units gets all that is left, so the line's refunds add up to exactly what was paid.
 * 换货 hands back nothing: the member gets goods instead.
 * @example claimRefund('returnRefund', { points: '74', money: '0' }, 2, { units: 0, refund: NOTHING }, 1).points === '37'
 */
export function claimRefund(
  type: AfterSaleType,
  paid: Split,
  bought: number,
  claims: LineClaims,
  units: number,
): Split {
  if (type === 'exchange' || bought <= 0 || units <= 0) return NOTHING;
  const last = claims.units + units >= bought;
  const share = (currency: Currency): Money => {
    const left = subtract(paid[currency], claims.refund[currency]);
    if (compare(left, 0) <= 0) return toMoney(0);
    if (last) return left;
    const prorated = roundDown(divide(multiply(paid[currency], units), bought), DECIMALS[currency]);
    return minimum(prorated, left);
  };
  return { points: share('points'), money: share('money') };
}

/**
 * The freight a claim gives back: all of what is left of it when the shop's rule says so and the claim takes
 * the order's last unclaimed units; nothing for 换货 or otherwise.
 */
export function freightRefund(
  type: AfterSaleType,
  policy: Pick<AfterSalePolicy, 'freight'>,
  order: { freight: Amount; freightRefunded: Amount; unitsLeftAfter: number },
): Money {
  if (type === 'exchange' || policy.freight === 'never' || order.unitsLeftAfter > 0) return toMoney(0);
  const left = subtract(order.freight, order.freightRefunded);
  return compare(left, 0) > 0 ? left : toMoney(0);
}

/** The refund with the freight in its money. */
export const withFreight = (refund: Split, freight: Amount): Split => ({
  points: refund.points,
  money: add(refund.money, freight),
});

/**
 * The refund as the member reads it, one row per currency the order was paid in (points with the shop's
 * unit name, money with ¥); money alone when the order was paid in neither.
 */
export function refundRows(
  refund: Split,
  paidIn: Readonly<Record<Currency, boolean>>,
  unitName: string,
): { label: string; text: string }[] {
  const rows = CURRENCIES.filter((currency) => paidIn[currency] || !isZero(refund[currency])).map(
    (currency) =>
      currency === 'points'
        ? { label: `退还${unitName}`, text: formatPoints(refund.points, unitName) }
        : { label: '退还金额', text: formatMoney(refund.money) },
  );
  return rows.length > 0 ? rows : [{ label: '退还金额', text: formatMoney(refund.money) }];
}

/** A line of the order as a quote reads it: units bought, what they cost, what its cases already hold. */
export interface QuoteLine {
  goodsSkuCode: string;
  bought: number;
  paid: Split;
  claims: LineClaims;
}

/**
 * What a claim of `units` (per SKU code) of the order's lines hands back: each line's refund, the freight
 * by the shop's rule, and the total. The application page shows it before submit; the gateway keeps it.
 */
export function quoteClaim(
  type: AfterSaleType,
  policy: Pick<AfterSalePolicy, 'freight'>,
  order: { freight: Amount; freightRefunded: Amount },
  lines: readonly QuoteLine[],
  units: ReadonlyMap<string, number>,
): { lines: { goodsSkuCode: string; quantity: number; refund: Split }[]; freight: Money; refund: Split } {
  const claimed = lines.flatMap((line) => {
    const quantity = units.get(line.goodsSkuCode) ?? 0;
    if (quantity <= 0) return [];
    const refund = claimRefund(type, line.paid, line.bought, line.claims, quantity);
    return [{ goodsSkuCode: line.goodsSkuCode, quantity, refund }];
  });
  const unitsLeftAfter = lines.reduce(
    (left, line) => left + line.bought - line.claims.units - (units.get(line.goodsSkuCode) ?? 0),
    0,
  );
  const freight = freightRefund(type, policy, { ...order, unitsLeftAfter });
  return {
    lines: claimed,
    freight,
    refund: withFreight(totalOf(claimed.map((line) => line.refund)), freight),
  };
}

/** What the points record needs of a case. */
export interface RefundedCase {
  orderNo: string;
  status: AfterSaleStatus;
  refund: Split;
  log: readonly { status: AfterSaleStatus; time: number }[];
}

/**
 * The order movements with the points each completed case handed back (售后退款), newest first: the points
 * record shows a refund where the balance grew by it.
 */
export function withAfterSaleMovements(
  movements: readonly PointsMovement[],
  cases: readonly RefundedCase[],
): PointsMovement[] {
  const refunds = cases.flatMap((each): PointsMovement[] => {
    const completed = each.log.find((step) => step.status === 'completed');
    if (each.status !== 'completed' || !completed || isZero(each.refund.points)) return [];
    return [
      { kind: 'afterSale', orderNo: each.orderNo, points: Number(each.refund.points), time: completed.time },
    ];
  });
  return [...movements, ...refunds].sort((a, b) => b.time - a.time);
}

// Which order lines a member may still claim, and which types a claim may take (docs/after-sales.md). The
// shop decides the window, virtual goods, the types and their reasons through its profile
// (limits.afterSales); this file is the one reader of those values.
import type { ShopLimits } from '../../shop/limits';
import { ORDER_STATUS, type OrderStatus } from '../codes';
import { AFTER_SALE_TYPES, type AfterSaleType } from './statuses';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop's after-sales policy, as the profile sets it. */
export interface AfterSalePolicy {
  windowDays: number;
  virtualGoods: boolean;
  types: readonly AfterSaleType[];
  reasons: Readonly<Record<AfterSaleType, readonly string[]>>;
  maxImages: number;
  /** never: freight stays with the merchant; withLastUnits: the claim that takes the order's last units gets it. */
  freight: 'never' | 'withLastUnits';
}

/** The policy of a shop, from its limits. */
export function afterSalePolicy(limits: Pick<ShopLimits, 'afterSales'>): AfterSalePolicy {
  const { windowDays, virtualGoods, types, reasons, maxImages, freight } = limits.afterSales;
  const { refund, returnRefund, exchange } = reasons;
  return {
    windowDays,
    virtualGoods,
    // In the catalogue's order, whatever order the profile lists them in.
    types: AFTER_SALE_TYPES.filter((type) => types.includes(type)),
    reasons: { refund, returnRefund, exchange },
    maxImages,
    freight,
  };
}

export const ELIGIBILITY_TEXT = {
  orderStatus: '订单发货后才可申请售后',
  windowPassed: (days: number) => `已超过${days}天售后期限`,
  virtual: '虚拟商品不支持售后',
  allClaimed: '已全部申请售后',
  noTypes: '本商城暂不支持售后',
} as const;

/** What eligibility needs of an order. */
export interface ClaimOrder {
  orderStatus: OrderStatus;
  virtual: boolean;
  /** When the order was shipped (or completed, if later): the window counts from there. */
  sinceTime: number;
}

const CLAIMABLE_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.shipped, ORDER_STATUS.completed];

/** When the after-sales window of an order closes. */
export const windowEnd = (order: Pick<ClaimOrder, 'sinceTime'>, policy: AfterSalePolicy): number =>
  order.sinceTime + policy.windowDays * DAY_MS;

/**
 * Why no line of the order may be claimed now, or undefined when its lines may be (each still needs
 * quantity left: lineClaim).
 */
export function orderClaimRefusal(
  order: ClaimOrder,
  policy: AfterSalePolicy,
  now: number,
): string | undefined {
  if (policy.types.length === 0) return ELIGIBILITY_TEXT.noTypes;
  if (!CLAIMABLE_STATUSES.includes(order.orderStatus)) return ELIGIBILITY_TEXT.orderStatus;
  if (order.virtual && !policy.virtualGoods) return ELIGIBILITY_TEXT.virtual;
  if (now > windowEnd(order, policy)) return ELIGIBILITY_TEXT.windowPassed(policy.windowDays);
  return undefined;
}

/** One line's claim: how many units are left to claim, and why none may be when that is so. */
export function lineClaim(
  order: ClaimOrder,
  line: { bought: number; claimed: number },
  policy: AfterSalePolicy,
  now: number,
): { claimable: number; reason: string | undefined } {
  const refusal = orderClaimRefusal(order, policy, now);
  if (refusal) return { claimable: 0, reason: refusal };
  const left = Math.max(0, line.bought - line.claimed);
  return { claimable: left, reason: left === 0 ? ELIGIBILITY_TEXT.allClaimed : undefined };
}

/**
 * The types a claim may take: the shop's, and before shipment only 仅退款 (nothing has left the warehouse,
 * so there is nothing to send back or exchange).
 * @example claimTypes(ORDER_STATUS.toShip, policy) → ['refund'] where the shop offers 仅退款
 */
export function claimTypes(status: OrderStatus, policy: AfterSalePolicy): AfterSaleType[] {
  const shipped = CLAIMABLE_STATUSES.includes(status);
  return policy.types.filter((type) => shipped || type === 'refund');
}

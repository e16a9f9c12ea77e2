// Orders after submit: which settlement variant a purchase takes, how it was paid, what its statuses allow,
// and every order message the storefront and the demo gateway show.
import type { Capabilities } from '../capabilities/catalogue';
import type { SettlementKind } from '../paths';
import type { OrderStatus } from './codes';
import { COPY_MESSAGES } from './copy-text';
import { isFlashSaleRunning } from './flash-sale';
import { isVirtualGoods, type GoodsLink } from './goods-routing';
import { isZero, type Amount } from './money';
import { canMove } from './order-transitions';
import type { PricedGoods } from './prices';

/** What chooses the variant: the routing fields (virtual goods) and the activities (a flash sale). */
export type SettlementGoods = GoodsLink & Pick<PricedGoods, 'activityGoodsInfo'>;

/** The shop's checkout for ordinary goods: its capability `checkout.settlement`. */
export type ShopSettlement = Capabilities['checkout.settlement'];

/**
 * The settlement variant of a goods (spec 1 §2): virtual goods settle as virtual; a running flash sale
 * (activity type 4, panicState 2) at its activity price; in a shop whose `checkout.settlement` is jiCai
 * through procurement; everything else (an upcoming or ended flash sale too) as normal.
 */
export function settlementKind(
  goods: SettlementGoods,
  settlement: ShopSettlement,
  serverNow: number,
): SettlementKind {
  if (isVirtualGoods(goods)) return 'virtual';
  if (isFlashSaleRunning(goods, serverNow)) return 'flashSale';
  return settlement === 'jiCai' ? 'jiCai' : 'normal';
}

/**
 * The variant of a settlement of several lines: one line settles as its own variant; several lines (a cart)
 * never as a flash sale, which is bought now one goods at a time.
 */
export function linesSettlementKind(
  goods: readonly SettlementGoods[],
  settlement: ShopSettlement,
  serverNow: number,
): SettlementKind {
  const kinds = goods.map((each) => settlementKind(each, settlement, serverNow));
  if (kinds.length === 1) return kinds[0] ?? 'normal';
  if (kinds.length > 0 && kinds.every((kind) => kind === 'virtual')) return 'virtual';
  return settlement === 'jiCai' ? 'jiCai' : 'normal';
}

/** What paid an order: points only, money only, or both (quota goods, or points plus freight). */
export type PayMethod = 'points' | 'money' | 'mixed';

export const PAY_METHOD_LABEL: Readonly<Record<PayMethod, string>> = {
  points: '积分支付',
  money: '现金支付',
  mixed: '积分+现金',
};

export function payMethodOf({
  totalMoney,
  totalPoints,
}: {
  totalMoney: Amount;
  totalPoints: Amount;
}): PayMethod {
  if (isZero(totalPoints)) return 'money';
  return isZero(totalMoney) ? 'points' : 'mixed';
}

/**
 * How many points the member lacks for an order: 0 when the balance covers it.
 * @example pointsShortfall(1200, 1000) === 200
 */
export function pointsShortfall(totalPoints: number, balance: number): number {
  return Math.max(0, totalPoints - Math.max(0, balance));
}

/** The refusal of an order the balance cannot pay, in the shop's unit name (积分, 金币, …). */
export const pointsShortMessage = (totalPoints: number, balance: number, unitName: string): string =>
  `${unitName}不足：本单需${totalPoints}${unitName}，当前可用${balance}${unitName}，还差${pointsShortfall(totalPoints, balance)}${unitName}`;

/** A member may still cancel while nothing has left the warehouse (ORDER_TRANSITIONS.cancel). */
export const isCancellable = (status: OrderStatus): boolean => canMove('cancel', status);

/** Every order text: the storefront's toasts and the gateway's answers. */
export const ORDER_MESSAGES = {
  submitted: '下单成功',
  submitFailed: '下单失败，请稍后重试',
  noOrderRight: '当前账号无下单权限',
  chooseAddress: '请选择收货地址',
  remarkTooLong: '备注不能超过200个字符',
  settlementKeyMissing: '缺少结算标识，请刷新页面后重试',
  /** The settlement's key already made an order, and this submit asks for something else (10005). */
  settlementKeyReused:
    '本次结算已生成过订单，且与这次提交的内容不同：请先到我的订单查看，如仍需购买请再次提交',
  flashSaleEnded: '秒杀活动已结束，请按原价重新下单',
  flashSaleNotRunning: '该商品当前没有进行中的秒杀活动',
  orderNoMissing: '缺少订单号',
  orderNotFound: '订单不存在',
  notCancellable: '该订单当前状态不可取消',
  cancelled: '订单已取消',
  cancelFailed: '取消失败',
  noReviewRight: '当前账号无订单审核权限',
  rejectReasonMissing: '请填写驳回原因',
  rejectReasonTooLong: '驳回原因不能超过200个字符',
  notPendingReview: '该订单不是待审核状态',
  approved: '审核通过',
  rejected: '已驳回',
  reviewFailed: '审核失败',
  copied: COPY_MESSAGES.copied,
  copyFailed: COPY_MESSAGES.failed,
  noSettlementLines: '暂无待结算的商品',
  placed: '订单提交成功',
  placedForReview: '订单已提交，等待审核',
  /** The gateway made no admin orders address (spec 1 §7, generateLoginAdminUrl answered no URL). */
  adminAddressMissing: '获取订单地址失败',
} as const;

/** Longest remark and reject reason, in characters. */
export const ORDER_TEXT_MAX = 200;

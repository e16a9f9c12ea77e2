// The member's points card and notices (docs/account-pages.md): how points move with orders, the kinds of
// notice a member may choose to receive, and the notice list's texts. The project's own design: spec 1 names
// the pages (scorecard, notice, account/setting) but shows none of their content.
import { ORDER_STATUS, type OrderStatus } from './codes';

/** Why points moved: an order took them, an order that will not be fulfilled gave them back, or after-sales refunded. */
export const POINTS_MOVEMENT_LABEL = {
  order: '订单消费',
  refund: '订单退还',
  afterSale: '售后退款',
} as const;
export type PointsMovementKind = keyof typeof POINTS_MOVEMENT_LABEL;

export interface PointsMovement {
  kind: PointsMovementKind;
  orderNo: string;
  /** Signed: negative when the order took points. */
  points: number;
  time: number;
}

/** The statuses in which an order has given its points back (a cancel, a reviewer's reject). */
const REFUNDING: readonly OrderStatus[] = [ORDER_STATUS.cancelled, ORDER_STATUS.rejected];

export interface PointsOrder {
  orderNo: string;
  createTime: number;
  goodsPoints: number;
  history: readonly { status: OrderStatus; time: number }[];
}

/**
 * The points movements of a member's orders, newest first: each order that took points, and the refund when
 * it was cancelled or rejected. Orders paid without points move nothing.
 */
export function pointsMovements(orders: readonly PointsOrder[]): PointsMovement[] {
  return orders
    .filter((order) => order.goodsPoints > 0)
    .flatMap((order): PointsMovement[] => {
      const taken: PointsMovement = {
        kind: 'order',
        orderNo: order.orderNo,
        points: -order.goodsPoints,
        time: order.createTime,
      };
      const refund = order.history.find((step) => REFUNDING.includes(step.status));
      if (!refund) return [taken];
      return [
        taken,
        { kind: 'refund', orderNo: order.orderNo, points: order.goodsPoints, time: refund.time },
      ];
    })
    .sort((a, b) => b.time - a.time);
}

/** The kinds of notice, each of which a member may switch off at 账户设置. */
export const NOTICE_KINDS = [
  { kind: 'order', label: '订单通知', hint: '订单审核、发货和取消' },
  { kind: 'points', label: '积分通知', hint: '积分变动和即将过期' },
  { kind: 'system', label: '系统公告', hint: '商城活动和服务变更' },
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number]['kind'];
export type NoticeSettings = Record<NoticeKind, boolean>;

export const NOTICE_TEXTS = {
  empty: '暂无消息',
  unread: '未读',
  read: '已读',
  /** A notice that does not exist (any more). */
  notFound: '消息不存在',
} as const;

/** The menu's unread badge: the count, capped so the badge stays small. */
export const unreadBadge = (count: number): string | undefined =>
  count <= 0 ? undefined : count > 99 ? '99+' : String(count);

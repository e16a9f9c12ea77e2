// The old system's records (旧系统订单, docs/old-orders.md): orders and after-sales records the previous order
// system kept for a member. Read-only: seeded once (seed-legacy-orders.ts) and never changed by a call.
import type { LegacyAfterSaleStatus, LegacyAfterSaleType, LegacyOrderStatus } from '../../engine';

/** A line as the old system recorded it: its goods name and spec as text, no link to today's goods. */
export interface LegacyOrderLine {
  goodsName: string;
  spec: string;
  quantity: number;
  unitMoney: number;
  unitPoints: number;
}

export interface LegacyOrder {
  orderNo: string;
  userId: number;
  createTime: number;
  payTime: number;
  /** When it ended (completed, cancelled, refunded or closed). */
  endTime: number;
  status: LegacyOrderStatus;
  lines: LegacyOrderLine[];
  freight: number;
  receiverName: string;
  receiverPhone: string;
  receiverAddress: string;
  /** Empty for an order that never shipped. */
  courierName: string;
  trackingNo: string;
  remark: string;
}

export interface LegacyAfterSale {
  serviceNo: string;
  orderNo: string;
  userId: number;
  type: LegacyAfterSaleType;
  status: LegacyAfterSaleStatus;
  goodsName: string;
  quantity: number;
  refundMoney: number;
  refundPoints: number;
  applyTime: number;
  endTime: number;
  reason: string;
  /** The merchant's words when it ended. */
  handleNote: string;
}

// The old system's orders and after-sales records as the gateway answers them (docs/old-orders.md).
import type {
  LegacyAfterSaleStatus,
  LegacyAfterSaleType,
  LegacyOrderSearch,
  LegacyOrderStatus,
} from '../domain';

/** A page of the search; empty fields are left out of the request. */
export type LegacyOrderFilter = Partial<LegacyOrderSearch> & { currentPage: number };

/** A legacy order in the list: its first goods and counts stand for its lines. */
export interface LegacyOrderSummary {
  orderNo: string;
  createTime: string;
  status: LegacyOrderStatus;
  statusName: string;
  goodsName: string;
  goodsKinds: number;
  pieces: number;
  totalMoney: number;
  totalPoints: number;
}

/** A line as the old system recorded it, with what it cost (unit × quantity). */
export interface LegacyOrderLine {
  goodsName: string;
  spec: string;
  quantity: number;
  unitMoney: number;
  unitPoints: number;
  money: number;
  points: number;
}

export interface LegacyOrderDetail extends LegacyOrderSummary {
  /** Empty for an order closed unpaid. */
  payTime: string;
  endTime: string;
  lines: LegacyOrderLine[];
  goodsMoney: number;
  goodsPoints: number;
  freight: number;
  receiverName: string;
  receiverPhone: string;
  receiverAddress: string;
  /** Empty for an order that never shipped. */
  courierName: string;
  trackingNo: string;
  remark: string;
}

export interface LegacyAfterSaleRecord {
  serviceNo: string;
  orderNo: string;
  type: LegacyAfterSaleType;
  typeName: string;
  status: LegacyAfterSaleStatus;
  statusName: string;
  goodsName: string;
  quantity: number;
  refundMoney: number;
  refundPoints: number;
  applyTime: string;
  endTime: string;
  reason: string;
  /** The merchant's words when it ended. */
  handleNote: string;
}

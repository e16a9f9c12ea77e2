// The old system's records (旧系统订单, docs/old-orders.md): orders and after-sales records the previous order
// system kept for a member. Read-only: seeded once (seed-legacy-orders.ts) and never changed by a call.
import type {
  LegacyAfterSaleRecord,
  LegacyOrderDetail,
  LegacyOrderLine as LegacyOrderLineView,
} from '../../engine/contract';

/** A line as the old system recorded it: its goods name and spec as text, no link to today's goods. */
export type LegacyOrderLine = Omit<LegacyOrderLineView, 'money' | 'points'>;

/** An order as the old system kept it: the detail's recorded fields, its times in epoch ms. */
export interface LegacyOrder extends Pick<
  LegacyOrderDetail,
  | 'orderNo'
  | 'status'
  | 'freight'
  | 'receiverName'
  | 'receiverPhone'
  | 'receiverAddress'
  | 'courierName'
  | 'trackingNo'
  | 'remark'
> {
  userId: number;
  createTime: number;
  payTime: number;
  /** When it ended (completed, cancelled, refunded or closed). */
  endTime: number;
  lines: LegacyOrderLine[];
}

/** An after-sales record as the old system kept it: the record less its names, its times in epoch ms. */
export interface LegacyAfterSale extends Omit<
  LegacyAfterSaleRecord,
  'typeName' | 'statusName' | 'applyTime' | 'endTime'
> {
  userId: number;
  applyTime: number;
  endTime: number;
}

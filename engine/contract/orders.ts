// The settlement's and the orders' requests and answers (spec 1 §3, spec 2 §3; the {order} calls:
// src/demo-gateway/README.md).
import type { BudgetOutcome, OrderStatus, PayMethod, PaymentChoice, PriceMode, PriceSource } from '../domain';
import type { SettlementKind } from '../paths';
import type { Address } from './addresses';
import type { MemberGoods } from './goods';

export interface SettlementLine {
  goodsCode: string;
  goodsSkuCode: string;
  quantity: number;
}

/** What is settled: the variant (engine's settlementKind), the lines, and the address (default if none). */
export interface SettlementRequest {
  kind: SettlementKind;
  items: SettlementLine[];
  addressId?: number;
}

/**
 * `settlementKey`: one per settlement page visit (randomId()); the gateway answers a replay with the
 * order it made, so a double click or a retry never makes two.
 */
export type SubmitOrderRequest = SettlementRequest & {
  remark?: string;
  rechargeAccount?: string;
  settlementKey: string;
  /** 余额支付 (docs/balance.md); absent is the ordinary payment. */
  payment?: PaymentChoice;
};

export interface OrderFilter {
  orderStatus?: OrderStatus;
  currentPage: number;
}

export interface OrderReview {
  orderNo: string;
  approved: 0 | 1;
  reviewRemark?: string;
}

/** A line as the settlement re-priced it; `unavailableReason` names why it cannot be bought now. */
export interface SettledItem {
  goodsCode: string;
  goodsSkuCode: string;
  goodsSkuName: string;
  goodsSkuImgUrl: string;
  quantity: number;
  priceSource: PriceSource;
  unitMoney: number;
  unitPoints: number;
  money: number;
  points: number;
  unavailableReason: string | null;
}

/** The settlement preview: lines, the address it delivers to (none for virtual goods) and the totals. */
export interface SettlementSummary {
  items: SettledItem[];
  address: Address | null;
  virtual: boolean;
  priceMode: PriceMode;
  goodsMoney: number;
  goodsPoints: number;
  freight: number;
  totalMoney: number;
  totalPoints: number;
  totalQuantity: number;
  /** Where the shop keeps budgets: the budget this order spends, null when the buyer has none this period. */
  budget?: SettlementBudget | null;
}

/** The budget line of a settlement (docs/budgets.md): the engine's decision for this order. */
export interface SettlementBudget {
  budgetId: string;
  name: string;
  /** Exact decimal text, as the budget figures are. */
  remaining: string;
  remainingAfter: string;
  outcome: BudgetOutcome;
  message: string | null;
}

/** A line a submit refused: the answer's `data` lists them so the page can mark them. */
export interface RefusedLine {
  goodsSkuCode: string;
  reason: string;
}

export interface SubmittedOrder {
  orderNo: string;
  orderStatus: OrderStatus;
  totalMoney: number;
  totalPoints: number;
  kind: SettlementKind;
}

export interface OrderLineView {
  goodsCode: string;
  goodsSkuCode: string;
  goodsSkuName: string;
  goodsSkuImgUrl: string;
  quantity: number;
  unitMoney: number;
  unitPoints: number;
}

/** One step of an order's life; `time` as the gateway formats it (yyyy-MM-dd HH:mm:ss). */
export interface OrderStatusStep {
  status: OrderStatus;
  statusName: string;
  time: string;
  remark?: string;
}

/** One step a courier reported; `time` as the gateway formats it. */
export interface TrackingStep {
  time: string;
  text: string;
}

/** A shipped order's parcel: the courier, the tracking number and the steps, newest first. */
export interface ShipmentView {
  courierName: string;
  trackingNo: string;
  tracks: TrackingStep[];
}

export interface OrderView {
  orderNo: string;
  createTime: string;
  orderStatus: OrderStatus;
  orderStatusName: string;
  buyerName: string;
  goodsList: OrderLineView[];
  goodsMoney: number;
  goodsPoints: number;
  freight: number;
  totalMoney: number;
  totalPoints: number;
  address: Address | null;
  remark: string;
  virtual: boolean;
  rechargeAccount: string;
  reviewRemark: string;
  kind: SettlementKind;
  /** Empty, and payMethod null, until the order is paid. */
  payTime: string;
  payMethod: PayMethod | null;
  /** The parcel, once shipped. */
  shipment: ShipmentView | null;
  statusHistory: OrderStatusStep[];
  cancellable: boolean;
  /** Why it waits for review beyond the shop's usual review (超出预算), or ''. */
  holdReason: string;
}

/** How many of the member's orders are in one status. */
export interface OrderStatusCount {
  orderStatus: OrderStatus;
  count: number;
}

/** The points the member holds. */
export interface PointsBalance {
  balance: number;
}

/** A goods of the member's orders, with when it was last bought. */
export interface PurchasedGoods extends MemberGoods {
  purchaseTime: string;
}

// The after-sales calls' answers and requests (docs/after-sales.md; the project's own calls:
// src/demo-gateway/README.md).
import type { AfterSaleStatus, AfterSaleTab, AfterSaleType, LineClaims, Split, stepBar } from '../domain';
import type { OrderLineView } from './orders';
import type { Page } from './answer';

/** A line of the order with what it cost, what its cases hold and what may still be claimed (and why not). */
export interface ClaimableLine extends OrderLineView {
  paid: Split;
  claims: LineClaims;
  claimable: number;
  reason: string | null;
}

/** An order as the application reads it: the types it allows, its freight and its lines. */
export interface ClaimableOrder {
  orderNo: string;
  orderStatusName: string;
  createTime: string;
  types: AfterSaleType[];
  freight: number;
  freightRefunded: string;
  /** The member's phone, the contact's default. */
  phone: string;
  lines: ClaimableLine[];
}

/** An application as the apply page sends it. */
export interface AfterSaleInput {
  orderNo: string;
  type: AfterSaleType;
  reason: string;
  description: string;
  phone: string;
  images: string[];
  lines: { goodsSkuCode: string; quantity: number }[];
}

export interface AppliedCase {
  id: string;
  serviceNo: string;
  orderNo: string;
}

/** One line of a case: the units claimed and what they hand back. */
export interface CaseLine {
  goodsSkuCode: string;
  goodsSkuName: string;
  goodsSkuImgUrl: string;
  quantity: number;
  refund: Split;
}

/** A case as the record lists it. */
export interface AfterSaleCaseView {
  id: string;
  serviceNo: string;
  orderNo: string;
  type: AfterSaleType;
  typeName: string;
  status: AfterSaleStatus;
  statusName: string;
  reason: string;
  description: string;
  images: string[];
  phone: string;
  lines: CaseLine[];
  quantity: number;
  /** The lines' refunds plus the freight. */
  refund: Split;
  /** The freight handed back with the claim (money), already in `refund`. */
  freight: string;
  logistics: { courier: string; trackingNo: string } | null;
  merchantReason: string;
  createTime: string;
  actions: { cancel: boolean; sendBack: boolean };
}

/** A case with its step bar and log. */
export interface AfterSaleDetail extends AfterSaleCaseView {
  steps: ReturnType<typeof stepBar>;
  log: { status: AfterSaleStatus; statusName: string; time: string; note: string }[];
}

export interface AfterSaleFilter {
  tab: AfterSaleTab;
  keyword: string;
  currentPage: number;
}

export interface AfterSalePage extends Page<AfterSaleCaseView> {
  counts: Record<AfterSaleTab, number>;
}

/** Per order: the lines that may still be claimed, how many cases it has and what they handed back. */
export interface OrderAfterSaleState {
  orderNo: string;
  /** The SKU codes of the lines with units left to claim: empty when 申请售后 has nothing to offer. */
  claimableLines: string[];
  cases: number;
  refunded: Split | null;
}

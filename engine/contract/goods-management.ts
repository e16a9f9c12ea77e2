// Operator-side goods management (spec 2 §4; the calls are the project's own, src/demo-gateway/README.md):
// the list by status with the tab counts, and the commands on one goods or on a batch.
import type { BatchCommandType, GoodsStatus, ManagedGoods, SingleGoodsCommand } from '../domain';
import type { Page } from './answer';

export interface WebsiteGoods {
  goodsSkuName: string;
  goodsSkuCode: string;
  goodsCode: string;
  goodsType: number;
  virtualOrder: number;
  orderGoodsType: number;
  deleted: boolean;
  firstCategoryCode: string;
  secondCategoryCode: string;
  lastCategoryCode: string;
}

export interface ManagedGoodsView extends ManagedGoods {
  goodsName: string;
  statusName: string;
  /** The restricted regions by name, as one multi-value label (北京市、广东省; spec 2 §9). */
  restrictedRegionNames: string;
  sellingPrice: number;
  officialPrice: number;
}

export interface ManagedGoodsPage extends Page<ManagedGoodsView> {
  /** How many goods each status holds, for the search in force. */
  statusCounts: Record<GoodsStatus, number>;
  /** Each status's name. */
  statusLabels: Record<GoodsStatus, string>;
}

export interface ManagedGoodsFilter {
  status: GoodsStatus;
  keyword?: string;
  currentPage: number;
}

/** A goods the batch left as it was, and why. */
export interface RefusedGoods {
  goodsSkuCode: string;
  message: string;
}

export type GoodsCommandRequest =
  (SingleGoodsCommand & { goodsSkuCode: string }) | { type: BatchCommandType; goodsSkuCodes: string[] };

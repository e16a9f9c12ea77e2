// The goods of the demo database: each sale unit (SKU) with its prices, stock, sales areas and activity.
import type {
  ACTIVITY_TYPE,
  GOODS_TYPE,
  POINTS_BATCH_CAN_BUY,
  SALES_AREA_LIMIT_TYPE,
  SHELVES_STATUS,
  VIRTUAL_ORDER,
} from '../../engine';
import type { SalesArea } from '../../engine/contract';

/** One of a code group's values (engine/domain/codes.ts). */
export type CodeOf<Group> = Group[keyof Group];

/** A sales area as the SKU keeps it: the answer's, without the SKU code. */
export interface SalesAreaSeed extends Omit<SalesArea, 'goodsSkuCode' | 'limitType'> {
  limitType: CodeOf<typeof SALES_AREA_LIMIT_TYPE>;
}

export interface ActivitySeed {
  activityType: CodeOf<typeof ACTIVITY_TYPE>;
  activityPrice: number;
  /** Epoch ms; flash sales only. */
  expireStartTime?: number;
  expireEndTime?: number;
  /** Flash sales: most units per order (每单限购). */
  limitNum?: number;
}

export interface Sku {
  goodsCode: string;
  goodsSkuCode: string;
  goodsName: string;
  goodsSkuName: string;
  brandName: string;
  unit: string;
  /** First, second and last category codes. */
  categoryCodes: readonly [string, string, string];
  /** In the shop's price mode: points (integers) in points malls, money (2 decimals) otherwise. */
  sellingPrice: number;
  marketPrice: number;
  /** Money part of quota goods. */
  supplyPrice: number;
  quotaIntrgral: number;
  isQuotaGoods: 0 | 1;
  discountRate: number | null;
  labelImgUrl: string;
  usableNum: number;
  salesNum: number;
  shelvesStatus: CodeOf<typeof SHELVES_STATUS>;
  deleted: boolean;
  pointsBatchCanBuy: CodeOf<typeof POINTS_BATCH_CAN_BUY>;
  goodsType: CodeOf<typeof GOODS_TYPE>;
  orderGoodsType: CodeOf<typeof GOODS_TYPE>;
  virtualOrder: CodeOf<typeof VIRTUAL_ORDER>;
  /** The least one order takes (起订量); none: 1. */
  minBuyNum?: number;
  isOpenLadderPrice: 0 | 1;
  ladderPriceGoodsList: { minCount: number; ladderSellingPrice: number }[];
  salesAreas: SalesAreaSeed[];
  activity: ActivitySeed | null;
  createTime: number;
  supplierName: string;
  /** Position in the default listing order. */
  rank: number;
}

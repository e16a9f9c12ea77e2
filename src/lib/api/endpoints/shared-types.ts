// Shapes several endpoints answer with: a page of a list, a goods' card, pricing and activity fields.

/** One page of a list (the gateway's paging: currentPage from 1). */
export interface Page<T> {
  records: T[];
  total: number;
  currentPage: number;
  pageSize: number;
}

export interface ActivityInfo {
  activityType: number;
  activityPrice: number;
  activeState?: number;
  expireStartTime?: string;
  expireEndTime?: string;
}

export interface SalesArea {
  goodsSkuCode: string;
  provinceIds: string;
  cityIds: string;
  areaIds: string;
  limitType: number;
}

export interface CardGoods {
  goodsName: string;
  imgUrl: string;
  sellingPrice: number;
  supplyPrice: number;
  quotaIntrgral: number;
  isQuotaGoods: number;
  unit: string;
  discount: number;
  discountRate: number;
  labelImgUrl: string;
  salesNum: number;
  goodsSkuCode: string;
  usableNum: number;
  marketPrice: number;
  pointsBatchCanBuy: number;
  activityGoodsInfo: ActivityInfo[];
  imgList: string[];
}

/** Pricing and routing fields of a goods (spec 2 §3). */
export interface GoodsPricing {
  sellingPrice: number;
  isOpenLadderPrice: number | null;
  ladderPriceGoodsList: { minCount: number; ladderSellingPrice: number }[];
  deleted: boolean;
  virtualOrder: number | null;
  orderGoodsType: number | null;
  goodsType: number | null;
}

/** A goods as the member's lists show it (browse history, purchased goods): the goods view's fields they use. */
export interface MemberGoods {
  goodsCode: string;
  goodsSkuCode: string;
  goodsSkuName: string;
  imgUrl: string;
  sellingPrice: number;
  integralPrice: number;
  supplyPrice: number;
  quotaIntrgral: number;
  isQuotaGoods: number;
  saleStatus: number;
  activityGoodsInfo: ActivityInfo[];
  goodsType: number | null;
  orderGoodsType: number | null;
  virtualOrder: number | null;
  deleted: boolean;
  firstCategoryCode?: string;
  secondCategoryCode?: string;
  lastCategoryCode?: string;
}

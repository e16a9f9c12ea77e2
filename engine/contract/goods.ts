// The goods as the catalogue calls answer them (spec 1 §3, spec 2 §3; the calls the spec leaves out:
// docs/gateway.md): cards, pricing and activity fields, the detail, the home, custom and topic pages.
import type { Page } from './answer';

export interface ActivityInfo {
  activityType: number;
  activityPrice: number;
  /** For flash sales the panic state at the gateway clock; running for other activities. */
  activeState?: number;
  expireStartTime?: string | null;
  expireEndTime?: string | null;
  /** A flash sale's most units per order (每单限购). */
  limitNum?: number;
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
  discountRate: number | null;
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

/** A goods as lists and cards get it (spec 1 §3), with its routing and pricing fields (spec 2 §3). */
export type Goods = CardGoods &
  GoodsPricing & {
    goodsCode: string;
    goodsSkuName: string;
    brandName: string;
    integralPrice: number;
    /** 1001 on sale, 1002 off shelf, 1003 sold out. */
    saleStatus: number;
    shelvesStatus: number;
    inStock: boolean;
    goodsSkuSalesAreaList: SalesArea[];
    firstCategoryCode: string;
    secondCategoryCode: string;
    lastCategoryCode: string;
    supplierName: string;
    /** The least one order takes (起订量); none: 1. */
    minBuyNum?: number;
  };

export interface GoodsDetail extends Goods {
  /** The user's favourite id for this SKU; null when not a favourite (or a guest). */
  collectionId: number | null;
  skuList: {
    goodsSkuCode: string;
    goodsSkuName: string;
    sellingPrice: number;
    usableNum: number;
    saleStatus: number;
  }[];
  /** The goods description as HTML (rendered sanitized). */
  description: string;
}

export type GoodsPage = Page<Goods>;

export type GoodsSortField = 'default' | 'sales' | 'price' | 'new';

export interface GoodsSearch {
  keyword?: string;
  categoryCode?: string;
  /** Passed through from the commodity centre's URL (spec 1 §2). */
  dataString?: string;
  sortField: GoodsSortField;
  sortOrder: 'asc' | 'desc';
  currentPage: number;
  pageSize: number;
}

export interface GoodsKey {
  goodsCode: string;
  goodsSkuCode?: string;
}

export interface HomeBanner {
  id: number;
  title: string;
  imgUrl: string;
  /** A path inside the shop ('/goodDetail/goodDetail?…') or a full address. */
  linkUrl: string;
}

export interface HomeFloor {
  floorId: string;
  floorName: string;
  goodsList: Goods[];
}

export interface HomePage {
  banners: HomeBanner[];
  floors: HomeFloor[];
}

export interface CustomPage {
  pageId: string;
  title: string;
  /** Server HTML: rendered only through SafeHtml. */
  html: string;
}

export interface GoodsTopic {
  topicId: string;
  title: string;
  bannerImg: string;
  goodsList: Goods[];
}

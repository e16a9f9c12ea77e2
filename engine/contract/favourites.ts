// A favourite as the favourites page reads it (spec 1 §3).
import type { ActivityInfo, GoodsPricing } from './goods';

export interface Favourite extends Pick<
  GoodsPricing,
  'deleted' | 'goodsType' | 'orderGoodsType' | 'virtualOrder'
> {
  id: number;
  /** The goods code twice: the spec's `goodCode` and the goods lists' `goodsCode`. */
  goodCode: string;
  goodsCode: string;
  goodsSkuCode: string;
  goodsSkuName: string;
  goodsImage: string;
  integralPrice: number;
  sellingPrice: number;
  supplyPrice: number;
  quotaIntrgral: number;
  isQuotaGoods: number;
  soldOut: boolean;
  shelvesStatus: number;
  hidden: boolean;
  activityGoodsInfo: ActivityInfo | null;
  firstCategoryCode: string;
  secondCategoryCode: string;
  lastCategoryCode: string;
  /** When it was favourited, as the gateway formats it. */
  createTime: string;
}

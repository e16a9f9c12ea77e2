// The cart as the {cart} calls answer it, and the line they take (spec 1 §3, §7).
import type { ActivityInfo, GoodsPricing, SalesArea } from './goods';

export interface CartItem extends Pick<
  GoodsPricing,
  'sellingPrice' | 'isOpenLadderPrice' | 'ladderPriceGoodsList' | 'goodsType' | 'virtualOrder'
> {
  goodsCode: string;
  goodsSkuCode: string;
  goodsSkuName: string;
  goodsSkuImgUrl: string;
  unit: string;
  quantity: number;
  integralPrice: number;
  supplyPrice: number;
  quotaIntrgral: number;
  isQuotaGoods: number;
  goodsSkuStock: number;
  shelvesStatus: number;
  inStock: boolean;
  goodsSkuSalesAreaList: SalesArea[];
  activityGoodsInfo: ActivityInfo | null;
  isCheck: number;
  isLimitSales: number;
  cartItems: { goodsSkuCode: string; quantity: number }[];
}

/** The lines of one supplier (the invalid lines: one group named 失效商品). */
export interface CartGroup {
  supplierName: string;
  cartItems: CartItem[];
}

export interface CartList {
  validCartItems: CartGroup[];
  invalidCartItems: CartGroup[];
}

/** What the cart calls take to name one line. */
export interface CartLine {
  goodsCode: string;
  goodsSkuCode: string;
  quantity: number;
}

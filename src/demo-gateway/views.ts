// What the gateway answers about goods: cards, details, cart items and favourites, computed from the
// stored SKU at the gateway clock (flash-sale states) and, for the cart, the posted delivery region.
import {
  ACTIVITY_TYPE,
  flashSaleState,
  isSalesAreaRestricted,
  PANIC_STATE,
  saleStatusOf,
} from '../../engine';
import type { DeliveryRegion } from '../../engine';
import type {
  ActivityInfo,
  CartItem,
  Favourite as FavouriteView,
  Goods,
  GoodsDetail,
  WebsiteGoods,
} from '../../engine/contract';
import type { CartEntry, Favourite, ShopDb, Sku } from './db';
import { skusOf } from './db';
import { shanghaiTime } from './time';

export const imageUrl = (name: string, width = 400, height = 400) =>
  `/api/cdn/img/${encodeURIComponent(name)}.svg?w=${width}&h=${height}`;

/** For flash sales `activeState` is the panic state at the gateway clock; running for other activities. */
export function activityView(sku: Sku, now: number): ActivityInfo | null {
  const { activity } = sku;
  if (!activity) return null;
  const times = {
    expireStartTime: activity.expireStartTime === undefined ? null : shanghaiTime(activity.expireStartTime),
    expireEndTime: activity.expireEndTime === undefined ? null : shanghaiTime(activity.expireEndTime),
  };
  const activeState =
    activity.activityType === ACTIVITY_TYPE.flashSale
      ? flashSaleState(times, now).panicState
      : PANIC_STATE.running;
  return {
    activityType: activity.activityType,
    activityPrice: activity.activityPrice,
    activeState,
    ...times,
    ...(activity.limitNum === undefined ? {} : { limitNum: activity.limitNum }),
  };
}

export const salesAreaList = (sku: Sku) =>
  sku.salesAreas.map((area) => ({ goodsSkuCode: sku.goodsSkuCode, ...area }));

export const isRestricted = (sku: Sku, region: DeliveryRegion | null | undefined) =>
  isSalesAreaRestricted(
    { goodsSkuCode: sku.goodsSkuCode, goodsSkuSalesAreaList: salesAreaList(sku) },
    region,
  );

/** The goods as cards and lists read it (spec 1 §3), plus routing and pricing fields (spec 2 §3). */
export function goodsView(sku: Sku, now: number): Goods {
  const activity = activityView(sku, now);
  return {
    goodsCode: sku.goodsCode,
    goodsSkuCode: sku.goodsSkuCode,
    goodsName: sku.goodsName,
    goodsSkuName: sku.goodsSkuName,
    brandName: sku.brandName,
    unit: sku.unit,
    imgUrl: imageUrl(sku.goodsSkuCode),
    imgList: [1, 2, 3].map((index) => imageUrl(`${sku.goodsSkuCode}-${index}`, 800, 800)),
    sellingPrice: sku.sellingPrice,
    integralPrice: sku.sellingPrice,
    marketPrice: sku.marketPrice,
    supplyPrice: sku.supplyPrice,
    quotaIntrgral: sku.quotaIntrgral,
    isQuotaGoods: sku.isQuotaGoods,
    discount: sku.discountRate === null ? 0 : 1,
    discountRate: sku.discountRate,
    labelImgUrl: sku.labelImgUrl,
    salesNum: sku.salesNum,
    usableNum: sku.usableNum,
    ...(sku.minBuyNum === undefined ? {} : { minBuyNum: sku.minBuyNum }),
    saleStatus: saleStatusOf(sku),
    shelvesStatus: sku.shelvesStatus,
    inStock: sku.usableNum > 0,
    pointsBatchCanBuy: sku.pointsBatchCanBuy,
    goodsType: sku.goodsType,
    orderGoodsType: sku.orderGoodsType,
    virtualOrder: sku.virtualOrder,
    deleted: sku.deleted,
    isOpenLadderPrice: sku.isOpenLadderPrice,
    ladderPriceGoodsList: sku.ladderPriceGoodsList,
    goodsSkuSalesAreaList: salesAreaList(sku),
    activityGoodsInfo: activity ? [activity] : [],
    firstCategoryCode: sku.categoryCodes[0],
    secondCategoryCode: sku.categoryCodes[1],
    lastCategoryCode: sku.categoryCodes[2],
    supplierName: sku.supplierName,
  };
}

export function detailView(db: ShopDb, sku: Sku, now: number, collectionId: number | null): GoodsDetail {
  return {
    ...goodsView(sku, now),
    collectionId,
    skuList: skusOf(db, sku.goodsCode).map((each) => ({
      goodsSkuCode: each.goodsSkuCode,
      goodsSkuName: each.goodsSkuName,
      sellingPrice: each.sellingPrice,
      usableNum: each.usableNum,
      saleStatus: saleStatusOf(each),
    })),
    description: `<p>${sku.goodsName}，${sku.brandName}出品。</p><p><img src="${imageUrl(`${sku.goodsSkuCode}-desc`, 750, 400)}" alt="" width="750" height="400"></p>`,
  };
}

export function cartItemView(
  sku: Sku,
  entry: CartEntry,
  now: number,
  region: DeliveryRegion | null,
): CartItem {
  const goods = goodsView(sku, now);
  return {
    goodsCode: sku.goodsCode,
    goodsSkuCode: sku.goodsSkuCode,
    goodsSkuName: sku.goodsSkuName,
    goodsSkuImgUrl: goods.imgUrl,
    quantity: entry.quantity,
    sellingPrice: sku.sellingPrice,
    integralPrice: sku.sellingPrice,
    supplyPrice: sku.supplyPrice,
    quotaIntrgral: sku.quotaIntrgral,
    isQuotaGoods: sku.isQuotaGoods,
    isOpenLadderPrice: sku.isOpenLadderPrice,
    ladderPriceGoodsList: sku.ladderPriceGoodsList,
    goodsSkuStock: sku.usableNum,
    shelvesStatus: sku.shelvesStatus,
    inStock: sku.usableNum >= entry.quantity,
    goodsSkuSalesAreaList: goods.goodsSkuSalesAreaList,
    activityGoodsInfo: goods.activityGoodsInfo[0] ?? null,
    isCheck: entry.isCheck,
    isLimitSales: isRestricted(sku, region) ? 1 : 0,
    goodsType: sku.goodsType,
    virtualOrder: sku.virtualOrder,
    unit: sku.unit,
    cartItems: [{ goodsSkuCode: sku.goodsSkuCode, quantity: entry.quantity }],
  };
}

export function favouriteView(sku: Sku, favourite: Favourite, now: number): FavouriteView {
  const goods = goodsView(sku, now);
  return {
    id: favourite.id,
    goodCode: sku.goodsCode,
    goodsCode: sku.goodsCode,
    goodsSkuCode: sku.goodsSkuCode,
    goodsSkuName: sku.goodsSkuName,
    goodsImage: goods.imgUrl,
    integralPrice: sku.sellingPrice,
    sellingPrice: sku.sellingPrice,
    supplyPrice: sku.supplyPrice,
    quotaIntrgral: sku.quotaIntrgral,
    isQuotaGoods: sku.isQuotaGoods,
    soldOut: sku.usableNum <= 0,
    shelvesStatus: sku.shelvesStatus,
    hidden: sku.deleted,
    deleted: sku.deleted,
    activityGoodsInfo: goods.activityGoodsInfo[0] ?? null,
    goodsType: sku.goodsType,
    orderGoodsType: sku.orderGoodsType,
    virtualOrder: sku.virtualOrder,
    firstCategoryCode: goods.firstCategoryCode,
    secondCategoryCode: goods.secondCategoryCode,
    lastCategoryCode: goods.lastCategoryCode,
    createTime: shanghaiTime(favourite.createTime),
  };
}

/** The linked mall product of a purchase request (spec 2 §3). */
export function websiteGoodsView(sku: Sku | undefined): WebsiteGoods | null {
  if (!sku) return null;
  return {
    goodsSkuName: sku.goodsSkuName,
    goodsSkuCode: sku.goodsSkuCode,
    goodsCode: sku.goodsCode,
    goodsType: sku.goodsType,
    virtualOrder: sku.virtualOrder,
    orderGoodsType: sku.orderGoodsType,
    deleted: sku.deleted,
    firstCategoryCode: sku.categoryCodes[0],
    secondCategoryCode: sku.categoryCodes[1],
    lastCategoryCode: sku.categoryCodes[2],
  };
}

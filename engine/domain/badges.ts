import type { DeliveryRegion } from '../capabilities/facts';
import { POINTS_BATCH_CAN_BUY, SALE_STATUS } from './codes';
import { flashSaleActivity, type ActivityInfoField } from './prices';
import { isSalesAreaRestricted, type SalesAreaItem } from './sales-area';
import { codeOf, type Code } from './server-values';

export const BADGE = {
  offShelf: '已下架',
  soldOut: '已售罄',
  regionUnavailable: '区域无货',
  cannotBuy: '无法购买',
} as const;

export const FLASH_SALE_TAG = '秒杀';

export interface BadgeGoods extends SalesAreaItem {
  /** The card's sale status code (1001, 1002, 1003) or its boolean form (false is sold out). */
  saleStatus?: Code | boolean | null;
  pointsBatchCanBuy?: Code | null;
  salesNum?: Code | null;
  activityGoodsInfo?: ActivityInfoField;
}

/** Shop differences, from capabilities: whether sold counts show, whether points buy designated goods only. */
export interface BadgeOptions {
  showSales: boolean;
  pointsDesignatedOnly: boolean;
  region?: DeliveryRegion | null;
}

export interface GoodsBadges {
  badge?: string;
  purchasable: boolean;
  soldLabel?: string;
  flashSaleTag?: typeof FLASH_SALE_TAG;
}

/** Why goods cannot be bought, as the key of its badge; the first that applies. */
export type PurchaseBlock = keyof typeof BADGE;

function saleBlock(status: BadgeGoods['saleStatus']): PurchaseBlock | undefined {
  if (status === false) return 'soldOut';
  const code = codeOf(status);
  if (code === SALE_STATUS.offShelf) return 'offShelf';
  if (code === SALE_STATUS.soldOut) return 'soldOut';
  return undefined;
}

/**
 * Why goods cannot be bought (spec 1 §4), the first that applies: off shelf or sold out by the sale status,
 * restricted in the region, or pointsBatchCanBuy 0 in a shop whose points buy designated goods only.
 * @example purchaseBlock({ saleStatus: 1003 }, { pointsDesignatedOnly: false }) === 'soldOut'
 */
export function purchaseBlock(
  goods: BadgeGoods,
  options: Omit<BadgeOptions, 'showSales'>,
): PurchaseBlock | undefined {
  return (
    saleBlock(goods.saleStatus) ??
    (isSalesAreaRestricted(goods, options.region) ? 'regionUnavailable' : undefined) ??
    (options.pointsDesignatedOnly && codeOf(goods.pointsBatchCanBuy) === POINTS_BATCH_CAN_BUY.no
      ? 'cannotBuy'
      : undefined)
  );
}

/**
 * A goods card's badge and tags (spec 1 §4). One badge shows, the first that applies: 已下架 / 已售罄 from
 * the sale status, 区域无货 when the region is restricted, 无法购买 when pointsBatchCanBuy is 0 in a shop whose
 * points buy designated goods only. Goods with a badge cannot be bought.
 * @example goodsBadges({ saleStatus: 1001, salesNum: 12 }, { showSales: true, pointsDesignatedOnly: false }) → { purchasable: true, soldLabel: '已售 12' }
 */
export function goodsBadges(goods: BadgeGoods, options: BadgeOptions): GoodsBadges {
  const block = purchaseBlock(goods, options);
  const badge = block && BADGE[block];
  const result: GoodsBadges = { purchasable: badge === undefined };
  if (badge) result.badge = badge;
  if (options.showSales) result.soldLabel = `已售 ${codeOf(goods.salesNum) ?? 0}`;
  if (flashSaleActivity(goods)) result.flashSaleTag = FLASH_SALE_TAG;
  return result;
}

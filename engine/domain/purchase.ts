import { BADGE, purchaseBlock, type BadgeGoods, type BadgeOptions, type PurchaseBlock } from './badges';
import { SALE_STATUS, SHELVES_STATUS } from './codes';
import { GOODS_NOT_FOUND, isVirtualGoods, type GoodsLink } from './goods-routing';
import { codeOf, isOn, type Code } from './server-values';

// What the backend answers when goods may not be bought: the same rule as the cards' badges (badges.ts),
// in the words of a refusal.

export type SaleStatus = (typeof SALE_STATUS)[keyof typeof SALE_STATUS];

export const PURCHASE_REFUSAL: Readonly<Record<PurchaseBlock | 'notFound' | 'virtualNotInCart', string>> = {
  notFound: GOODS_NOT_FOUND,
  offShelf: '商品已下架',
  soldOut: '商品已售罄',
  regionUnavailable: '该地区暂不支持配送',
  cannotBuy: '该商品不支持积分兑换',
  virtualNotInCart: '虚拟商品不支持加入购物车，请直接购买',
};

/** 库存不足，当前库存3件 */
export function stockShortMessage(stock: number): string {
  return `库存不足，当前库存${stock}件`;
}

export interface StockedGoods {
  shelvesStatus?: Code | null;
  usableNum?: Code | null;
  deleted?: boolean | Code | null;
}

/**
 * The sale status a goods' shelves and stock give (spec 1 §4 and §9): off shelf (1002, deleted goods too)
 * before sold out (1003, no usable stock), else on sale (1001).
 */
export function saleStatusOf(goods: StockedGoods): SaleStatus {
  if (isOn(goods.deleted) || codeOf(goods.shelvesStatus) !== SHELVES_STATUS.on) return SALE_STATUS.offShelf;
  return (codeOf(goods.usableNum) ?? 0) > 0 ? SALE_STATUS.onSale : SALE_STATUS.soldOut;
}

export type PurchasableGoods = BadgeGoods & GoodsLink;

/**
 * Why the goods may not be bought, as the backend refuses it; undefined when they may. Deleted goods are
 * not found; the rest is purchaseBlock's order.
 * @example purchaseRefusal({ saleStatus: 1002 }, { pointsDesignatedOnly: false }) === '商品已下架'
 */
export function purchaseRefusal(
  goods: PurchasableGoods,
  options: Omit<BadgeOptions, 'showSales'>,
): string | undefined {
  if (isOn(goods.deleted)) return PURCHASE_REFUSAL.notFound;
  const block = purchaseBlock(goods, options);
  return block && PURCHASE_REFUSAL[block];
}

/** Why the goods may not go in the cart: purchaseRefusal, then virtual goods, which are bought directly (spec 2 §2). */
export function cartAddRefusal(
  goods: PurchasableGoods,
  options: Omit<BadgeOptions, 'showSales'>,
): string | undefined {
  return (
    purchaseRefusal(goods, options) ?? (isVirtualGoods(goods) ? PURCHASE_REFUSAL.virtualNotInCart : undefined)
  );
}

export const IN_STOCK = '有货';

/** Why goods cannot be bought, in one sentence under the goods detail's actions. */
export const PURCHASE_BLOCK_NOTICE: Readonly<Record<PurchaseBlock, string>> = {
  offShelf: `该商品${BADGE.offShelf}，暂时无法购买`,
  soldOut: `该商品${BADGE.soldOut}，暂时无法购买`,
  regionUnavailable: `该商品${BADGE.regionUnavailable}，暂时无法购买`,
  cannotBuy: PURCHASE_REFUSAL.cannotBuy,
};

/** What the goods detail says about buying it, all from purchaseBlock, the rule the cards' badges follow. */
export interface DetailAvailability {
  purchasable: boolean;
  /** The label beside the delivery region: 有货, or the badge of the sale, shelf or region state. */
  stock: { text: string; inStock: boolean };
  /** Why the goods cannot be bought; none when they can. */
  notice?: string;
}

/**
 * The detail's stock label and purchase notice. Goods off shelf, sold out or restricted in the region say so
 * where 有货 would stand; goods whose points do not buy them (无法购买) are in stock but cannot be bought.
 * @example detailAvailability({ saleStatus: 1003 }, { pointsDesignatedOnly: false }).stock → { text: '已售罄', inStock: false }
 */
export function detailAvailability(
  goods: BadgeGoods,
  options: Omit<BadgeOptions, 'showSales'>,
): DetailAvailability {
  const block = purchaseBlock(goods, options);
  if (block === undefined) return { purchasable: true, stock: { text: IN_STOCK, inStock: true } };
  const stock =
    block === 'cannotBuy' ? { text: IN_STOCK, inStock: true } : { text: BADGE[block], inStock: false };
  return { purchasable: false, stock, notice: PURCHASE_BLOCK_NOTICE[block] };
}

// Straight to settlement: the valid rows travel to the settlement page in its query (`items`), so the page
// settles exactly them, whatever else the cart holds, and a reload settles them again.
import type { SettlementKind } from '../../paths';
import { MAX_LINE_QUANTITY } from '../cart-limits';
import { linesSettlementKind, type ShopSettlement } from '../orders';
import type { BatchVariant } from './check';

/** The query field that carries the lines. */
export const SETTLEMENT_ITEMS_FIELD = 'items';

export interface SettlementItem {
  goodsCode: string;
  goodsSkuCode: string;
  quantity: number;
}

const PART = '*';
const ITEM = ',';
const CODE = /^[^*,\s]{1,64}$/;

/**
 * The lines as one query value: `goodsCode*goodsSkuCode*quantity`, comma-separated.
 * @example settlementItemsText([{ goodsCode: 'G-1', goodsSkuCode: 'G-1-01', quantity: 2 }]) === 'G-1*G-1-01*2'
 */
export const settlementItemsText = (items: readonly SettlementItem[]): string =>
  items.map((item) => [item.goodsCode, item.goodsSkuCode, item.quantity].join(PART)).join(ITEM);

/** The lines of a query value; none when any part is malformed (a hand-edited address settles nothing). */
export function settlementItemsOf(text: string | null | undefined): SettlementItem[] {
  if (!text) return [];
  const items = text.split(ITEM).map((entry) => {
    const [goodsCode = '', goodsSkuCode = '', quantityText = '', ...rest] = entry.split(PART);
    const quantity = Number(quantityText);
    const fits =
      rest.length === 0 &&
      CODE.test(goodsCode) &&
      CODE.test(goodsSkuCode) &&
      /^\d+$/.test(quantityText) &&
      quantity >= 1 &&
      quantity <= MAX_LINE_QUANTITY;
    return fits ? { goodsCode, goodsSkuCode, quantity } : undefined;
  });
  return items.every((item) => item !== undefined) ? items : [];
}

/**
 * The checkout the valid rows open: the flash-sale one for the flash-sale variant; otherwise the shop's
 * checkout for ordinary goods, as linesSettlementKind answers for goods that are neither virtual nor in a
 * running flash sale (the ordinary variant refuses both).
 */
export const batchSettlementKind = (variant: BatchVariant, settlement: ShopSettlement): SettlementKind =>
  variant === 'flashSale' ? 'flashSale' : linesSettlementKind([], settlement, 0);

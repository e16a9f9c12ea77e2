// The cart's limits: how many of one goods a line may hold and how many lines a cart may hold. The gateway
// refuses beyond them; the storefront keeps within them before it asks. Spec 1 gives no figures: ours.

/** The least a cart line or a purchase may hold. */
export const MIN_LINE_QUANTITY = 1;
/** The most a cart line or a purchase may hold. */
export const MAX_LINE_QUANTITY = 999;
/** The most lines (goods) a cart may hold. */
export const MAX_CART_LINES = 100;

export const CART_LIMIT_MESSAGES = {
  quantityTooLarge: `单个商品数量不能超过${MAX_LINE_QUANTITY}`,
  cartFull: `购物车最多只能添加${MAX_CART_LINES}种商品`,
} as const;

/** 单个商品数量不能超过999 when a line would hold more than the most, else undefined. */
export const lineQuantityRefusal = (quantity: number): string | undefined =>
  quantity > MAX_LINE_QUANTITY ? CART_LIMIT_MESSAGES.quantityTooLarge : undefined;

/** The cart as an addition meets it: its number of lines, and what it holds of the goods added (none: undefined). */
export interface CartBeforeAdding {
  lines: number;
  held: number | undefined;
}

/**
 * Why adding `quantity` of one goods breaks a cart limit, else undefined: the line would hold more than 999,
 * or the goods would be a new line in a cart of 100 lines.
 * @example cartAddLimitRefusal({ lines: 100, held: undefined }, 1) === '购物车最多只能添加100种商品'
 */
export function cartAddLimitRefusal(cart: CartBeforeAdding, quantity: number): string | undefined {
  const refusal = lineQuantityRefusal((cart.held ?? 0) + quantity);
  if (refusal) return refusal;
  return cart.held === undefined && cart.lines >= MAX_CART_LINES ? CART_LIMIT_MESSAGES.cartFull : undefined;
}

/**
 * How far a purchase's quantity may move: from 1 up to the stock when there is one, and never above 999.
 * @example purchaseQuantityBounds(5000) → { min: 1, max: 999 }; purchaseQuantityBounds(0) → { min: 1, max: 1 }
 */
export function purchaseQuantityBounds(stock: number | undefined): { min: number; max: number } {
  const max = stock === undefined ? MAX_LINE_QUANTITY : Math.max(MIN_LINE_QUANTITY, stock);
  return { min: MIN_LINE_QUANTITY, max: Math.min(MAX_LINE_QUANTITY, max) };
}

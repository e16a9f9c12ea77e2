import type { DeliveryRegion } from '../capabilities/facts';
import { BADGE } from './badges';
import { CART_LIMIT_MESSAGES, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from './cart-limits';
import { SHELVES_STATUS } from './codes';
import { isFlashSaleRunning, payableUnitPrice } from './flash-sale';
import { multiply, sum, type PriceFormat, type PriceMode } from './money';
import { formatPriceParts, type PriceParts, type PricedGoods, type UnitPrice } from './prices';
import { isSalesAreaRestricted, type SalesAreaItem } from './sales-area';
import { asList, codeOf, isOn, type Code } from './server-values';
import type { WriteOutcome, WriteToast } from './write-toast';

export interface CartLine extends PricedGoods, SalesAreaItem {
  goodsCode?: string | null;
  quantity?: Code | null;
  goodsSkuStock?: Code | null;
  shelvesStatus?: Code | null;
  isCheck?: boolean | Code | null;
  /** The first entry holds the SKU code and quantity when the line itself has none. */
  cartItems?: readonly { goodsSkuCode?: string | null; quantity?: Code | null }[] | null;
  /** Set on the client: the line came from invalidCartItems. */
  isInvalid?: boolean;
}

export interface CartSection<T extends CartLine = CartLine> {
  cartItems?: readonly T[] | null;
}

/** The queryCartList answer; each part holds cartItems (one section or a list of them). */
export interface CartResponse<T extends CartLine = CartLine> {
  validCartItems?: CartSection<T> | readonly CartSection<T>[] | null;
  invalidCartItems?: CartSection<T> | readonly CartSection<T>[] | null;
}

/** What the cart rules depend on: the price mode, the server clock and the delivery region. */
export interface CartContext {
  mode: PriceMode;
  serverNow: number;
  region?: DeliveryRegion | null;
}

export interface CartTotals extends PriceParts {
  /** Ticked lines counted in the total. */
  lines: number;
  /** Sum of their quantities. */
  quantity: number;
}

export type SelectAllState = 'all' | 'some' | 'none';

function linesOf<T extends CartLine>(sections: CartResponse<T>['validCartItems'], isInvalid: boolean): T[] {
  return asList(sections).flatMap((section) =>
    (section.cartItems ?? []).map((line) => ({ ...line, isInvalid })),
  );
}

/** The cart's lines, valid ones first, each marked isInvalid. */
export function cartLines<T extends CartLine>(response: CartResponse<T> | null | undefined): T[] {
  return [...linesOf(response?.validCartItems, false), ...linesOf(response?.invalidCartItems, true)];
}

/** The line's quantity: its own, else the one its first cartItems entry holds. */
export function lineQuantity(line: CartLine): number {
  return codeOf(line.quantity) ?? codeOf(line.cartItems?.[0]?.quantity) ?? 0;
}

/** Why a line cannot be ticked, the first that applies (spec 1 §4); the keys name the rule. */
export const UNTICKABLE_REASON = {
  offShelf: BADGE.offShelf,
  soldOut: BADGE.soldOut,
  regionUnavailable: BADGE.regionUnavailable,
  flashSaleRunning: '秒杀进行中',
  invalid: '已失效',
} as const;

export type UntickableReason = (typeof UNTICKABLE_REASON)[keyof typeof UNTICKABLE_REASON];

/**
 * Why a line cannot be ticked, undefined when it can (spec 1 §4: "Only on-shelf, in-stock, not
 * sales-area-restricted items may be ticked", and a flash sale in state 2, running, cannot be). A flash sale
 * that has not started (or has ended) may be ticked: it is counted at the price payable now (lineUnitPrice).
 * A line the server put among the invalid ones for a reason the line does not show says 已失效.
 */
export function untickableReason(line: CartLine, context: CartContext): UntickableReason | undefined {
  if (codeOf(line.shelvesStatus) !== SHELVES_STATUS.on) return UNTICKABLE_REASON.offShelf;
  if ((codeOf(line.goodsSkuStock) ?? 0) <= 0) return UNTICKABLE_REASON.soldOut;
  if (isSalesAreaRestricted(line, context.region)) return UNTICKABLE_REASON.regionUnavailable;
  if (isFlashSaleRunning(line, context.serverNow)) return UNTICKABLE_REASON.flashSaleRunning;
  return line.isInvalid ? UNTICKABLE_REASON.invalid : undefined;
}

/** Whether a line may be ticked: it has no untickableReason. */
export function canTick(line: CartLine, context: CartContext): boolean {
  return untickableReason(line, context) === undefined;
}

/** A line's unit price, the one it is shown and counted at: the price payable now for its quantity. */
export function lineUnitPrice(line: CartLine, { mode, serverNow }: CartContext): UnitPrice {
  return payableUnitPrice(line, { mode, quantity: lineQuantity(line), serverNow });
}

/** A line's cost: its lineUnitPrice × its quantity. */
export function lineTotal(line: CartLine, context: CartContext): PriceParts {
  const quantity = lineQuantity(line);
  const { parts } = lineUnitPrice(line, context);
  return { money: multiply(parts.money, quantity), points: multiply(parts.points, quantity) };
}

/** What a cart row or drawer line shows, all from one place: unit price, subtotal, its tick and why not. */
export interface CartLineView {
  unit: string;
  subtotal: string;
  quantity: number;
  tickable: boolean;
  /** Shown ticked: ticked and tickable. */
  ticked: boolean;
  reason?: UntickableReason;
}

export function cartLineView(line: CartLine, context: CartContext, format: PriceFormat): CartLineView {
  const reason = untickableReason(line, context);
  const view: CartLineView = {
    unit: formatPriceParts(lineUnitPrice(line, context).parts, format),
    subtotal: formatPriceParts(lineTotal(line, context), format),
    quantity: lineQuantity(line),
    tickable: reason === undefined,
    ticked: reason === undefined && isOn(line.isCheck),
  };
  if (reason) view.reason = reason;
  return view;
}

/** Whether the line is ticked and may be: only those count. */
export function isCounted(line: CartLine, context: CartContext): boolean {
  return isOn(line.isCheck) && canTick(line, context);
}

/** Totals over the counted lines, exact: money, and points (points malls and quota goods) separately. */
export function cartTotals(lines: readonly CartLine[], context: CartContext): CartTotals {
  const counted = lines.filter((line) => isCounted(line, context));
  const totals = counted.map((line) => lineTotal(line, context));
  return {
    money: sum(totals.map((total) => total.money)),
    points: sum(totals.map((total) => total.points)),
    lines: counted.length,
    quantity: counted.reduce((count, line) => count + lineQuantity(line), 0),
  };
}

/** The select-all box: 'all' when every tickable line is ticked, 'none' when none is (or none can be). */
export function selectAllState(lines: readonly CartLine[], context: CartContext): SelectAllState {
  const tickable = lines.filter((line) => canTick(line, context));
  const ticked = tickable.filter((line) => isOn(line.isCheck)).length;
  if (ticked === 0) return 'none';
  return ticked === tickable.length ? 'all' : 'some';
}

/** Select all (or none): ticks every tickable line and unticks the rest. */
export function tickAll<T extends CartLine>(lines: readonly T[], ticked: boolean, context: CartContext): T[] {
  return lines.map((line) => ({ ...line, isCheck: ticked && canTick(line, context) }));
}

/** The cart's messages (spec 1 §8); the stock hint is ours, the spec gives none. */
export const CART_MESSAGES = {
  added: '添加购物车成功',
  addFailed: '添加购物车失败',
  deleted: '删除成功',
  deleteFailed: '删除失败',
  stockReached: (stock: number) => `已达库存上限（库存${stock}件）`,
  /** Spec 1 §8: an empty cart, and a cart that failed to load. */
  empty: '购物袋空空如也，赶紧去抢购吧~',
  tickFailed: '勾选失败，请稍后再试',
  deleteTickedTitle: '删除商品',
  confirmDeleteTicked: (lines: number) => `确定删除选中的${lines}种商品吗？`,
  confirmDeleteLine: (name: string) => `确定删除「${name}」吗？`,
  /** Beside the empty text when the cart failed to load. */
  reload: '重新加载',
  nothingTicked: '请勾选要结算的商品',
} as const;

/** The toast after adding to the cart: 添加购物车成功, or 添加购物车失败 with the server's reason when it gave one. */
export function addToCartToast({ success, message }: WriteOutcome): WriteToast {
  if (success) return { kind: 'success', text: CART_MESSAGES.added };
  return {
    kind: 'error',
    text: message ? `${CART_MESSAGES.addFailed}：${message}` : CART_MESSAGES.addFailed,
  };
}

export interface QuantityBounds {
  min: number;
  /** The line's stock (goodsSkuStock), at most 999; the quantity may not rise above it. */
  max: number;
  /** Shown beside the stepper once the quantity has reached the stock. */
  hint?: string;
}

/**
 * How far a line's quantity may move: from 1 up to the line's stock (spec 1 §4, goodsSkuStock) and at most
 * 999 (cart-limits.ts), with a hint at the top. A line without stock keeps its quantity as the most, so it can
 * still be lowered.
 * @example quantityBounds({ quantity: 5, goodsSkuStock: 5 }) → { min: 1, max: 5, hint: '已达库存上限（库存5件）' }
 */
export function quantityBounds(line: CartLine): QuantityBounds {
  const quantity = lineQuantity(line);
  const stock = codeOf(line.goodsSkuStock) ?? 0;
  const max = Math.max(MIN_LINE_QUANTITY, stock > 0 ? Math.min(stock, MAX_LINE_QUANTITY) : quantity);
  if (quantity < max || stock <= 0) return { min: MIN_LINE_QUANTITY, max };
  const hint =
    stock > MAX_LINE_QUANTITY ? CART_LIMIT_MESSAGES.quantityTooLarge : CART_MESSAGES.stockReached(stock);
  return { min: MIN_LINE_QUANTITY, max, hint };
}

/**
 * A typed quantity as the line may hold it: digits only, a whole number clamped to the line's bounds
 * (quantityBounds: 1 up to the stock); nothing typed keeps `current`.
 * @example typedQuantity('50', { min: 1, max: 30 }, 12) → 30; typedQuantity('', bounds, 12) → 12
 */
export function typedQuantity(
  typed: string,
  bounds: Pick<QuantityBounds, 'min' | 'max'>,
  current: number,
): number {
  const digits = typed.replace(/\D/g, '');
  if (digits === '') return current;
  return Math.min(bounds.max, Math.max(bounds.min, Number(digits)));
}

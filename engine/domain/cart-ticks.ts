import {
  canTick,
  cartLines,
  isCounted,
  lineQuantity,
  tickAll,
  type CartContext,
  type CartLine,
  type CartResponse,
  type CartSection,
} from './cart';
import type { SettlementKind } from '../paths';
import { linesSettlementKind, type ShopSettlement } from './orders';
import { asList, isOn } from './server-values';

// Ticks live on the server (updateCart isCheck): what a tick sends, the cart answer it leads to (the
// optimistic cache), and what the ticked lines hand to deletion and settlement.

/** One line named for a cart call: the settlement, batch deletion, or an updateCart body without isCheck. */
export interface CartLineKey {
  goodsCode: string;
  goodsSkuCode: string;
  quantity: number;
}

/** An updateCart body that ticks or unticks a line (spec 1 §7, with isCheck). */
export interface TickChange extends CartLineKey {
  isCheck: 0 | 1;
}

/** The line's codes and quantity; its SKU code may sit in its first cartItems entry. */
export function lineKey(line: CartLine): CartLineKey | undefined {
  const goodsSkuCode = line.goodsSkuCode ?? line.cartItems?.[0]?.goodsSkuCode;
  if (!line.goodsCode || !goodsSkuCode) return undefined;
  return { goodsCode: line.goodsCode, goodsSkuCode, quantity: lineQuantity(line) };
}

function changeOf(line: CartLine, ticked: boolean): TickChange[] {
  const key = lineKey(line);
  return key && isOn(line.isCheck) !== ticked ? [{ ...key, isCheck: ticked ? 1 : 0 }] : [];
}

/** Ticking (or unticking) one line: its updateCart body, none when it may not be ticked or is already so. */
export function tickChanges(line: CartLine, ticked: boolean, context: CartContext): TickChange[] {
  return canTick(line, context) ? changeOf(line, ticked) : [];
}

/**
 * 全选 (or its undoing) through the engine's tickAll: one updateCart body per tickable line whose tick
 * changes. Lines that cannot be ticked are left alone: they show unticked and are never counted.
 */
export function tickAllChanges(
  lines: readonly CartLine[],
  ticked: boolean,
  context: CartContext,
): TickChange[] {
  const after = tickAll(lines, ticked, context);
  return lines.flatMap((line, at) =>
    canTick(line, context) ? changeOf(line, isOn(after[at]?.isCheck)) : [],
  );
}

function sectionWithTicks<T extends CartLine>(section: CartSection<T>, ticks: Map<string, 0 | 1>) {
  const items = section.cartItems ?? [];
  if (!items.some((line) => ticks.has(lineKey(line)?.goodsSkuCode ?? ''))) return section;
  return {
    ...section,
    cartItems: items.map((line) => {
      const isCheck = ticks.get(lineKey(line)?.goodsSkuCode ?? '');
      return isCheck === undefined ? line : { ...line, isCheck };
    }),
  };
}

function partWithTicks<T extends CartLine>(
  part: CartResponse<T>['validCartItems'],
  ticks: Map<string, 0 | 1>,
) {
  if (!part) return part;
  return Array.isArray(part)
    ? asList(part).map((section) => sectionWithTicks(section, ticks))
    : sectionWithTicks(part as CartSection<T>, ticks);
}

/** The cart answer once the changes are made: the changed lines' isCheck replaced, every other part kept. */
export function withTicks<R extends CartResponse>(response: R, changes: readonly TickChange[]): R {
  const ticks = new Map(changes.map((change) => [change.goodsSkuCode, change.isCheck]));
  return {
    ...response,
    validCartItems: partWithTicks(response.validCartItems, ticks),
    invalidCartItems: partWithTicks(response.invalidCartItems, ticks),
  };
}

/** The lines shown ticked (ticked and tickable), as /shoppingcart/delCart takes them. */
export function tickedLineKeys(lines: readonly CartLine[], context: CartContext): CartLineKey[] {
  return lines.flatMap((line) => {
    const key = isCounted(line, context) ? lineKey(line) : undefined;
    return key ? [key] : [];
  });
}

/**
 * What 去结算 settles: the cart's ticked, tickable lines as the server holds them (isCheck persisted), valid
 * lines first. Read from queryCartList with the delivery region, so the settlement sees what the cart showed.
 */
export function settlementLinesFromCart(
  cartList: CartResponse | null | undefined,
  context: CartContext,
): CartLineKey[] {
  return tickedLineKeys(cartLines(cartList), context);
}

/**
 * The checkout 去结算 opens: the engine's variant of the ticked lines (linesSettlementKind), the same decision
 * 立即购买 takes for one goods (settlementKind) and the gateway takes for the order. So a procurement shop's
 * cart opens /jiCaiOrderSettlement/settlement, where its order's paySuccess is.
 * @example cartSettlementKind(lines, context, 'jiCai') === 'jiCai'
 */
export function cartSettlementKind(
  lines: readonly CartLine[],
  context: CartContext,
  settlement: ShopSettlement,
): SettlementKind {
  const ticked = lines.filter((line) => isCounted(line, context));
  return linesSettlementKind(ticked, settlement, context.serverNow);
}

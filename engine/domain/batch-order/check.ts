// Checking one row against its goods: the rule the demo gateway applies when a member checks an import and
// again when the valid rows go to the cart, so both say the same. The flash-sale variant takes only goods
// whose sale is running, at the activity price, within the sale's limit.
import type { DeliveryRegion } from '../../capabilities/facts';
import { lineQuantityRefusal } from '../cart-limits';
import { isFlashSaleRunning, payableUnitPrice } from '../flash-sale';
import { compare, type PriceFormat, type PriceMode } from '../money';
import { flashSaleActivity, formatPriceParts, type PricedGoods, type UnitPrice } from '../prices';
import { cartAddRefusal, purchaseRefusal, stockShortMessage, type PurchasableGoods } from '../purchase';
import { codeOf, type Code } from '../server-values';
import { BATCH_ORDER_TEXT } from './messages';

/** The goods as the check reads them: the gateway's goods view, with its stock and minimum. */
export interface BatchGoods extends PurchasableGoods, PricedGoods {
  usableNum?: Code | null;
  /** The least one order takes (起订量); none: 1. */
  minBuyNum?: Code | null;
}

/** Which batch order: the ordinary one (lines go to the cart) or the flash-sale one (秒杀, straight to settlement). */
export type BatchVariant = 'normal' | 'flashSale';

/** What the check depends on besides the row: the variant, the shop's price mode and rules, the clock and the default address. */
export interface BatchCheckContext {
  variant: BatchVariant;
  /** The shop's price mode and points unit. */
  format: PriceFormat;
  serverNow: number;
  region: DeliveryRegion | null;
  pointsDesignatedOnly: boolean;
}

/** The verdict on one row: refusals keep it out; notices are shown beside a row that still goes in. */
export interface BatchVerdict {
  refusals: string[];
  notices: string[];
  /** The unit price payable now for the row's quantity (the activity price in a running flash sale). */
  price?: UnitPrice;
}

/** Why the goods may not be taken by this variant at all, whatever the quantity. */
function availabilityRefusal(goods: BatchGoods, context: BatchCheckContext): string | undefined {
  const running = isFlashSaleRunning(goods, context.serverNow);
  const options = { pointsDesignatedOnly: context.pointsDesignatedOnly, region: context.region };
  if (context.variant === 'flashSale') {
    return running ? purchaseRefusal(goods, options) : BATCH_ORDER_TEXT.notFlashSale;
  }
  return running ? BATCH_ORDER_TEXT.flashSaleElsewhere : cartAddRefusal(goods, options);
}

/** Each quantity the goods refuse: over stock, below the minimum, over the flash sale's limit, over 999. */
function quantityRefusals(goods: BatchGoods, quantity: number, variant: BatchVariant): string[] {
  const stock = codeOf(goods.usableNum) ?? 0;
  const minimum = codeOf(goods.minBuyNum) ?? 1;
  const saleLimit = variant === 'flashSale' ? codeOf(flashSaleActivity(goods)?.limitNum) : undefined;
  return [
    quantity > stock && stock > 0 ? stockShortMessage(stock) : undefined,
    quantity < minimum ? BATCH_ORDER_TEXT.belowMinimum(minimum) : undefined,
    saleLimit !== undefined && quantity > saleLimit
      ? BATCH_ORDER_TEXT.overFlashSaleLimit(saleLimit)
      : undefined,
    lineQuantityRefusal(quantity),
  ].filter((refusal) => refusal !== undefined);
}

/** The part of a unit price that a template's price column holds: points in points malls, else money. */
export const priceInMode = (price: UnitPrice, mode: PriceMode) =>
  mode === 'points' ? price.parts.points : price.parts.money;

const NUMBER = /^\d+(\.\d+)?$/;

/** 价格已变动 when the template's unit price is not the one payable now; a price that is no number says so. */
function priceNotice(templatePrice: string, price: UnitPrice, format: PriceFormat): string | undefined {
  if (templatePrice === '') return undefined;
  const written = templatePrice.replace(/^[¥￥]/, '');
  if (!NUMBER.test(written)) return BATCH_ORDER_TEXT.templatePriceUnreadable;
  if (compare(written, priceInMode(price, format.mode)) === 0) return undefined;
  return BATCH_ORDER_TEXT.priceChanged(written, formatPriceParts(price.parts, format));
}

/** One row as the check reads it. */
export interface CheckedRowRequest {
  quantity: number;
  templatePrice: string;
  mergedLines: readonly number[];
}

/**
 * The verdict on a row: an unknown SKU; goods the variant does not take (off shelf, sold out, not sold at the
 * default address, not in a running flash sale, or a running flash sale on the ordinary page); then every
 * quantity problem. Notices: rows merged into this one, and a price changed since the template.
 * @example batchRowVerdict({ quantity: 9, templatePrice: '', mergedLines: [] }, { usableNum: 3, … }, context).refusals → ['库存不足，当前库存3件']
 */
export function batchRowVerdict(
  row: CheckedRowRequest,
  goods: BatchGoods | undefined,
  context: BatchCheckContext,
): BatchVerdict {
  const merged = row.mergedLines.length > 0 ? [BATCH_ORDER_TEXT.merged(row.mergedLines)] : [];
  if (!goods) return { refusals: [BATCH_ORDER_TEXT.unknownSku], notices: merged };
  const unavailable = availabilityRefusal(goods, context);
  const refusals = [
    ...(unavailable ? [unavailable] : []),
    ...quantityRefusals(goods, row.quantity, context.variant),
  ];
  const { format, serverNow } = context;
  const price = payableUnitPrice(goods, { mode: format.mode, quantity: row.quantity, serverNow });
  const changed = priceNotice(row.templatePrice, price, format);
  return { refusals, notices: [...merged, ...(changed ? [changed] : [])], price };
}

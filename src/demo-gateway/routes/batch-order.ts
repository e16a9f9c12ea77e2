// Batch orders ({cart} alias): checking an import's rows against the goods at the member's default address,
// and adding the valid ones to the cart at once. Every rule and message is the engine's (batchRowVerdict), the
// per-member rate of both calls too (CALL_RATES).
import {
  BATCH_ORDER_TEXT,
  batchOrderLimits,
  batchRowVerdict,
  cartAddLimitRefusal,
  ORDER_MESSAGES,
  priceInMode,
  SKU_CODE_MAX,
} from '../../../engine';
import type { BatchCheckContext, BatchVariant, GuardedCall } from '../../../engine';
import type {
  BatchAddAnswer,
  BatchCheckAnswer,
  BatchRowRequest,
  CheckedBatchRow,
} from '../../../engine/contract';
import { forbidden, invalid, ok } from '../answer';
import { defaultAddress } from '../db';
import { Input } from '../input';
import { requirePermission } from '../permissions';
import { post } from '../router';
import type { Context, Route } from '../router';
import { goodsView } from '../views';

const VARIANTS: readonly BatchVariant[] = ['normal', 'flashSale'];
const VARIANT_CALL: Readonly<Record<BatchVariant, GuardedCall>> = {
  normal: 'batchOrder',
  flashSale: 'flashSaleBatchOrder',
};

function checkContext({ rules, user, now }: Context, variant: BatchVariant): BatchCheckContext {
  return {
    variant,
    format: { mode: rules.capabilities['price.mode'], unitName: rules.unitName },
    serverNow: now,
    region: defaultAddress(user) ?? null,
    pointsDesignatedOnly: rules.capabilities['goodsCard.pointsDesignatedOnly'],
  };
}

/** A row as the storefront sends it: its line, SKU and quantity, the template's price and the merged lines. */
function requestedRow(value: unknown): BatchRowRequest {
  const row = new Input(value);
  return {
    line: row.number('line', { min: 1 }),
    goodsSkuCode: row.text('goodsSkuCode', { message: BATCH_ORDER_TEXT.skuMissing, max: SKU_CODE_MAX }),
    quantity: row.number('quantity', { min: 1, message: BATCH_ORDER_TEXT.quantityInvalid }),
    templatePrice: row.text('templatePrice', { required: false, max: 32 }),
    mergedLines: row.list('mergedLines', { required: false }).map(Number).filter(Number.isInteger),
  };
}

/** The rows of the body, at most the shop's limit. */
function requestedRows(context: Context) {
  const { maxRows } = batchOrderLimits(context.rules.limits);
  const rows = context.input.list('rows', { message: BATCH_ORDER_TEXT.noRows });
  if (rows.length === 0) invalid(BATCH_ORDER_TEXT.noRows);
  if (rows.length > maxRows) invalid(BATCH_ORDER_TEXT.tooManyRows(maxRows, rows.length));
  return rows.map(requestedRow);
}

/** The goods a row names, as the gateway shows them; none for an unknown or deleted SKU. */
function goodsOf({ db, now }: Context, goodsSkuCode: string) {
  const sku = db.skus.get(goodsSkuCode);
  return sku && !sku.deleted ? { sku, goods: goodsView(sku, now) } : undefined;
}

function check(context: Context): BatchCheckAnswer {
  const variant = context.input.oneOf('variant', VARIANTS, 'normal');
  requirePermission(context, VARIANT_CALL[variant]);
  const checking = checkContext(context, variant);
  const rows = requestedRows(context).map((row): CheckedBatchRow => {
    const goods = goodsOf(context, row.goodsSkuCode)?.goods;
    const verdict = batchRowVerdict(row, goods, checking);
    return {
      ...row,
      goodsCode: goods?.goodsCode ?? null,
      goodsSkuName: goods?.goodsSkuName ?? null,
      imgUrl: goods?.imgUrl ?? null,
      usableNum: goods?.usableNum ?? null,
      unitMoney: verdict.price ? Number(verdict.price.parts.money) : null,
      unitPoints: verdict.price ? Number(verdict.price.parts.points) : null,
      templatePriceNow: verdict.price ? priceInMode(verdict.price, checking.format.mode) : null,
      refusals: verdict.refusals,
      notices: verdict.notices,
    };
  });
  return { rows };
}

/**
 * Adds the valid rows to the cart. A row is checked for what its cart line would then hold (what the cart
 * had of the goods plus the row), with the cart's limits; each refused row is answered with its reasons.
 */
function addToCart(context: Context) {
  const { user, rules } = context;
  requirePermission(context, 'batchOrder');
  if (!rules.capabilities['cart.canAdd']) forbidden(ORDER_MESSAGES.noOrderRight);
  const checking = checkContext(context, 'normal');
  const added: string[] = [];
  const refused: BatchAddAnswer['refused'] = [];
  for (const row of requestedRows(context)) {
    const found = goodsOf(context, row.goodsSkuCode);
    const held = user.cart.find((line) => line.goodsSkuCode === row.goodsSkuCode);
    const quantity = (held?.quantity ?? 0) + row.quantity;
    const verdict = batchRowVerdict({ ...row, quantity }, found?.goods, checking);
    const limit =
      found && cartAddLimitRefusal({ lines: user.cart.length, held: held?.quantity }, row.quantity);
    const reasons = [...verdict.refusals, ...(limit && !verdict.refusals.includes(limit) ? [limit] : [])];
    if (!found || reasons.length > 0) {
      refused.push({ line: row.line, goodsSkuCode: row.goodsSkuCode, reasons });
    } else {
      if (held) held.quantity = quantity;
      else user.cart.unshift({ goodsSkuCode: found.sku.goodsSkuCode, quantity, isCheck: 1 });
      added.push(found.sku.goodsSkuCode);
    }
  }
  return ok({ added, refused } satisfies BatchAddAnswer, BATCH_ORDER_TEXT.added(added.length));
}

export const batchOrderRoutes: Route[] = [
  { ...post('/cart/batchOrder/check', 'user', check), rate: 'batchOrderCheck' },
  { ...post('/cart/batchOrder/addCart', 'user', addToCart), rate: 'batchOrderAddCart' },
];

// Settlement (preview and submission): the requested lines priced at the gateway clock with the engine's
// price rules, refused with its purchase rules, in the variant the engine chooses, plus the engine's freight.
import {
  flashSaleActivity,
  flashSaleState,
  freightFor,
  isVirtualGoods,
  linesSettlementKind,
  MAX_SETTLEMENT_LINES,
  mixesVirtual,
  multiply,
  ORDER_MESSAGES,
  PANIC_STATE,
  payableUnitPrice,
  roundUp,
  SETTLEMENT,
  SETTLEMENT_MESSAGES,
  stockShortMessage,
  sum,
} from '../../../engine';
import type { OrderRequest, SettlementKind } from '../../../engine';
import type { SettledItem, SettlementSummary } from '../../../engine/contract';
import { invalid, notFound } from '../answer';
import { defaultAddress } from '../db';
import type { Sku, StoredAddress } from '../db';
import { Input } from '../input';
import type { Context } from '../router';
import { goodsView } from '../views';
import { purchaseProblem, quantityOf } from './cart';
import { findSku } from './goods';
import { addressView } from './member';

const money = (value: string) => Number(roundUp(value, 2));

const KINDS = Object.keys(SETTLEMENT) as SettlementKind[];

/** The lines a settlement body asks for, each checked for its shape. */
export function requestedItems(input: Input): OrderRequest['items'] {
  const items = input.list('items', { message: SETTLEMENT_MESSAGES.noLines });
  if (items.length === 0) invalid(SETTLEMENT_MESSAGES.noLines);
  if (items.length > MAX_SETTLEMENT_LINES) invalid(SETTLEMENT_MESSAGES.tooManyLines);
  return items.map((item) => {
    const line = new Input(item);
    return {
      goodsCode: line.text('goodsCode', { message: '缺少商品编码' }),
      goodsSkuCode: line.text('goodsSkuCode', { message: '缺少商品规格编码' }),
      quantity: quantityOf(line),
    };
  });
}

function requestedLines({ db, input }: Context): { sku: Sku; quantity: number }[] {
  const lines = requestedItems(input).map(({ goodsCode, goodsSkuCode, quantity }) => ({
    sku: findSku(db, goodsCode, goodsSkuCode),
    quantity,
  }));
  if (new Set(lines.map((line) => line.sku.goodsSkuCode)).size < lines.length) {
    invalid(SETTLEMENT_MESSAGES.duplicateLines);
  }
  if (mixesVirtual(lines.map((line) => isVirtualGoods(line.sku)))) invalid(SETTLEMENT_MESSAGES.virtualAlone);
  return lines;
}

function chosenAddress({ user, input }: Context): StoredAddress | undefined {
  const id = input.optionalNumber('addressId');
  if (id === undefined) return defaultAddress(user);
  return user.addresses.find((address) => address.id === id) ?? notFound('地址不存在');
}

/** A flash-sale settlement whose sale is not running (any more): the line is refused, not sold at list price. */
function flashSaleProblem(goods: ReturnType<typeof goodsView>, now: number): string | undefined {
  const activity = flashSaleActivity(goods);
  if (!activity) return ORDER_MESSAGES.flashSaleNotRunning;
  const { panicState } = flashSaleState(activity, now);
  if (panicState === PANIC_STATE.running) return undefined;
  return panicState === PANIC_STATE.ended
    ? ORDER_MESSAGES.flashSaleEnded
    : ORDER_MESSAGES.flashSaleNotRunning;
}

/**
 * Prices the lines at the gateway clock with the engine's payableUnitPrice, the price the storefront shows.
 * `kind` is the engine's variant for the lines; a request for the flash-sale variant refuses its line once the
 * sale is no longer running.
 */
export function settle(context: Context) {
  const { now, rules, input } = context;
  const lines = requestedLines(context).map((line) => ({ ...line, view: goodsView(line.sku, now) }));
  const virtual = lines.every((line) => isVirtualGoods(line.sku));
  const address = virtual ? undefined : chosenAddress(context);
  const mode = rules.capabilities['price.mode'];
  const kind = linesSettlementKind(
    lines.map((line) => line.view),
    rules.capabilities['checkout.settlement'],
    now,
  );
  const requested = input.oneOf('kind', KINDS, kind);
  const priced = lines.map(({ sku, quantity, view }) => {
    const { parts, source } = payableUnitPrice(view, { mode, quantity, serverNow: now });
    const problem =
      (requested === 'flashSale' ? flashSaleProblem(view, now) : undefined) ??
      purchaseProblem(context, sku, address) ??
      (quantity > sku.usableNum ? stockShortMessage(sku.usableNum) : undefined);
    return {
      sku,
      quantity,
      problem,
      view: {
        goodsCode: sku.goodsCode,
        goodsSkuCode: sku.goodsSkuCode,
        goodsSkuName: sku.goodsSkuName,
        goodsSkuImgUrl: view.imgUrl,
        quantity,
        priceSource: source,
        unitMoney: money(parts.money),
        unitPoints: Number(parts.points),
        money: money(multiply(parts.money, quantity)),
        points: Number(multiply(parts.points, quantity)),
        unavailableReason: problem ?? null,
      } satisfies SettledItem,
    };
  });
  const available = priced.filter((line) => !line.problem);
  const goodsMoney = sum(available.map((line) => multiply(line.view.unitMoney, line.quantity)));
  const goodsPoints = sum(available.map((line) => line.view.points));
  const freight = freightFor({ priceMode: mode, virtual, goodsMoney, lines: available.length });
  return {
    priced,
    address,
    virtual,
    kind,
    summary: {
      items: priced.map((line) => line.view),
      address: address ? addressView(address) : null,
      virtual,
      priceMode: mode,
      goodsMoney: money(goodsMoney),
      goodsPoints: Number(goodsPoints),
      freight,
      totalMoney: money(sum([goodsMoney, freight])),
      totalPoints: Number(goodsPoints),
      totalQuantity: available.reduce((total, line) => total + line.quantity, 0),
    } satisfies SettlementSummary,
  };
}

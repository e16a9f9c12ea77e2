import { ACTIVITY_TYPE, PRICE_OVERRIDE_ACTIVITY_TYPES } from './codes';
import { appliedLadderRange, type LadderGoods } from './ladder';
import {
  compare,
  formatMoney,
  formatPoints,
  formatQuota,
  isZero,
  toMoney,
  type Amount,
  type Money,
  type PriceFormat,
  type PriceMode,
} from './money';
import { asList, codeOf, isOn, isPresent, type Code } from './server-values';

export interface ActivityInfo {
  activityType?: Code | null;
  activityPrice?: Amount;
  activeState?: Code | null;
  expireStartTime?: number | string | null;
  expireEndTime?: number | string | null;
  /** A flash sale's most units per order (每单限购); none: no limit of its own. */
  limitNum?: Code | null;
}

/** Goods cards carry a list of activities, cart items a single one. */
export type ActivityInfoField = ActivityInfo | readonly ActivityInfo[] | null | undefined;

/** The price fields of goods cards, favourites and cart items (spec 1 §3, spec 2 §3). */
export interface PricedGoods extends LadderGoods {
  sellingPrice?: Amount;
  integralPrice?: Amount;
  supplyPrice?: Amount;
  quotaIntrgral?: Amount;
  isQuotaGoods?: boolean | Code | null;
  activityGoodsInfo?: ActivityInfoField;
}

/** What one unit (or one line) costs: money, and points (points malls, and quota goods anywhere). */
export interface PriceParts {
  money: Money;
  points: Money;
}

/** Which rule decided a price: an activity, the quota split, a ladder tier or the list price. */
export type PriceSource = 'activity' | 'quota' | 'ladder' | 'list';

export interface UnitPrice {
  parts: PriceParts;
  source: PriceSource;
}

export interface DisplayPrice extends UnitPrice {
  text: string;
}

const NONE = toMoney(0);

/** The first activity of one of `types` that carries a price (types 3 and 4 by default). */
export function priceActivity(
  info: ActivityInfoField,
  types: readonly number[] = PRICE_OVERRIDE_ACTIVITY_TYPES,
): ActivityInfo | undefined {
  return asList(info).find(
    (activity) => types.includes(codeOf(activity.activityType) ?? NaN) && isPresent(activity.activityPrice),
  );
}

/** The goods' flash-sale activity (type 4), if any; it carries the 秒杀 tag and the sale's times. */
export function flashSaleActivity(goods: Pick<PricedGoods, 'activityGoodsInfo'>): ActivityInfo | undefined {
  return asList(goods.activityGoodsInfo).find(
    (activity) => codeOf(activity.activityType) === ACTIVITY_TYPE.flashSale,
  );
}

/**
 * Ladder pricing (spec 2 §4): the ladderSellingPrice of the tier whose minCount is the greatest not above
 * the quantity; sellingPrice when ladder pricing is off, the list is empty or no tier applies.
 * @example tiers {1: 10, 10: 9, 50: 8} → ladderPrice(goods, 49) === '9'
 */
export function ladderPrice(goods: PricedGoods, quantity: number): Money {
  return appliedLadderRange(goods, quantity)?.price ?? toMoney(goods.sellingPrice);
}

function inMode(mode: PriceMode, amount: Amount): PriceParts {
  return mode === 'points'
    ? { money: NONE, points: toMoney(amount) }
    : { money: toMoney(amount), points: NONE };
}

/**
 * The unit price of goods, decided in this order:
 * 1. an activity of `activityTypes` (3 and 4 by default) replaces the whole price;
 * 2. quota goods cost supplyPrice in money plus quotaIntrgral in points;
 * 3. a ladder tier for the quantity;
 * 4. the list price in the shop's unit: cards carry sellingPrice and cart items integralPrice (spec 1 §3),
 *    so the mode's own field is read first (integralPrice for points, sellingPrice for money), then the other.
 */
export function unitPrice(
  goods: PricedGoods,
  {
    mode,
    quantity = 1,
    activityTypes = PRICE_OVERRIDE_ACTIVITY_TYPES,
  }: { mode: PriceMode; quantity?: number; activityTypes?: readonly number[] },
): UnitPrice {
  const activity = priceActivity(goods.activityGoodsInfo, activityTypes);
  if (activity) return { parts: inMode(mode, activity.activityPrice), source: 'activity' };
  if (isOn(goods.isQuotaGoods)) {
    return {
      parts: { money: toMoney(goods.supplyPrice), points: toMoney(goods.quotaIntrgral) },
      source: 'quota',
    };
  }
  const tier = appliedLadderRange(goods, quantity);
  if (tier) return { parts: inMode(mode, tier.price), source: 'ladder' };
  const listed =
    mode === 'points'
      ? (goods.integralPrice ?? goods.sellingPrice)
      : (goods.sellingPrice ?? goods.integralPrice);
  return { parts: inMode(mode, listed), source: 'list' };
}

/**
 * Price parts as text: the mode's unit alone when the other part is zero, otherwise money plus points.
 * @example formatPriceParts({ money: '12.5', points: '100' }, { mode: 'money', unitName: '积分' }) === '¥12.50 + 100积分'
 */
export function formatPriceParts({ money, points }: PriceParts, { mode, unitName }: PriceFormat): string {
  if (mode === 'money' && isZero(points)) return formatMoney(money);
  if (mode === 'points' && isZero(money)) return formatPoints(points, unitName);
  return formatQuota(money, points, unitName);
}

/**
 * The price a goods card shows for a quantity (1 by default); activity types 3 and 4 override it (spec 1 §4:
 * cards carry no sale times). Where the server clock is known, the price payable now is payableUnitPrice.
 */
export function displayPrice(goods: PricedGoods, format: PriceFormat & { quantity?: number }): DisplayPrice {
  const price = unitPrice(goods, format);
  return { ...price, text: formatPriceParts(price.parts, format) };
}

/**
 * The market price struck through beside a shown price: only where it is above that price. A price of money
 * plus points (quota goods) has no one amount a market price could be compared with, so it gets none.
 * @example struckMarketPrice(200, { money: '0', points: '150' }, 'points') === '200'
 */
export function struckMarketPrice(
  marketPrice: Amount,
  shown: PriceParts,
  mode: PriceMode,
): Money | undefined {
  const [own, other] = mode === 'points' ? [shown.points, shown.money] : [shown.money, shown.points];
  return isPresent(marketPrice) && isZero(other) && compare(marketPrice, own) > 0
    ? toMoney(marketPrice)
    : undefined;
}

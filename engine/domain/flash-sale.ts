import { ACTIVITY_TYPE, PANIC_STATE, PRICE_OVERRIDE_ACTIVITY_TYPES } from './codes';
import type { PriceFormat, PriceMode } from './money';
import {
  flashSaleActivity,
  formatPriceParts,
  unitPrice,
  type DisplayPrice,
  type PricedGoods,
  type UnitPrice,
} from './prices';
import { parseServerTime } from './time';
import { codeOf } from './server-values';

/** The countdown's default tick (spec 1 §4); a profile may set limits.timing.flashSaleTickMs. */
export const FLASH_SALE_TICK_MS = 1000;

export type PanicState = (typeof PANIC_STATE)[keyof typeof PANIC_STATE];

/** What a countdown says before its clock: to the start, to the end, or that the sale is over (spec 1 §4). */
export const FLASH_SALE_COUNTDOWN_LABEL: Readonly<Record<PanicState, string>> = {
  [PANIC_STATE.notStarted]: '距开始',
  [PANIC_STATE.running]: '距结束',
  [PANIC_STATE.ended]: '秒杀已结束',
};

/** Times as epoch ms or 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai. */
export interface FlashSaleTimes {
  expireStartTime?: number | string | null;
  expireEndTime?: number | string | null;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export interface FlashSaleState {
  panicState: PanicState;
  remainingMs: number;
  parts: CountdownParts;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How far the server clock is ahead of ours: the time /seckillFront/front/systemTime answered minus the
 * local time the answer arrived. Server now is then local now + offset.
 */
export function serverClockOffset(serverTime: number | string, localTimeAtResponse: number): number {
  return (parseServerTime(serverTime) ?? localTimeAtResponse) - localTimeAtResponse;
}

/** Whole days, hours, minutes and seconds left in `ms` (rounded down to the second). */
export function countdownParts(ms: number): CountdownParts {
  const left = Math.max(0, ms);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/**
 * The flash sale's state at server time `serverNow`: 1 before the start (counting down to it), 2 from the
 * start until the end (counting down to the end), 3 from the end on. Unreadable times count as ended.
 */
export function flashSaleState(activity: FlashSaleTimes, serverNow: number): FlashSaleState {
  const start = parseServerTime(activity.expireStartTime);
  const end = parseServerTime(activity.expireEndTime);
  if (start === undefined || end === undefined || serverNow >= end) return state(PANIC_STATE.ended, 0);
  if (serverNow < start) return state(PANIC_STATE.notStarted, start - serverNow);
  return state(PANIC_STATE.running, end - serverNow);
}

function state(panicState: PanicState, remainingMs: number): FlashSaleState {
  return { panicState, remainingMs, parts: countdownParts(remainingMs) };
}

/** Whether the goods' flash sale (activity type 4) is running (state 2) at server time `serverNow`. */
export function isFlashSaleRunning(
  goods: Pick<PricedGoods, 'activityGoodsInfo'>,
  serverNow: number,
): boolean {
  const activity = flashSaleActivity(goods);
  return activity !== undefined && flashSaleState(activity, serverNow).panicState === PANIC_STATE.running;
}

/** The activity types whose price applies at `serverNow`: type 3 always, type 4 only while the sale runs. */
function priceActivityTypesAt(goods: Pick<PricedGoods, 'activityGoodsInfo'>, serverNow: number) {
  return isFlashSaleRunning(goods, serverNow) ? PRICE_OVERRIDE_ACTIVITY_TYPES : [ACTIVITY_TYPE.specialPrice];
}

/** What the price payable now depends on: the shop's price mode, the quantity (1 by default) and the server clock. */
export interface PayableAt {
  mode: PriceMode;
  quantity?: number;
  serverNow: number;
}

/**
 * The unit price payable at server time `serverNow`: the one price the goods detail, a cart line and a
 * settlement line show, and the settlement charges. Activity type 3 always; a flash-sale price (type 4) only
 * while the sale runs (spec 1 §4): before its start and after its end the goods cost what they otherwise
 * would. Then quota goods, the ladder tier for the quantity (spec 2 §4) and the list price (unitPrice).
 */
export function payableUnitPrice(
  goods: PricedGoods,
  { mode, quantity = 1, serverNow }: PayableAt,
): UnitPrice {
  return unitPrice(goods, { mode, quantity, activityTypes: priceActivityTypesAt(goods, serverNow) });
}

/**
 * The price a goods card or a member's list row shows, without a clock of its own: as payableUnitPrice, but
 * the flash sale's running state is the one the gateway stated with the list (activeState). A card whose sale
 * has not started or has ended shows what the goods cost now; a card without a state keeps the sale's price
 * (spec 1 §4: types 3 and 4 override the displayed price).
 */
export function listedPrice(goods: PricedGoods, format: PriceFormat): DisplayPrice {
  const state = codeOf(flashSaleActivity(goods)?.activeState);
  const saleNotRunning = state !== undefined && state !== PANIC_STATE.running;
  const price = unitPrice(goods, {
    mode: format.mode,
    activityTypes: saleNotRunning ? [ACTIVITY_TYPE.specialPrice] : PRICE_OVERRIDE_ACTIVITY_TYPES,
  });
  return { ...price, text: formatPriceParts(price.parts, format) };
}

export const FLASH_SALE_PRICE_LABEL = '秒杀价';

/**
 * The notice of a flash sale still to come, beside its countdown: its price, which is not charged yet
 * (payableUnitPrice). None once the sale runs (the price is then payable) or has ended.
 * @example upcomingFlashSaleNotice(goods, { mode: 'points', unitName: '积分', serverNow }) === '秒杀价 173积分'
 */
export function upcomingFlashSaleNotice(
  goods: PricedGoods,
  { serverNow, ...format }: PriceFormat & { serverNow: number },
): string | undefined {
  const activity = flashSaleActivity(goods);
  if (!activity || flashSaleState(activity, serverNow).panicState !== PANIC_STATE.notStarted)
    return undefined;
  const price = unitPrice(goods, { mode: format.mode, activityTypes: [ACTIVITY_TYPE.flashSale] });
  return price.source === 'activity'
    ? `${FLASH_SALE_PRICE_LABEL} ${formatPriceParts(price.parts, format)}`
    : undefined;
}

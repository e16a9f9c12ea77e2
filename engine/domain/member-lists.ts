// The member's own lists (docs/member-pages.md): favourites, browse history, equity cards and purchased goods.
import { BADGE } from './badges';
import { SHELVES_STATUS } from './codes';
import { parseServerTime, shanghaiDate, shanghaiDay } from './time';
import { codeOf, type Code } from './server-values';

export const MEMBER_LIST_TEXT = {
  favouritesEmpty: '您还没有心仪的商品，快去看看吧~',
  favouritesLoadFailed: '收藏加载失败',
  historyEmpty: '暂无浏览记录',
  /** A shop whose `browseHistory.record` is false: the empty list is the shop's doing, not the member's. */
  historyNotRecorded: '本商城不记录浏览记录',
  historyClearConfirm: '确定清空全部浏览记录吗？',
  historyDeleted: '删除成功',
  purchasedEmpty: '暂无已购商品',
  equityEmpty: '暂无权益卡',
  equityExpired: '已过期',
} as const;

/** What a favourite says about its goods: sold out (a boolean) and the shelf status code. */
export interface FavouriteState {
  soldOut?: boolean | null;
  shelvesStatus?: Code | null;
}

/**
 * 已售罄 or 已下架 when a favourite cannot be bought now, else undefined; sold out wins.
 * @example favouriteBadge({ soldOut: false, shelvesStatus: 1002 }) === '已下架'
 */
export function favouriteBadge({ soldOut, shelvesStatus }: FavouriteState): string | undefined {
  if (soldOut === true) return BADGE.soldOut;
  if (codeOf(shelvesStatus) === SHELVES_STATUS.off) return BADGE.offShelf;
  return undefined;
}

/**
 * The heading of a day of visits (Asia/Shanghai days): 今天, 昨天, else the date (11月18日; with the year when it is another year).
 * @example visitDayLabel(Date.UTC(2026, 10, 18, 2), Date.UTC(2026, 10, 20, 2)) === '11月18日'
 */
export function visitDayLabel(time: number, now: number): string {
  const daysAgo = shanghaiDay(now) - shanghaiDay(time);
  if (daysAgo === 0) return '今天';
  if (daysAgo === 1) return '昨天';
  const { year, month, day } = shanghaiDate(time);
  const monthDay = `${month}月${day}日`;
  return shanghaiDate(now).year === year ? monthDay : `${year}年${monthDay}`;
}

export interface VisitDay<T> {
  label: string;
  visits: T[];
}

/**
 * Visits grouped by Shanghai day, newest day and newest visit first; a visit without a readable time is
 * left out (it cannot be placed on a day).
 */
export function visitsByDay<T extends { browseTime: Code }>(
  visits: readonly T[],
  now: number,
): VisitDay<T>[] {
  const timed = visits.flatMap((visit) => {
    const time = parseServerTime(visit.browseTime);
    return time === undefined ? [] : [{ visit, time }];
  });
  timed.sort((a, b) => b.time - a.time);
  const days: (VisitDay<T> & { day: number })[] = [];
  for (const { visit, time } of timed) {
    const last = days.at(-1);
    if (last?.day === shanghaiDay(time)) last.visits.push(visit);
    else days.push({ day: shanghaiDay(time), label: visitDayLabel(time, now), visits: [visit] });
  }
  return days.map(({ label, visits: dayVisits }) => ({ label, visits: dayVisits }));
}

/** An order as the purchased-goods rule needs it: when it was placed and its goods lines. */
export interface PurchaseOrder<L extends { goodsSkuCode: string }> {
  createTime: number;
  lines: readonly L[];
}

/**
 * The goods of the member's orders, once each (by SKU), newest purchase first, with when it was last bought.
 * @example purchasedGoods([{ createTime: 1, lines: [a] }, { createTime: 2, lines: [a, b] }]) → [a@2, b@2]
 */
export function purchasedGoods<L extends { goodsSkuCode: string }>(
  orders: readonly PurchaseOrder<L>[],
): (L & { purchaseTime: number })[] {
  const newestFirst = [...orders].sort((a, b) => b.createTime - a.createTime);
  const seen = new Set<string>();
  return newestFirst.flatMap(({ createTime, lines }) =>
    lines.flatMap((line) => {
      if (seen.has(line.goodsSkuCode)) return [];
      seen.add(line.goodsSkuCode);
      return [{ ...line, purchaseTime: createTime }];
    }),
  );
}

/** Whether an equity card has expired by `now`; an unreadable expiry counts as not expired. */
export function isEquityExpired(expirationTime: Code | null | undefined, now: number): boolean {
  const time = parseServerTime(expirationTime);
  return time !== undefined && time <= now;
}

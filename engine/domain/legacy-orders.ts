// The old system's orders (旧系统订单, docs/old-orders.md): orders and after-sales records kept by the
// previous order system (limofang), shown read-only. Their statuses and labels, the search (order number and
// a date range, with its messages) and every text the pages and the demo gateway show.
import { validateFields, type Validation } from './forms/field-rules';
import { multiply, sum, type Amount, type Money } from './money';
import { shanghaiDay } from './time';

/** The old system's order statuses, as its records carry them: every order there has ended. */
export const LEGACY_ORDER_STATUS = { completed: 40, cancelled: 50, refunded: 60, closed: 70 } as const;

export type LegacyOrderStatus = (typeof LEGACY_ORDER_STATUS)[keyof typeof LEGACY_ORDER_STATUS];

const LEGACY_ORDER_STATUS_LABEL: Readonly<Record<LegacyOrderStatus, string>> = {
  [LEGACY_ORDER_STATUS.completed]: '已完成',
  [LEGACY_ORDER_STATUS.cancelled]: '已取消',
  [LEGACY_ORDER_STATUS.refunded]: '已退款',
  [LEGACY_ORDER_STATUS.closed]: '交易关闭',
};

/** The types of the old system's after-sales records. */
export const LEGACY_AFTER_SALE_TYPE = { refundOnly: 1, returnRefund: 2, exchange: 3 } as const;

export type LegacyAfterSaleType = (typeof LEGACY_AFTER_SALE_TYPE)[keyof typeof LEGACY_AFTER_SALE_TYPE];

const LEGACY_AFTER_SALE_TYPE_LABEL: Readonly<Record<LegacyAfterSaleType, string>> = {
  [LEGACY_AFTER_SALE_TYPE.refundOnly]: '仅退款',
  [LEGACY_AFTER_SALE_TYPE.returnRefund]: '退货退款',
  [LEGACY_AFTER_SALE_TYPE.exchange]: '换货',
};

/** How the old system's after-sales records ended: none is still open there. */
export const LEGACY_AFTER_SALE_STATUS = { completed: 1, rejected: 2, withdrawn: 3 } as const;

export type LegacyAfterSaleStatus = (typeof LEGACY_AFTER_SALE_STATUS)[keyof typeof LEGACY_AFTER_SALE_STATUS];

const LEGACY_AFTER_SALE_STATUS_LABEL: Readonly<Record<LegacyAfterSaleStatus, string>> = {
  [LEGACY_AFTER_SALE_STATUS.completed]: '已完成',
  [LEGACY_AFTER_SALE_STATUS.rejected]: '已拒绝',
  [LEGACY_AFTER_SALE_STATUS.withdrawn]: '已撤销',
};

/** Old records may carry a code this storefront never learnt: they say so rather than show nothing. */
const UNKNOWN_STATUS = '未知状态';

const labelOf = (labels: Readonly<Record<number, string>>, code: unknown): string =>
  (typeof code === 'number' ? labels[code] : undefined) ?? UNKNOWN_STATUS;

/** @example legacyOrderStatusLabel(60) === '已退款'; legacyOrderStatusLabel(99) === '未知状态' */
export const legacyOrderStatusLabel = (code: unknown): string => labelOf(LEGACY_ORDER_STATUS_LABEL, code);

export const legacyAfterSaleTypeLabel = (code: unknown): string =>
  labelOf(LEGACY_AFTER_SALE_TYPE_LABEL, code);

export const legacyAfterSaleStatusLabel = (code: unknown): string =>
  labelOf(LEGACY_AFTER_SALE_STATUS_LABEL, code);

/** Longest order number the search takes: the old system's are 20 characters. */
export const LEGACY_ORDER_NO_MAX = 32;

/** Every text of the old system's pages and calls. */
export const LEGACY_ORDER_TEXT = {
  /** Says whose orders these are, above the list and the detail. */
  notice: '以下为旧系统中的历史订单，仅供查询，不可在此售后或再次购买；如有疑问请联系客服。',
  afterSalesNotice: '以下为旧系统中的历史售后记录，仅供查询；如有疑问请联系客服。',
  empty: '暂无旧系统订单',
  noMatch: '没有符合条件的旧系统订单',
  afterSalesEmpty: '暂无旧系统售后记录',
  orderNoMissing: '缺少旧系统订单号',
  orderNotFound: '旧系统订单不存在',
  noRight: '当前账号无旧系统订单权限',
  orderNoFormat: '订单号只能包含字母和数字',
  orderNoTooLong: `订单号不能超过${LEGACY_ORDER_NO_MAX}个字符`,
  startDateInvalid: '请输入正确的开始日期（年-月-日）',
  endDateInvalid: '请输入正确的结束日期（年-月-日）',
  startAfterEnd: '开始日期不能晚于结束日期',
} as const;

/** The search of the old system's orders: each field as typed ('' for none); dates as YYYY-MM-DD. */
export interface LegacyOrderSearch {
  orderNo: string;
  startDate: string;
  endDate: string;
}

export type LegacySearchField = keyof LegacyOrderSearch;

const SEARCH_FIELDS: readonly LegacySearchField[] = ['orderNo', 'startDate', 'endDate'];
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ORDER_NO = /^[0-9A-Za-z]*$/;

/**
 * The Shanghai calendar day of a date typed as YYYY-MM-DD, as a day number (engine/domain/time.ts); undefined
 * for anything else, a day that does not exist (2025-02-30) included.
 * @example calendarDay('1970-01-02') === 1
 */
export function calendarDay(text: string): number | undefined {
  const parts = DATE.exec(text.trim());
  if (!parts) return undefined;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, day);
  const date = new Date(utc);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return Math.floor(utc / 86_400_000);
}

function searchProblem(search: LegacyOrderSearch, field: LegacySearchField): string | undefined {
  const value = search[field].trim();
  if (field === 'orderNo') {
    if (!ORDER_NO.test(value)) return LEGACY_ORDER_TEXT.orderNoFormat;
    return value.length > LEGACY_ORDER_NO_MAX ? LEGACY_ORDER_TEXT.orderNoTooLong : undefined;
  }
  if (value === '') return undefined;
  const day = calendarDay(value);
  if (day === undefined)
    return field === 'startDate' ? LEGACY_ORDER_TEXT.startDateInvalid : LEGACY_ORDER_TEXT.endDateInvalid;
  const start = calendarDay(search.startDate);
  return field === 'endDate' && start !== undefined && start > day
    ? LEGACY_ORDER_TEXT.startAfterEnd
    : undefined;
}

/**
 * Checks a search: the order number letters and digits only, each date a real day or empty, and the start not
 * after the end (that message on the end date). Either date may be left out: the range is open on that side.
 */
export const validateLegacySearch = (search: LegacyOrderSearch): Validation<LegacySearchField> =>
  validateFields(SEARCH_FIELDS, (field) => searchProblem(search, field));

/**
 * Whether an order (its number and creation time, epoch ms) matches a valid search: the number contains the
 * typed one (any case), and the order was placed on a Shanghai day from the start to the end date, both
 * included.
 */
export function matchesLegacySearch(
  order: { orderNo: string; createTime: number },
  search: LegacyOrderSearch,
): boolean {
  const orderNo = search.orderNo.trim().toUpperCase();
  if (orderNo && !order.orderNo.toUpperCase().includes(orderNo)) return false;
  const day = shanghaiDay(order.createTime);
  const start = calendarDay(search.startDate);
  const end = calendarDay(search.endDate);
  return (start === undefined || day >= start) && (end === undefined || day <= end);
}

/** The orders a valid search finds, newest first. */
export const legacyOrdersFound = <T extends { orderNo: string; createTime: number }>(
  orders: readonly T[],
  search: LegacyOrderSearch,
): T[] =>
  orders.filter((order) => matchesLegacySearch(order, search)).sort((a, b) => b.createTime - a.createTime);

/** What a line cost: unit × quantity, exactly. */
export const legacyLineAmount = (unit: Amount, quantity: number): Money => multiply(unit, quantity);

/** What the goods of an order cost: the sum of its lines' amounts. */
export const legacyGoodsAmount = (lines: readonly { unit: Amount; quantity: number }[]): Money =>
  sum(lines.map((line) => legacyLineAmount(line.unit, line.quantity)));

import Decimal from 'decimal.js';

// The one module that touches decimal.js (spec 2 §9: exact add, subtract, multiply and round-up).

declare const moneyBrand: unique symbol;

/** An exact amount of money or points as a canonical decimal string, e.g. '12.5'. */
export type Money = string & { readonly [moneyBrand]: true };

/** An amount as the server sends it; null, undefined and '' count as zero. */
export type Amount = Money | number | string | null | undefined;

/** Points malls price in points (shown with the unit name), the others in money. */
export type PriceMode = 'points' | 'money';

export interface PriceFormat {
  mode: PriceMode;
  unitName: string;
}

export const INVALID_AMOUNT = 'Invalid amount';

const CURRENCY = '¥';

// A private clone, so nothing else can change precision or rounding under us; 64 digits keep products exact.
const Exact = Decimal.clone({ precision: 64 });
const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

function exact(value: Amount): Decimal {
  if (value === null || value === undefined || value === '') return new Exact(0);
  const text = typeof value === 'string' ? value.trim() : value;
  if (typeof text === 'number' ? Number.isFinite(text) : NUMERIC.test(text)) return new Exact(text);
  throw new Error(`${INVALID_AMOUNT}: ${String(value)}`);
}

function toMoneyValue(value: Decimal): Money {
  return value.toFixed() as Money;
}

/** The exact amount a server value holds; throws INVALID_AMOUNT for text that is not a number. */
export function toMoney(value: Amount): Money {
  return toMoneyValue(exact(value));
}

/** a + b, exactly: add(0.1, 0.2) === '0.3'. */
export function add(a: Amount, b: Amount): Money {
  return toMoneyValue(exact(a).plus(exact(b)));
}

/** a − b, exactly. */
export function subtract(a: Amount, b: Amount): Money {
  return toMoneyValue(exact(a).minus(exact(b)));
}

/** a × b, exactly. */
export function multiply(a: Amount, b: Amount): Money {
  return toMoneyValue(exact(a).times(exact(b)));
}

/** The exact sum of the amounts ('0' for none). */
export function sum(values: Iterable<Amount>): Money {
  let total = new Exact(0);
  for (const value of values) total = total.plus(exact(value));
  return toMoneyValue(total);
}

/** a ÷ b, exactly to 64 significant digits; b must not be zero. */
export function divide(a: Amount, b: Amount): Money {
  return toMoneyValue(exact(a).dividedBy(exact(b)));
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Amount, b: Amount): -1 | 0 | 1 {
  return exact(a).comparedTo(exact(b)) as -1 | 0 | 1;
}

export function isZero(value: Amount): boolean {
  return exact(value).isZero();
}

/** Rounds away from zero to `decimals` places (ROUND_UP, spec 2 §9): roundUp('1.001', 2) === '1.01'. */
export function roundUp(value: Amount, decimals: number): Money {
  return toMoneyValue(exact(value).toDecimalPlaces(decimals, Decimal.ROUND_UP));
}

/** Rounds toward zero to `decimals` places: a share handed back never exceeds its exact value. */
export function roundDown(value: Amount, decimals: number): Money {
  return toMoneyValue(exact(value).toDecimalPlaces(decimals, Decimal.ROUND_DOWN));
}

/** The smaller of a and b. */
export const minimum = (a: Amount, b: Amount): Money => toMoney(compare(a, b) <= 0 ? a : b);

/**
 * Money with two decimals, rounded up like every computed amount: formatMoney('12.5') === '¥12.50'.
 * Rounding up means a shown total is never below what the order will cost.
 */
export function formatMoney(value: Amount): string {
  return `${CURRENCY}${exact(value).toFixed(2, Decimal.ROUND_UP)}`;
}

/** Points with the shop's unit name and no forced decimals: formatPoints('120.50', '积分') === '120.5积分'. */
export function formatPoints(value: Amount, unitName: string): string {
  return `${toMoney(value)}${unitName}`;
}

/** Quota goods cost money plus points, shown as '¥12.50 + 100积分'. */
export function formatQuota(money: Amount, points: Amount, unitName: string): string {
  return `${formatMoney(money)} + ${formatPoints(points, unitName)}`;
}

/** A discount rate with 折: formatDiscount(8.5) === '8.5折'. */
export function formatDiscount(rate: Amount): string {
  return `${toMoney(rate)}折`;
}

/** One price in the shop's price mode: points with the unit name, money with ¥ and two decimals. */
export function formatPrice(value: Amount, { mode, unitName }: PriceFormat): string {
  return mode === 'points' ? formatPoints(value, unitName) : formatMoney(value);
}

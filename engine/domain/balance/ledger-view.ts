// How the ledger is read (docs/balance.md): newest first, filtered by type and by month on the Shanghai
// calendar, paged, and each amount shown with its sign.
import { shanghaiDate } from '../time';
import { compare, formatMoney, subtract } from '../money';
import type { Amount } from '../money';
import { BALANCE_ENTRY_TYPES } from './ledger';
import type { BalanceEntryType } from './ledger';

/** Ledger rows per page. */
export const LEDGER_PAGE_SIZE = 10;

/** A month as the filter sends it: 'YYYY-MM'. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface LedgerFilter {
  type?: BalanceEntryType;
  month?: string;
}

export const isBalanceEntryType = (value: string): value is BalanceEntryType =>
  (BALANCE_ENTRY_TYPES as readonly string[]).includes(value);

export const isLedgerMonth = (value: string): boolean => MONTH.test(value);

/** The Shanghai calendar month of an epoch time: ledgerMonth(Date.UTC(2026, 0, 31, 16)) === '2026-02'. */
export function ledgerMonth(epoch: number): string {
  const { year, month } = shanghaiDate(epoch);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** A filter month as the page names it: monthLabel('2026-03') === '2026年3月'. */
export function monthLabel(month: string): string {
  const [, year, number] = MONTH.exec(month) ?? [];
  return year && number ? `${year}年${Number(number)}月` : month;
}

type Timed = { type: BalanceEntryType; time: number };

/** Newest first; of two at the same time, the one written later (entries come oldest first). */
const newestFirst = <T extends Timed>(entries: readonly T[]): T[] =>
  [...entries].reverse().sort((a, b) => b.time - a.time);

/** The entries of the type and month asked (each optional), newest first. */
export function filterLedger<T extends Timed>(entries: readonly T[], { type, month }: LedgerFilter): T[] {
  return newestFirst(
    entries.filter(
      (entry) =>
        (type === undefined || entry.type === type) &&
        (month === undefined || ledgerMonth(entry.time) === month),
    ),
  );
}

/** The months that have entries, newest first: the month filter's choices. */
export function ledgerMonths(entries: readonly Timed[]): string[] {
  return [...new Set(newestFirst(entries).map((entry) => ledgerMonth(entry.time)))];
}

/**
 * An entry's amount with its sign, as the ledger shows it.
 * @example signedMoney('-50') === '-¥50.00'; signedMoney('20.5') === '+¥20.50'
 */
export function signedMoney(amount: Amount): string {
  return compare(amount, 0) < 0 ? `-${formatMoney(subtract(0, amount))}` : `+${formatMoney(amount)}`;
}

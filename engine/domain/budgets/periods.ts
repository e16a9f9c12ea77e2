// A budget's period (docs/budgets.md): a calendar month, quarter or year on the Asia/Shanghai calendar, and
// which one an order's date falls in.
import { shanghaiDate } from '../time';

export const BUDGET_PERIOD_KINDS = ['month', 'quarter', 'year'] as const;
export type BudgetPeriodKind = (typeof BUDGET_PERIOD_KINDS)[number];

export const BUDGET_PERIOD_LABEL: Readonly<Record<BudgetPeriodKind, string>> = {
  month: '月度',
  quarter: '季度',
  year: '年度',
};

/** One period: its key ('2026-11', '2026-Q4', '2026') and the name a member reads. */
export interface BudgetPeriod {
  kind: BudgetPeriodKind;
  key: string;
  label: string;
}

const quarterOf = (month: number) => Math.ceil(month / 3);

/** The name of a period from its key: '2026-11' 2026年11月, '2026-Q4' 2026年第4季度, '2026' 2026年. */
export function budgetPeriodLabel(kind: BudgetPeriodKind, key: string): string {
  const [year = '', part = ''] = key.split('-');
  if (kind === 'month') return `${year}年${Number(part)}月`;
  if (kind === 'quarter') return `${year}年第${part.slice(1)}季度`;
  return `${year}年`;
}

/**
 * The period of that kind an epoch time falls in, on the Asia/Shanghai calendar.
 * @example budgetPeriodOf('quarter', Date.UTC(2026, 10, 27)).key === '2026-Q4'
 */
export function budgetPeriodOf(kind: BudgetPeriodKind, epoch: number): BudgetPeriod {
  const { year, month } = shanghaiDate(epoch);
  const key =
    kind === 'month'
      ? `${year}-${String(month).padStart(2, '0')}`
      : kind === 'quarter'
        ? `${year}-Q${quarterOf(month)}`
        : String(year);
  return { kind, key, label: budgetPeriodLabel(kind, key) };
}

/** Whether an epoch time falls in the period. */
export const isInPeriod = (period: Pick<BudgetPeriod, 'kind' | 'key'>, epoch: number): boolean =>
  budgetPeriodOf(period.kind, epoch).key === period.key;

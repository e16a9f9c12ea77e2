// What the balance calls answer and take (src/demo-gateway/README.md: 我的余额).
import type { BalanceEntryType, LedgerFilter } from '../domain';
import type { SettlementKind } from '../paths';

/** The member's available and frozen amounts, and the months ('YYYY-MM') that have entries, newest first. */
export interface BalanceSummary {
  available: number;
  frozen: number;
  months: string[];
}

/** One ledger entry: its signed amount and the available balance it left; orderNo '' when none. */
export interface LedgerEntry {
  id: number;
  time: string;
  type: BalanceEntryType;
  typeName: string;
  amount: number;
  balanceAfter: number;
  orderNo: string;
  orderKind: SettlementKind | null;
  remark: string;
}

export type LedgerRequest = LedgerFilter & { currentPage: number };

// The members' balance ledger (我的余额, docs/balance.md): one entry per move, never changed once written.
import type { BalanceEntryType, Money } from '../../engine';

export interface BalanceEntry {
  /** 1, 2, … in the order written. */
  id: number;
  userId: number;
  type: BalanceEntryType;
  /** The signed change to the available amount (the engine's sign rules). */
  amount: Money;
  balanceAfter: Money;
  frozenAfter: Money;
  time: number;
  /** The order it pays or gives back, or ''. */
  orderNo: string;
  remark: string;
}

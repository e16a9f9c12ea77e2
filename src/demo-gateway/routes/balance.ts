// 我的余额 (docs/balance.md): the member's available and frozen amounts with the months that have entries,
// and the ledger filtered by type and month, paged. Both need the balance (F000212 with balance.enabled).
import {
  BALANCE_ENTRY_LABEL,
  BALANCE_ENTRY_TYPES,
  balanceOf,
  BALANCE_TEXT,
  filterLedger,
  isLedgerMonth,
  LEDGER_PAGE_SIZE,
  ledgerMonths,
} from '../../../engine';
import type { BalanceEntryType } from '../../../engine';
import type { BalanceSummary, LedgerEntry, Page } from '../../../engine/contract';
import { invalid } from '../answer';
import { ledgerOf } from '../balance-ledger';
import type { BalanceEntry, ShopDb } from '../db';
import { page } from '../input';
import { requirePermission } from '../permissions';
import { get, post } from '../router';
import type { Context, Route } from '../router';
import { shanghaiTime } from '../time';

function entryView(db: ShopDb, entry: BalanceEntry): LedgerEntry {
  const order = entry.orderNo ? db.orders.find((each) => each.orderNo === entry.orderNo) : undefined;
  return {
    id: entry.id,
    time: shanghaiTime(entry.time),
    type: entry.type,
    typeName: BALANCE_ENTRY_LABEL[entry.type],
    amount: Number(entry.amount),
    balanceAfter: Number(entry.balanceAfter),
    orderNo: entry.orderNo,
    orderKind: order?.kind ?? null,
    remark: entry.remark,
  };
}

function mine(context: Context): BalanceEntry[] {
  requirePermission(context, 'balance');
  return ledgerOf(context.db, context.user.id);
}

export const balanceRoutes: Route[] = [
  get('/mall/member/balance', 'user', (context): BalanceSummary => {
    const entries = mine(context);
    const { available, frozen } = balanceOf(entries);
    return { available: Number(available), frozen: Number(frozen), months: ledgerMonths(entries) };
  }),
  post('/mall/member/balanceLedger', 'user', (context): Page<LedgerEntry> => {
    const entries = mine(context);
    const { input, db } = context;
    const type = input.has('type') ? input.oneOf<BalanceEntryType>('type', BALANCE_ENTRY_TYPES) : undefined;
    const month = input.has('month') ? input.text('month') : undefined;
    if (month !== undefined && !isLedgerMonth(month)) invalid(BALANCE_TEXT.badMonth);
    const found = filterLedger(entries, { type, month });
    return page(
      found.map((entry) => entryView(db, entry)),
      input.paging(LEDGER_PAGE_SIZE),
    );
  }),
];

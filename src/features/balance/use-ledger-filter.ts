import { useSearchParams } from 'react-router-dom';
import { isBalanceEntryType, isLedgerMonth } from '../../../engine';
import type { LedgerFilter } from '../../../engine';
import type { LedgerRequest } from '../../../engine/contract';

/**
 * The ledger's type, month and page, kept in the address (?type=spend&month=2026-11&page=2) so back and a
 * shared link show the same rows; a value the engine does not know is ignored.
 */
export function useLedgerFilter() {
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type') ?? '';
  const monthParam = params.get('month') ?? '';
  const filter: LedgerFilter = {
    ...(isBalanceEntryType(typeParam) ? { type: typeParam } : {}),
    ...(isLedgerMonth(monthParam) ? { month: monthParam } : {}),
  };
  const currentPage = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  function show(next: LedgerFilter & { page?: number }) {
    const { type, month, page } = { ...filter, page: 1, ...next };
    setParams({
      ...(type ? { type } : {}),
      ...(month ? { month } : {}),
      ...(page > 1 ? { page: String(page) } : {}),
    });
  }

  const request: LedgerRequest = { ...filter, currentPage };
  return {
    filter,
    request,
    filtered: filter.type !== undefined || filter.month !== undefined,
    showType: (type: string) => show({ type: isBalanceEntryType(type) ? type : undefined }),
    showMonth: (month: string) => show({ month: isLedgerMonth(month) ? month : undefined }),
    showPage: (page: number) => show({ page }),
  };
}

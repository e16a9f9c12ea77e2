import { useSearchParams } from 'react-router-dom';
import { isPeriod, isStatementStatus, STATEMENT_TEXT } from '../../../engine';
import type { StatementStatus } from '../../../engine';
import type { StatementFilter } from '../../../engine/contract';

/** The list's criteria as the form holds them: '' for 全部 and for any period. */
export interface StatementSearch {
  status: StatementStatus | '';
  period: string;
}

/**
 * The statements' filters and page, kept in the address (?status=pending&period=2026-10&page=2) so back,
 * reload and a shared link show the same list. A period that is not one (a hand-edited link) is not sent;
 * the form says why. A new filter starts at page 1.
 */
export function useStatementFilter() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') ?? '';
  const search: StatementSearch = {
    status: isStatementStatus(statusParam) ? statusParam : '',
    period: params.get('period')?.trim() ?? '',
  };
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const periodError =
    search.period === '' || isPeriod(search.period) ? undefined : STATEMENT_TEXT.periodInvalid;
  const filter: StatementFilter = {
    ...(search.status ? { status: search.status } : {}),
    ...(search.period ? { period: search.period } : {}),
    currentPage: page,
  };

  const show = (next: StatementSearch, nextPage: number) =>
    setParams(() => {
      const query = new URLSearchParams();
      if (next.status) query.set('status', next.status);
      if (next.period) query.set('period', next.period);
      if (nextPage > 1) query.set('page', String(nextPage));
      return query;
    });

  return {
    search,
    /** Whether a filter is set: an empty answer then means nothing matched, not no statements at all. */
    filtering: search.status !== '' || search.period !== '',
    periodError,
    filter,
    page,
    showSearch: (next: StatementSearch) => show(next, 1),
    showPage: (nextPage: number) => show(search, nextPage),
  };
}

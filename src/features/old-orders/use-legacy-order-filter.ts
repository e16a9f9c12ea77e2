import { useSearchParams } from 'react-router-dom';
import { validateLegacySearch } from '../../../engine';
import type { LegacyOrderSearch, LegacySearchField } from '../../../engine';
import type { LegacyOrderFilter } from '../../../engine/contract';

const FIELDS: readonly LegacySearchField[] = ['orderNo', 'startDate', 'endDate'];
const PAGE = 'page';

/**
 * The search and page of the old system's orders, kept in the address (?orderNo=LMF&startDate=2024-01-01&page=2)
 * so back, reload and a shared link show the same list. A search from the address is checked like a typed
 * one: an invalid one (a hand-edited link) is not sent, and the form shows why. A new search starts at page 1.
 */
export function useLegacyOrderFilter() {
  const [params, setParams] = useSearchParams();
  const read = (field: LegacySearchField) => params.get(field)?.trim() ?? '';
  const search: LegacyOrderSearch = {
    orderNo: read('orderNo'),
    startDate: read('startDate'),
    endDate: read('endDate'),
  };
  const page = Math.max(1, Math.floor(Number(params.get(PAGE))) || 1);
  const validation = validateLegacySearch(search);
  const filter: LegacyOrderFilter = {
    ...Object.fromEntries(FIELDS.flatMap((field) => (search[field] ? [[field, search[field]]] : []))),
    currentPage: page,
  };

  const show = (next: LegacyOrderSearch, nextPage: number) =>
    setParams(() => {
      const query = new URLSearchParams();
      for (const field of FIELDS) if (next[field].trim()) query.set(field, next[field].trim());
      if (nextPage > 1) query.set(PAGE, String(nextPage));
      return query;
    });

  return {
    search,
    /** Whether any criterion is set: an empty answer then means nothing matched, not no orders at all. */
    searching: FIELDS.some((field) => search[field] !== ''),
    validation,
    filter,
    page,
    showSearch: (next: LegacyOrderSearch) => show(next, 1),
    showPage: (nextPage: number) => show(search, nextPage),
  };
}

import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUS_FIELD, type OrderTab } from '../../../engine';
import type { OrderFilter } from '../../../engine/contract';

/** A status tab of an order list: its label and the status it filters by (none: every order). */
export type StatusTab = OrderTab;

const STATUS = ORDER_STATUS_FIELD;
const PAGE = 'page';

export const tabKey = (tab: StatusTab) => String(tab.status ?? 'all');

/**
 * The tab and page of an order list, kept in the address (?status=1002&page=2) so back, reload and a shared
 * link show the same page. An unknown status opens the first tab; a new tab starts at page 1.
 */
export function useStatusPaging(tabs: readonly StatusTab[]) {
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((each) => tabKey(each) === params.get(STATUS)) ?? tabs[0];
  const page = Math.max(1, Math.floor(Number(params.get(PAGE))) || 1);
  const filter: OrderFilter = { orderStatus: tab?.status, currentPage: page };

  const show = (next: StatusTab | undefined, nextPage: number) =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      if (next) query.set(STATUS, tabKey(next));
      if (nextPage > 1) query.set(PAGE, String(nextPage));
      else query.delete(PAGE);
      return query;
    });

  return {
    tab,
    page,
    filter,
    showTab: (key: string) => show(tabs.find((each) => tabKey(each) === key) ?? tabs[0], 1),
    showPage: (nextPage: number) => show(tab, nextPage),
  };
}

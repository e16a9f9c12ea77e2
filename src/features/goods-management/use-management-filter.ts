import { useSearchParams } from 'react-router-dom';
import { GOODS_STATUS_TABS } from '../../../engine';
import type { GoodsStatus } from '../../../engine';
import type { ManagedGoodsFilter } from '../../../engine/contract';

const STATUS = 'status';
const PAGE = 'page';
const KEYWORD = 'keyword';

const statusOf = (value: string | null): GoodsStatus =>
  GOODS_STATUS_TABS.find((status) => status === value) ?? GOODS_STATUS_TABS[0];

/**
 * The tab, search and page of the goods-management list, kept in the address
 * (?status=onSale&keyword=茶&page=2) so back, reload and a shared link show the same list. An unknown status
 * opens 草稿; a new tab or a new search starts at page 1.
 */
export function useManagementFilter() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get(KEYWORD) ?? '';
  const filter: ManagedGoodsFilter = {
    status: statusOf(params.get(STATUS)),
    currentPage: Math.max(1, Math.floor(Number(params.get(PAGE))) || 1),
    ...(keyword && { keyword }),
  };

  const show = (change: { status?: GoodsStatus; keyword?: string; page?: number }) =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      if (change.status) query.set(STATUS, change.status);
      if (change.keyword !== undefined) {
        if (change.keyword) query.set(KEYWORD, change.keyword);
        else query.delete(KEYWORD);
      }
      if (change.page && change.page > 1) query.set(PAGE, String(change.page));
      else query.delete(PAGE);
      return query;
    });

  return {
    filter,
    keyword,
    showStatus: (status: GoodsStatus) => show({ status }),
    search: (next: string) => show({ keyword: next }),
    showPage: (page: number) => show({ page }),
  };
}

// The commodity centre's state lives in the URL (spec 1 §2: categoryCode, keyword, dataString, navIndex),
// plus the sort and the page, so back and forward work and a shared link shows the same page.

export const SORTS = [
  { key: 'default', label: '综合', directed: false },
  { key: 'sales', label: '销量', directed: false },
  { key: 'price', label: '价格', directed: true },
  { key: 'new', label: '新品', directed: false },
] as const;

export type SortKey = (typeof SORTS)[number]['key'];
export type SortOrder = 'asc' | 'desc';

export interface CommodityQuery {
  categoryCode: string;
  keyword: string;
  dataString: string;
  navIndex: string;
  sort: SortKey;
  order: SortOrder;
  /** 1-based. */
  page: number;
}

const DEFAULT_SORT: SortKey = 'default';
const DEFAULT_ORDER: SortOrder = 'asc';
const FIRST_PAGE = 1;

const isSort = (value: string | null): value is SortKey => SORTS.some((sort) => sort.key === value);

/** Reads the state from the URL; anything unreadable falls back to its default. */
export function readCommodityQuery(params: URLSearchParams): CommodityQuery {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    categoryCode: params.get('categoryCode') ?? '',
    keyword: params.get('keyword') ?? '',
    dataString: params.get('dataString') ?? '',
    navIndex: params.get('navIndex') ?? '',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    order: params.get('order') === 'desc' ? 'desc' : DEFAULT_ORDER,
    page: Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE,
  };
}

/**
 * The URL for a changed state: defaults are left out so links stay short, and parameters this page does
 * not know (mallPath, anything the shell adds) are kept.
 */
export function writeCommodityQuery(current: URLSearchParams, next: CommodityQuery): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (name: string, value: string, fallback: string) =>
    value === fallback ? params.delete(name) : params.set(name, value);
  set('categoryCode', next.categoryCode, '');
  set('keyword', next.keyword, '');
  set('dataString', next.dataString, '');
  set('navIndex', next.navIndex, '');
  set('sort', next.sort, DEFAULT_SORT);
  set('order', next.sort === 'price' ? next.order : DEFAULT_ORDER, DEFAULT_ORDER);
  set('page', String(next.page), String(FIRST_PAGE));
  return params;
}

/** Choosing a sort: price toggles its direction when chosen again; every change starts at page 1. */
export function chooseSort(query: CommodityQuery, sort: SortKey): CommodityQuery {
  const order: SortOrder =
    sort === 'price' && query.sort === 'price' ? (query.order === 'asc' ? 'desc' : 'asc') : DEFAULT_ORDER;
  return { ...query, sort, order, page: FIRST_PAGE };
}

/** Choosing a category keeps the keyword, resets the page. */
export function chooseCategory(query: CommodityQuery, categoryCode: string): CommodityQuery {
  return { ...query, categoryCode, page: FIRST_PAGE };
}

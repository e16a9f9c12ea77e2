// Every query key of the storefront, built here and nowhere else: the query-options factories read with
// them, and every invalidation, removal and cache write goes through them, so a key cannot drift.
// Keys start with the shop's mall path (two shops on one domain never share answers), then the domain.
import { currentMallPath } from './request';

/** A key: its parts, of any type the key factories pass (strings, ids, filter objects). */
type QueryKey = readonly unknown[];

const domain = (name: string): QueryKey => [currentMallPath(), name];

/** The profiles the app loads before any shop is known: not under a mall path. */
export const shopProfileKeys = {
  all: (): QueryKey => ['shop-profile'],
  profile: (mallPath: string) => [...shopProfileKeys.all(), mallPath],
  directory: (): QueryKey => ['shop-directory'],
};

/**
 * Whether a cached answer is the same for every user of a shop (profiles, shop info, nav, help, regions), so
 * it is kept when the session changes.
 */
export function isShopWideKey(queryKey: QueryKey): boolean {
  const shopWide = [shopKeys, navKeys, helpKeys, regionKeys].map((keys) => keys.all()[1]);
  return queryKey[0] === shopProfileKeys.all()[0] || shopWide.includes(queryKey[1]);
}

export const shopKeys = {
  all: () => domain('shop'),
  info: () => [...shopKeys.all(), 'info'],
  theme: () => [...shopKeys.all(), 'theme'],
};

export const navKeys = {
  all: () => domain('nav'),
  categories: () => [...navKeys.all(), 'categories'],
  links: () => [...navKeys.all(), 'links'],
};

export const helpKeys = {
  all: () => domain('help'),
  center: () => [...helpKeys.all(), 'center'],
  content: (id: string) => [...helpKeys.all(), 'content', { id }],
};

export const regionKeys = {
  all: () => domain('regions'),
  level: (level: string) => [...regionKeys.all(), level],
};

export const cartKeys = {
  all: () => domain('cart'),
  lists: () => [...cartKeys.all(), 'list'],
  list: (region: object) => [...cartKeys.lists(), region],
  count: () => [...cartKeys.all(), 'count'],
};

export const favouriteKeys = {
  all: () => domain('favourites'),
  list: () => [...favouriteKeys.all(), 'list'],
};

export const goodsKeys = {
  all: () => domain('goods'),
  search: (search: object) => [...goodsKeys.all(), 'search', search],
  /** Every cached detail of one goods, whichever SKU its address named. */
  details: (goodsCode: string) => [...goodsKeys.all(), 'detail', goodsCode],
  detail: (goodsCode: string, goodsSkuCode = '') => [...goodsKeys.details(goodsCode), goodsSkuCode],
  home: () => [...goodsKeys.all(), 'home'],
  customPage: (pageId: string) => [...goodsKeys.all(), 'customPage', pageId],
  topic: (topicId = '') => [...goodsKeys.all(), 'topic', topicId],
};

export const equityKeys = {
  all: () => domain('equity'),
  cards: (whiteListState: number) => [...equityKeys.all(), 'cards', whiteListState],
  summary: () => [...equityKeys.all(), 'summary'],
  detail: (id: number) => [...equityKeys.all(), 'detail', id],
};

export const memberKeys = {
  all: () => domain('member'),
  info: () => [...memberKeys.all(), 'info'],
  functions: () => [...memberKeys.all(), 'functions'],
  guestFunctions: () => [...memberKeys.all(), 'guestFunctions'],
};

export const accountKeys = {
  all: () => domain('account'),
  security: () => [...accountKeys.all(), 'security'],
  pointsCard: () => [...accountKeys.all(), 'pointsCard'],
  pointsRule: () => [...accountKeys.all(), 'pointsRule'],
  notices: () => [...accountKeys.all(), 'notices'],
  noticeSettings: () => [...accountKeys.all(), 'noticeSettings'],
};

export const addressKeys = {
  all: () => domain('addresses'),
  list: () => [...addressKeys.all(), 'list'],
};

export const searchKeys = {
  all: () => domain('search'),
  history: () => [...searchKeys.all(), 'history'],
};

export const flashSaleKeys = {
  all: () => domain('flashSale'),
  serverTime: () => [...flashSaleKeys.all(), 'serverTime'],
  goods: () => [...flashSaleKeys.all(), 'goods'],
};

export const privacyKeys = {
  all: () => domain('privacy'),
  record: () => [...privacyKeys.all(), 'record'],
};

export const sourcingKeys = {
  all: () => domain('sourcing'),
  detail: (id: number) => [...sourcingKeys.all(), 'detail', { id }],
  lists: () => [...sourcingKeys.all(), 'list'],
  list: (filter: object) => [...sourcingKeys.lists(), filter],
};

export const goodsManagementKeys = {
  all: () => domain('goodsManagement'),
  lists: () => [...goodsManagementKeys.all(), 'list'],
  list: (filter: object) => [...goodsManagementKeys.lists(), filter],
};

export const orderKeys = {
  all: () => domain('orders'),
  settlement: (request: object) => [...orderKeys.all(), 'settlement', request],
  lists: () => [...orderKeys.all(), 'list'],
  list: (filter: object) => [...orderKeys.lists(), filter],
  details: () => [...orderKeys.all(), 'detail'],
  detail: (orderNo: string) => [...orderKeys.details(), orderNo],
  reviewLists: () => [...orderKeys.all(), 'review'],
  reviewList: (filter: object) => [...orderKeys.reviewLists(), filter],
  pointsBalance: () => [...orderKeys.all(), 'pointsBalance'],
  purchasedGoods: (currentPage: number) => [...orderKeys.all(), 'purchasedGoods', currentPage],
};

export const browseHistoryKeys = {
  all: () => domain('browseHistory'),
  page: (currentPage: number) => [...browseHistoryKeys.all(), 'page', currentPage],
};

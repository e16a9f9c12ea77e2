// Every query key of the storefront, built here and nowhere else: the query-options factories read with
// them, and every invalidation, removal and cache write goes through them, so a key cannot drift.
// Keys start with the shop's mall path (two shops on one domain never share answers), then the domain.

/** A key: its parts, of any type the key factories pass (strings, ids, filter objects). */
type QueryKey = readonly unknown[];

/** The profiles the app loads before any shop is known: not under a mall path. */
export const shopProfileKeys = {
  all: (): QueryKey => ['shop-profile'],
  profile: (mallPath: string) => [...shopProfileKeys.all(), mallPath],
  directory: (): QueryKey => ['shop-directory'],
};

/** The key factories of one shop, each key under its mall path. */
export function queryKeys(mallPath: string) {
  const domain = (name: string): QueryKey => [mallPath, name];

  const shopKeys = {
    all: () => domain('shop'),
    info: () => [...shopKeys.all(), 'info'],
    theme: () => [...shopKeys.all(), 'theme'],
  };

  const navKeys = {
    all: () => domain('nav'),
    categories: () => [...navKeys.all(), 'categories'],
    links: () => [...navKeys.all(), 'links'],
  };

  const helpKeys = {
    all: () => domain('help'),
    center: () => [...helpKeys.all(), 'center'],
    content: (id: string) => [...helpKeys.all(), 'content', { id }],
  };

  const regionKeys = {
    all: () => domain('regions'),
    level: (level: string) => [...regionKeys.all(), level],
  };

  const cartKeys = {
    all: () => domain('cart'),
    lists: () => [...cartKeys.all(), 'list'],
    list: (region: object) => [...cartKeys.lists(), region],
    count: () => [...cartKeys.all(), 'count'],
  };

  const favouriteKeys = {
    all: () => domain('favourites'),
    list: (pageSize: number) => [...favouriteKeys.all(), 'list', pageSize],
  };

  const goodsKeys = {
    all: () => domain('goods'),
    search: (search: object) => [...goodsKeys.all(), 'search', search],
    /** Every cached detail of one goods, whichever SKU its address named. */
    details: (goodsCode: string) => [...goodsKeys.all(), 'detail', goodsCode],
    detail: (goodsCode: string, goodsSkuCode = '') => [...goodsKeys.details(goodsCode), goodsSkuCode],
    home: () => [...goodsKeys.all(), 'home'],
    customPage: (pageId: string) => [...goodsKeys.all(), 'customPage', pageId],
    topic: (topicId = '') => [...goodsKeys.all(), 'topic', topicId],
  };

  const equityKeys = {
    all: () => domain('equity'),
    cards: (whiteListState: number, pageSize: number) => [
      ...equityKeys.all(),
      'cards',
      whiteListState,
      pageSize,
    ],
    summary: () => [...equityKeys.all(), 'summary'],
    detail: (id: number) => [...equityKeys.all(), 'detail', id],
  };

  const memberKeys = {
    all: () => domain('member'),
    info: () => [...memberKeys.all(), 'info'],
    functions: () => [...memberKeys.all(), 'functions'],
    guestFunctions: () => [...memberKeys.all(), 'guestFunctions'],
  };

  const accountKeys = {
    all: () => domain('account'),
    security: () => [...accountKeys.all(), 'security'],
    pointsCard: () => [...accountKeys.all(), 'pointsCard'],
    pointsRule: () => [...accountKeys.all(), 'pointsRule'],
    notices: () => [...accountKeys.all(), 'notices'],
    noticeSettings: () => [...accountKeys.all(), 'noticeSettings'],
  };

  const addressKeys = {
    all: () => domain('addresses'),
    list: () => [...addressKeys.all(), 'list'],
  };

  const searchKeys = {
    all: () => domain('search'),
    history: () => [...searchKeys.all(), 'history'],
  };

  const flashSaleKeys = {
    all: () => domain('flashSale'),
    serverTime: () => [...flashSaleKeys.all(), 'serverTime'],
    goods: () => [...flashSaleKeys.all(), 'goods'],
  };

  const privacyKeys = {
    all: () => domain('privacy'),
    record: () => [...privacyKeys.all(), 'record'],
  };

  const sourcingKeys = {
    all: () => domain('sourcing'),
    detail: (id: number) => [...sourcingKeys.all(), 'detail', { id }],
    lists: () => [...sourcingKeys.all(), 'list'],
    list: (filter: object) => [...sourcingKeys.lists(), filter],
  };

  const goodsManagementKeys = {
    all: () => domain('goodsManagement'),
    lists: () => [...goodsManagementKeys.all(), 'list'],
    list: (filter: object) => [...goodsManagementKeys.lists(), filter],
  };

  const orderKeys = {
    all: () => domain('orders'),
    settlement: (request: object) => [...orderKeys.all(), 'settlement', request],
    lists: () => [...orderKeys.all(), 'list'],
    list: (filter: object) => [...orderKeys.lists(), filter],
    /** Under the lists: whatever refreshes the lists refreshes the counts. */
    statusCounts: () => [...orderKeys.lists(), 'statusCounts'],
    /** Budgets (预算管理) too: orders placed, reviewed or cancelled move their figures. */
    budgetDirectory: () => [...orderKeys.lists(), 'budgetDirectory'],
    budgetList: (owner: object) => [...orderKeys.lists(), 'budgets', owner],
    budgetDetail: (budgetId: string) => [...orderKeys.lists(), 'budget', budgetId],
    details: () => [...orderKeys.all(), 'detail'],
    detail: (orderNo: string) => [...orderKeys.details(), orderNo],
    reviewLists: () => [...orderKeys.all(), 'review'],
    reviewList: (filter: object) => [...orderKeys.reviewLists(), filter],
    pointsBalance: () => [...orderKeys.all(), 'pointsBalance'],
    purchasedGoods: (currentPage: number) => [...orderKeys.all(), 'purchasedGoods', currentPage],
  };

  const legacyOrderKeys = {
    all: () => domain('legacyOrders'),
    list: (filter: object) => [...legacyOrderKeys.all(), 'list', filter],
    detail: (orderNo: string) => [...legacyOrderKeys.all(), 'detail', orderNo],
    afterSales: (currentPage: number) => [...legacyOrderKeys.all(), 'afterSales', currentPage],
  };

  const reviewKeys = {
    all: () => domain('reviews'),
    line: (orderNo: string, goodsSkuCode: string) => [...reviewKeys.all(), 'line', { orderNo, goodsSkuCode }],
    goods: (goodsCode: string, currentPage: number) => [...reviewKeys.all(), 'goods', goodsCode, currentPage],
  };

  const afterSaleKeys = {
    all: () => domain('afterSale'),
    order: (orderNo: string) => [...afterSaleKeys.all(), 'order', orderNo],
    list: (filter: object) => [...afterSaleKeys.all(), 'list', filter],
    detail: (id: string) => [...afterSaleKeys.all(), 'detail', id],
    orderStates: () => [...afterSaleKeys.all(), 'orderStates'],
  };

  const invoiceKeys = {
    all: () => domain('invoice'),
    titles: () => [...invoiceKeys.all(), 'titles'],
    invoiceable: (filter: object) => [...invoiceKeys.all(), 'invoiceable', filter],
    quote: (orderNos: readonly string[]) => [...invoiceKeys.all(), 'quote', orderNos],
    applications: (filter: object) => [...invoiceKeys.all(), 'applications', filter],
    application: (id: string) => [...invoiceKeys.all(), 'application', id],
    orderStates: (filter: object) => [...invoiceKeys.all(), 'orderStates', filter],
  };

  const balanceKeys = {
    all: () => domain('balance'),
    summary: () => [...balanceKeys.all(), 'summary'],
    ledger: (filter: object) => [...balanceKeys.all(), 'ledger', filter],
  };

  const statementKeys = {
    all: () => domain('statement'),
    list: (filter: object) => [...statementKeys.all(), 'list', filter],
    detail: (id: string) => [...statementKeys.all(), 'detail', id],
  };

  const browseHistoryKeys = {
    all: () => domain('browseHistory'),
    page: (currentPage: number) => [...browseHistoryKeys.all(), 'page', currentPage],
  };

  return {
    shop: shopKeys,
    nav: navKeys,
    help: helpKeys,
    region: regionKeys,
    cart: cartKeys,
    favourite: favouriteKeys,
    goods: goodsKeys,
    equity: equityKeys,
    member: memberKeys,
    account: accountKeys,
    address: addressKeys,
    search: searchKeys,
    flashSale: flashSaleKeys,
    privacy: privacyKeys,
    sourcing: sourcingKeys,
    goodsManagement: goodsManagementKeys,
    order: orderKeys,
    legacyOrder: legacyOrderKeys,
    afterSale: afterSaleKeys,
    invoice: invoiceKeys,
    statement: statementKeys,
    browseHistory: browseHistoryKeys,
    balance: balanceKeys,
    review: reviewKeys,
  };
}

export type QueryKeys = ReturnType<typeof queryKeys>;

/** The domains whose answers are the same for every user of a shop (shop info, nav, help, regions). */
const SHOP_WIDE_DOMAINS = (({ shop, nav, help, region }) =>
  [shop, nav, help, region].map((keys) => keys.all()[1]))(queryKeys(''));

/**
 * Whether a cached answer is the same for every user of a shop (profiles, shop info, nav, help, regions), so
 * it is kept when the session changes.
 */
export function isShopWideKey(queryKey: QueryKey): boolean {
  return queryKey[0] === shopProfileKeys.all()[0] || SHOP_WIDE_DOMAINS.includes(queryKey[1]);
}

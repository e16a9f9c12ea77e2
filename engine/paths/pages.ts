// Every page of a shop and every address built to one, in one place (spec 1 §2 and spec 2 §2): the route
// table, the goods routing and the components all take their paths from here. Paths are inside the shop
// ('/cart'); `shopPath` puts the mall path in front ('/points/cart').

/** The pages outside the user centre and checkout steps. */
export const PAGE = {
  login: '/login',
  outsideLogin: '/pages/outside/login',
  findPassword: '/findThePassword',
  home: '/home',
  customPage: '/customPage',
  commodityCentre: '/commodityCenter/commodityCenter',
  goodsTopic: '/goodsTopicPage/goodsTopicPage',
  goodsDetail: '/goodDetail/goodDetail',
  virtualGoods: '/virtualGoods',
  virtualGoodsDetail: '/virtualGoods/virtualGoodsDetail',
  equityDetail: '/equity/equityDetail',
  helpCentre: '/helpCenter/helpCenter',
  productReview: '/editProductReview',
  spike: '/spike/spike',
  flashSale: '/flashSale',
  cart: '/cart',
  payDetails: '/orderSettlement/payDetails',
} as const;

const userCentre = <Page extends string>(page: Page) => `/userCenter/${page}` as const;

/** The user centre's pages (spec 1 §2). */
export const USER_CENTRE = {
  personalHome: userCentre('userCenterView2'),
  scorecard: userCentre('scorecard'),
  scoreRule: userCentre('scorerule'),
  equityCard: userCentre('equityCard'),
  orders: userCentre('order'),
  orderView: userCentre('order/view'),
  jiCaiOrderView: userCentre('jicaiOrder/view'),
  oldOrders: userCentre('limofangOrder'),
  oldOrderView: userCentre('limofangOrder/view'),
  virtualOrderView: userCentre('order/virtualOrderView'),
  reviewOrders: userCentre('reviewOrder'),
  batchOrder: userCentre('batchOrder'),
  flashSaleBatchOrder: userCentre('msBatchOrder'),
  afterSales: userCentre('afterSalesRecord'),
  afterSaleDetail: userCentre('afterSalesRecord/afterSaleDetail'),
  afterSaleApply: userCentre('afterSaleApply'),
  afterSaleApplication: userCentre('afterSaleApply/fillInTheApplication'),
  afterSaleApplied: userCentre('afterSaleApply/applySuccess'),
  oldAfterSales: userCentre('afterSaleLimofang'),
  orderInvoice: userCentre('orderInvoice'),
  invoiceCentre: userCentre('settlementOrder'),
  applyInvoice: userCentre('settlementOrder/applyInvoiced'),
  invoicingInfo: userCentre('settlementOrder/invoicedInfo'),
  invoiceApplyOrders: userCentre('applyOrder'),
  invoiceApplyOrderInfo: userCentre('applyOrder/invoicedOrderInfo'),
  invoicedOrders: userCentre('invoicedOrder'),
  invoicedOrderInfo: userCentre('invoicedOrder/invoicedOrderInfo'),
  invoiceTitles: userCentre('invoicedMsg'),
  addInvoiceTitle: userCentre('invoicedMsg/addInvoicedInfo'),
  bills: userCentre('invoicingZdList'),
  billDetail: userCentre('invoicingZdList/invoicingZdListDetail'),
  goodsManagement: userCentre('goodsManagement'),
  purchasedGoods: userCentre('alreadyGoods'),
  sourcing: userCentre('submitProduct'),
  browseHistory: userCentre('historyRecords'),
  favourites: userCentre('colct'),
  notices: userCentre('notice'),
  info: userCentre('info'),
  addresses: userCentre('account/location'),
  security: userCentre('acctSecrty'),
  editPassword: userCentre('editPassword'),
  changePhone: userCentre('rePhone'),
  balance: userCentre('userCenterView2/balance'),
  budget: userCentre('account/budget'),
  settings: userCentre('account/setting'),
  privacy: userCentre('userPrivacyProtocol'),
} as const;

/** The checkout variants: each has its settlement and paySuccess step (spec 1 §2). */
export const SETTLEMENT = {
  normal: '/orderSettlement',
  flashSale: '/msOrderSettlement',
  virtual: '/virtualOrderSettlement',
  jiCai: '/jiCaiOrderSettlement',
} as const;

export type SettlementKind = keyof typeof SETTLEMENT;
export type SettlementStep = 'settlement' | 'paySuccess';

/** A query field's value; empty ones are left out of the address. */
export type QueryValue = string | number | null | undefined;

/**
 * The path with the non-empty fields as its query, encoded, in the order given.
 * @example withQuery('/cart', { a: 'x y', b: '' }) === '/cart?a=x%20y'
 */
export function withQuery(path: string, fields: Readonly<Record<string, QueryValue>>): string {
  const query = Object.entries(fields)
    .flatMap(([key, value]) =>
      value === null || value === undefined || value === '' ? [] : [`${key}=${encodeURIComponent(value)}`],
    )
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** A checkout step of one variant: settlementPath('virtual') === '/virtualOrderSettlement/settlement'. */
export const settlementPath = (
  kind: SettlementKind,
  step: SettlementStep = 'settlement',
  fields: Readonly<Record<string, QueryValue>> = {},
): string => withQuery(`${SETTLEMENT[kind]}/${step}`, fields);

/** A variant's paySuccess step for an order: paySuccessPath('normal', 'DM1') === '/orderSettlement/paySuccess?orderNo=DM1'. */
export const paySuccessPath = (kind: SettlementKind, orderNo: string): string =>
  settlementPath(kind, 'paySuccess', { orderNo });

/** How an order was paid: payDetailsPath('DM1') === '/orderSettlement/payDetails?orderNo=DM1'. */
export const payDetailsPath = (orderNo: string): string => withQuery(PAGE.payDetails, { orderNo });

/** The review of one order line: productReviewPath({ orderNo: 'DM1', goodsSkuCode: 'G-1-01' }) === '/editProductReview?orderNo=DM1&goodsSkuCode=G-1-01'. */
export const productReviewPath = ({
  orderNo,
  goodsSkuCode,
}: {
  orderNo: string;
  goodsSkuCode: string;
}): string => withQuery(PAGE.productReview, { orderNo, goodsSkuCode });

/** Each variant's order detail page: virtual and procurement orders have their own. */
const ORDER_VIEW: Readonly<Record<SettlementKind, string>> = {
  normal: USER_CENTRE.orderView,
  flashSale: USER_CENTRE.orderView,
  virtual: USER_CENTRE.virtualOrderView,
  jiCai: USER_CENTRE.jiCaiOrderView,
};

/** An order's detail: orderViewPath({ orderNo: 'DM1', kind: 'virtual' }) === '/userCenter/order/virtualOrderView?orderNo=DM1'. */
export const orderViewPath = ({ orderNo, kind }: { orderNo: string; kind: SettlementKind }): string =>
  withQuery(ORDER_VIEW[kind], { orderNo });

/** The query field an order list keeps its status tab in (`?status=1002`). */
export const ORDER_STATUS_FIELD = 'status';

/** 我的订单 on one status tab: orderListPath(1002) === '/userCenter/order?status=1002'. */
export const orderListPath = (status?: number): string =>
  withQuery(USER_CENTRE.orders, { [ORDER_STATUS_FIELD]: status });

/** The goods centre's query fields that other pages link with (spec 1 §2). */
export type CommodityCentreLink = Partial<
  Record<'categoryCode' | 'keyword' | 'dataString' | 'navIndex', QueryValue>
>;

/** The goods centre, filtered: commodityCentrePath({ keyword: 'tea' }) === '/commodityCenter/commodityCenter?keyword=tea'. */
export const commodityCentrePath = (link: CommodityCentreLink = {}): string =>
  withQuery(PAGE.commodityCentre, link);

/** A help article: helpArticlePath(101) === '/helpCenter/helpCenter?id=101'. */
export const helpArticlePath = (id: QueryValue): string => withQuery(PAGE.helpCentre, { id });

/** An equity card's detail: equityDetailPath(7) === '/equity/equityDetail?id=7'. */
export const equityDetailPath = (id: QueryValue): string => withQuery(PAGE.equityDetail, { id });

/** The login page's query: where to go after login, and which form to open. */
export const LOGIN_QUERY = { redirect: 'redirect', tab: 'tab' } as const;

/** `?tab=register`: the login page opened on its registration form (where the shop offers one). */
export const REGISTER_TAB = 'register';

/** Whether a path inside the shop is one of the login pages (with or without a query). */
export function isLoginPage(path: string): boolean {
  const page = path.split(/[?#]/)[0]?.replace(/(.)\/$/, '$1');
  return page === PAGE.login || page === PAGE.outsideLogin;
}

/** The first segment of every page: a path whose first segment is one of these starts with a page, not a mall path. */
export const PAGE_SEGMENTS: ReadonlySet<string> = new Set(
  [...Object.values(PAGE), ...Object.values(USER_CENTRE), ...Object.values(SETTLEMENT)].map(
    (path) => path.split('/')[1] ?? '',
  ),
);

import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PAGE, settlementPath, USER_CENTRE } from '../../engine';
import type { RouteAccess, SettlementKind } from '../../engine';
import { homePageQuery } from '../lib/api/endpoints/goods';
import type { ApiClient } from '../lib/api/request';
import type { CheckoutStep } from '../features/layout/checkout-steps';
import { lazyChunk } from './errors/lazy-chunk';
import type { LazyChunk } from './errors/lazy-chunk';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

/** A page component, or a screen whose content is not built yet: its layout, title and a note saying so. */
export type PageSource = { Page: LazyChunk<ComponentType> } | { emptyText: string };

export type ShopRoute = {
  /** Inside the shop, without the mall path: 'userCenter/order'. */
  path: string;
  title: string;
  access: RouteAccess;
  source: PageSource;
  /** A user-centre page reached from another menu page (rePhone from acctSecrty): gated and placed as that page. */
  menuPage?: string;
  /** Fetches the page's first data, so it is on its way while the shop starts (shop-frame.tsx). */
  prefetch?: (client: QueryClient, api: ApiClient) => Promise<void>;
} & ({ layout: 'auth' | 'main' | 'userCentre' } | { layout: 'checkout'; step: CheckoutStep });

/** A route's pattern: the page's path inside the shop, relative to the shop's route. */
const at = (path: string) => path.slice(1);

const page = (load: PageLoader): PageSource => ({ Page: lazyChunk(load) });

const loginPage = page(() => import('../features/auth/login-page'));
const virtualGoodsDetail = page(() => import('../features/goods-detail/virtual-goods-detail-page'));
const flashSalePage = page(() => import('../features/flash-sale/flash-sale-page'));
/** One detail page for every order variant: its parts follow the order. */
const orderDetail = page(() => import('../features/orders/order-detail-page'));

/**
 * A screen a later issue builds: its layout and title, and an honest note that it is not built yet.
 * It never claims emptiness it does not know (暂无订单 while the member has orders).
 */
const notBuilt: PageSource = { emptyText: '该功能即将开放，敬请期待' };

const paySuccessPage = page(() => import('../features/checkout/pay-success-page'));

const settlement = (kind: SettlementKind): ShopRoute[] => [
  {
    path: at(settlementPath(kind, 'settlement')),
    title: '填写核对订单信息',
    layout: 'checkout',
    step: 2,
    access: 'member',
    source: page(() =>
      import('../features/checkout/settlement-page').then((module) => ({
        default: module.SETTLEMENT_PAGES[kind],
      })),
    ),
  },
  {
    path: at(settlementPath(kind, 'paySuccess')),
    title: '成功提交订单',
    layout: 'checkout',
    step: 3,
    access: 'member',
    source: paySuccessPage,
  },
];

const userCentre = (path: string, title: string, source: PageSource, menuPage?: string): ShopRoute => ({
  path: at(path),
  title,
  layout: 'userCentre',
  access: 'member',
  source,
  ...(menuPage === undefined ? {} : { menuPage }),
});

/** Every route of spec 1 §2 and spec 2 §2, under /:mallPath. */
export const SHOP_ROUTES: readonly ShopRoute[] = [
  { path: at(PAGE.login), title: '登录', layout: 'auth', access: 'login', source: loginPage },
  { path: at(PAGE.outsideLogin), title: '登录', layout: 'auth', access: 'login', source: loginPage },
  {
    path: at(PAGE.findPassword),
    title: '找回密码',
    layout: 'auth',
    access: 'public',
    source: page(() => import('../features/auth/find-password-page')),
  },

  {
    path: at(PAGE.home),
    title: '首页',
    layout: 'main',
    access: 'visitor',
    source: page(() => import('../features/catalogue/home-page')),
    prefetch: (client, api) => client.prefetchQuery(homePageQuery(api)),
  },
  {
    path: at(PAGE.customPage),
    title: '专题活动',
    layout: 'main',
    access: 'visitor',
    source: page(() => import('../features/catalogue/custom-page')),
  },
  {
    path: at(PAGE.commodityCentre),
    title: '商品中心',
    layout: 'main',
    access: 'visitor',
    source: page(() => import('../features/catalogue/commodity-centre-page')),
  },
  {
    path: at(PAGE.goodsTopic),
    title: '商品专题',
    layout: 'main',
    access: 'visitor',
    source: page(() => import('../features/catalogue/goods-topic-page')),
  },
  {
    path: at(PAGE.goodsDetail),
    title: '商品详情',
    layout: 'main',
    access: 'visitor',
    source: page(() => import('../features/goods-detail/goods-detail-page')),
  },
  {
    path: at(PAGE.virtualGoods),
    title: '商品详情',
    layout: 'main',
    access: 'visitor',
    source: virtualGoodsDetail,
  },
  {
    path: at(PAGE.virtualGoodsDetail),
    title: '商品详情',
    layout: 'main',
    access: 'visitor',
    source: virtualGoodsDetail,
  },
  {
    path: at(PAGE.equityDetail),
    title: '权益详情',
    layout: 'main',
    access: 'visitor',
    source: page(() => import('../features/equity/equity-detail-page')),
  },
  {
    path: at(PAGE.helpCentre),
    title: '帮助中心',
    layout: 'main',
    access: 'visitor',
    source: page(() => import('../features/layout/help-centre-page')),
  },
  {
    path: at(PAGE.productReview),
    title: '商品评价',
    layout: 'main',
    access: 'visitor',
    source: notBuilt,
  },
  { path: at(PAGE.spike), title: '限时秒杀', layout: 'main', access: 'member', source: flashSalePage },
  {
    path: at(PAGE.flashSale),
    title: '限时秒杀',
    layout: 'main',
    access: 'member',
    source: flashSalePage,
  },

  {
    path: at(PAGE.cart),
    title: '我的购物车',
    layout: 'checkout',
    step: 1,
    access: 'member',
    source: page(() => import('../features/cart/cart-page')),
  },
  ...settlement('normal'),
  ...settlement('flashSale'),
  ...settlement('virtual'),
  ...settlement('jiCai'),
  {
    path: at(PAGE.payDetails),
    title: '支付详情',
    layout: 'checkout',
    step: 3,
    access: 'member',
    source: page(() => import('../features/checkout/pay-details-page')),
  },

  userCentre(
    USER_CENTRE.personalHome,
    '个人主页',
    page(() => import('../features/user-centre/personal-home-page')),
  ),
  userCentre(
    USER_CENTRE.scorecard,
    '积分卡',
    page(() => import('../features/account/scorecard-page')),
  ),
  userCentre(
    USER_CENTRE.scoreRule,
    '积分规则',
    page(() => import('../features/account/score-rule-page')),
  ),
  userCentre(
    USER_CENTRE.equityCard,
    '我的权益',
    page(() => import('../features/equity/equity-cards-page')),
  ),
  userCentre(
    USER_CENTRE.orders,
    '我的订单',
    page(() => import('../features/orders/order-list-page')),
  ),
  userCentre(USER_CENTRE.orderView, '订单详情', orderDetail),
  userCentre(USER_CENTRE.jiCaiOrderView, '订单详情', orderDetail),
  userCentre(USER_CENTRE.oldOrders, '旧系统订单', notBuilt),
  userCentre(USER_CENTRE.oldOrderView, '旧系统订单详情', notBuilt),
  userCentre(USER_CENTRE.virtualOrderView, '虚拟订单详情', orderDetail),
  userCentre(
    USER_CENTRE.reviewOrders,
    '订单审核',
    page(() => import('../features/orders/review-orders-page')),
  ),
  userCentre(USER_CENTRE.batchOrder, '批量下单', notBuilt),
  userCentre(USER_CENTRE.flashSaleBatchOrder, '批量下单（秒杀）', notBuilt),
  userCentre(USER_CENTRE.afterSales, '售后记录', notBuilt),
  userCentre(USER_CENTRE.afterSaleDetail, '售后详情', notBuilt),
  userCentre(USER_CENTRE.afterSaleApply, '申请售后', notBuilt),
  userCentre(USER_CENTRE.afterSaleApplication, '填写售后申请', notBuilt),
  userCentre(USER_CENTRE.afterSaleApplied, '售后申请已提交', notBuilt),
  userCentre(USER_CENTRE.oldAfterSales, '旧系统售后', notBuilt),
  userCentre(USER_CENTRE.orderInvoice, '订单发票', notBuilt),
  userCentre(USER_CENTRE.invoiceCentre, '开票中心', notBuilt),
  userCentre(USER_CENTRE.applyInvoice, '申请开票', notBuilt),
  userCentre(USER_CENTRE.invoicingInfo, '开票信息', notBuilt),
  userCentre(USER_CENTRE.invoiceApplyOrders, '申请开票订单', notBuilt),
  userCentre(USER_CENTRE.invoiceApplyOrderInfo, '开票订单详情', notBuilt),
  userCentre(USER_CENTRE.invoicedOrders, '已开票订单', notBuilt),
  userCentre(USER_CENTRE.invoicedOrderInfo, '开票订单详情', notBuilt),
  userCentre(USER_CENTRE.invoiceTitles, '发票信息', notBuilt),
  userCentre(USER_CENTRE.addInvoiceTitle, '新增发票信息', notBuilt),
  userCentre(USER_CENTRE.bills, '账单', notBuilt),
  userCentre(USER_CENTRE.billDetail, '账单详情', notBuilt),
  userCentre(
    USER_CENTRE.goodsManagement,
    '商品管理',
    page(() => import('../features/goods-management/goods-management-page')),
  ),
  userCentre(
    USER_CENTRE.purchasedGoods,
    '已购商品',
    page(() => import('../features/orders/purchased-goods-page')),
  ),
  userCentre(
    USER_CENTRE.sourcing,
    '商品寻源',
    page(() => import('../features/sourcing/sourcing-page')),
  ),
  userCentre(
    USER_CENTRE.browseHistory,
    '浏览记录',
    page(() => import('../features/browse-history/browse-history-page')),
  ),
  userCentre(
    USER_CENTRE.favourites,
    '我的收藏',
    page(() => import('../features/favourites/favourites-page')),
  ),
  userCentre(
    USER_CENTRE.notices,
    '消息通知',
    page(() => import('../features/account/notices-page')),
  ),
  userCentre(
    USER_CENTRE.info,
    '个人信息',
    page(() => import('../features/account/info-page')),
  ),
  userCentre(
    USER_CENTRE.addresses,
    '收货地址',
    page(() => import('../features/addresses/address-book-page')),
  ),
  userCentre(
    USER_CENTRE.security,
    '账户安全',
    page(() => import('../features/account/security-page')),
  ),
  userCentre(
    USER_CENTRE.editPassword,
    '修改密码',
    page(() => import('../features/account/edit-password-page')),
  ),
  userCentre(
    USER_CENTRE.changePhone,
    '更换手机号',
    page(() => import('../features/account/change-phone-page')),
    USER_CENTRE.security,
  ),
  userCentre(USER_CENTRE.balance, '我的余额', notBuilt),
  userCentre(USER_CENTRE.budget, '预算管理', notBuilt),
  userCentre(
    USER_CENTRE.settings,
    '账户设置',
    page(() => import('../features/account/notice-settings-page')),
  ),
  userCentre(
    USER_CENTRE.privacy,
    '隐私协议',
    page(() => import('../features/auth/privacy-policy-page')),
  ),
];

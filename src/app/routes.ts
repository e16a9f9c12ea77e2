import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { PAGE, settlementPath, USER_CENTRE } from '../../engine';
import type { SettlementKind } from '../../engine';
import type { RouteAccess } from '../features/auth/access';
import type { CheckoutStep } from '../features/layout/checkout-steps';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

/** A page component, or a screen whose content is not built: its layout, title and an empty state. */
export type PageSource = { Page: LazyExoticComponent<ComponentType> } | { emptyText: string };

export type ShopRoute = {
  /** Inside the shop, without the mall path: 'userCenter/order'. */
  path: string;
  title: string;
  access: RouteAccess;
  source: PageSource;
} & ({ layout: 'auth' | 'main' | 'userCentre' } | { layout: 'checkout'; step: CheckoutStep });

/** A route's pattern: the page's path inside the shop, relative to the shop's route. */
const at = (path: string) => path.slice(1);

const page = (load: PageLoader): PageSource => ({ Page: lazy(load) });
const empty = (emptyText: string): PageSource => ({ emptyText });

const loginPage = page(() => import('../features/auth/login-page'));
const virtualGoodsDetail = page(() => import('../features/goods-detail/virtual-goods-detail-page'));

/** For screens a later issue builds. */
const COMING_SOON = '该功能即将开放，敬请期待';
const NO_ORDERS = '暂无订单';
const NO_INVOICES = '暂无发票';
const NO_INVOICEABLE = '暂无可开票的订单';
const NO_AFTER_SALES = '暂无售后记录';
const NO_SETTLEMENT = '暂无待结算的商品，请先在购物车中选择商品';
const NO_SUBMITTED = '暂无已提交的订单';
const NO_FLASH_SALE = '暂无进行中的秒杀活动';

const settlement = (kind: SettlementKind): ShopRoute[] => [
  {
    path: at(settlementPath(kind, 'settlement')),
    title: '填写核对订单信息',
    layout: 'checkout',
    step: 2,
    access: 'member',
    source: empty(NO_SETTLEMENT),
  },
  {
    path: at(settlementPath(kind, 'paySuccess')),
    title: '成功提交订单',
    layout: 'checkout',
    step: 3,
    access: 'member',
    source: empty(NO_SUBMITTED),
  },
];

const userCentre = (path: string, title: string, source: PageSource): ShopRoute => ({
  path: at(path),
  title,
  layout: 'userCentre',
  access: 'member',
  source,
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
    source: empty('暂无待评价的商品'),
  },
  { path: at(PAGE.spike), title: '限时秒杀', layout: 'main', access: 'member', source: empty(NO_FLASH_SALE) },
  {
    path: at(PAGE.flashSale),
    title: '限时秒杀',
    layout: 'main',
    access: 'member',
    source: empty(NO_FLASH_SALE),
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
    source: empty('暂无支付信息'),
  },

  userCentre(
    USER_CENTRE.personalHome,
    '个人主页',
    page(() => import('../features/user-centre/personal-home-page')),
  ),
  userCentre(USER_CENTRE.scorecard, '积分卡', empty(COMING_SOON)),
  userCentre(USER_CENTRE.scoreRule, '积分规则', empty(COMING_SOON)),
  userCentre(USER_CENTRE.equityCard, '我的权益', empty(COMING_SOON)),
  userCentre(USER_CENTRE.orders, '我的订单', empty(NO_ORDERS)),
  userCentre(USER_CENTRE.orderView, '订单详情', empty(NO_ORDERS)),
  userCentre(USER_CENTRE.jiCaiOrderView, '订单详情', empty(NO_ORDERS)),
  userCentre(USER_CENTRE.oldOrders, '旧系统订单', empty(NO_ORDERS)),
  userCentre(USER_CENTRE.oldOrderView, '旧系统订单详情', empty(NO_ORDERS)),
  userCentre(USER_CENTRE.virtualOrderView, '虚拟订单详情', empty(NO_ORDERS)),
  userCentre(USER_CENTRE.reviewOrders, '订单审核', empty('暂无待审核的订单')),
  userCentre(USER_CENTRE.batchOrder, '批量下单', empty(NO_ORDERS)),
  userCentre(USER_CENTRE.flashSaleBatchOrder, '批量下单（秒杀）', empty(NO_ORDERS)),
  userCentre(USER_CENTRE.afterSales, '售后记录', empty(NO_AFTER_SALES)),
  userCentre(USER_CENTRE.afterSaleDetail, '售后详情', empty(NO_AFTER_SALES)),
  userCentre(USER_CENTRE.afterSaleApply, '申请售后', empty(NO_AFTER_SALES)),
  userCentre(USER_CENTRE.afterSaleApplication, '填写售后申请', empty(NO_AFTER_SALES)),
  userCentre(USER_CENTRE.afterSaleApplied, '售后申请已提交', empty(NO_AFTER_SALES)),
  userCentre(USER_CENTRE.oldAfterSales, '旧系统售后', empty(NO_AFTER_SALES)),
  userCentre(USER_CENTRE.orderInvoice, '订单发票', empty(NO_INVOICES)),
  userCentre(USER_CENTRE.invoiceCentre, '开票中心', empty(NO_INVOICEABLE)),
  userCentre(USER_CENTRE.applyInvoice, '申请开票', empty(NO_INVOICEABLE)),
  userCentre(USER_CENTRE.invoicingInfo, '开票信息', empty(NO_INVOICES)),
  userCentre(USER_CENTRE.invoiceApplyOrders, '申请开票订单', empty(NO_INVOICEABLE)),
  userCentre(USER_CENTRE.invoiceApplyOrderInfo, '开票订单详情', empty(NO_INVOICES)),
  userCentre(USER_CENTRE.invoicedOrders, '已开票订单', empty(NO_INVOICES)),
  userCentre(USER_CENTRE.invoicedOrderInfo, '开票订单详情', empty(NO_INVOICES)),
  userCentre(USER_CENTRE.invoiceTitles, '发票信息', empty('暂无发票信息')),
  userCentre(USER_CENTRE.addInvoiceTitle, '新增发票信息', empty('暂无发票信息')),
  userCentre(USER_CENTRE.bills, '账单', empty('暂无账单')),
  userCentre(USER_CENTRE.billDetail, '账单详情', empty('暂无账单')),
  userCentre(USER_CENTRE.goodsManagement, '商品管理', empty(COMING_SOON)),
  userCentre(USER_CENTRE.purchasedGoods, '已购商品', empty(COMING_SOON)),
  userCentre(USER_CENTRE.sourcing, '商品寻源', empty(COMING_SOON)),
  userCentre(USER_CENTRE.browseHistory, '浏览记录', empty(COMING_SOON)),
  userCentre(USER_CENTRE.favourites, '我的收藏', empty(COMING_SOON)),
  userCentre(USER_CENTRE.notices, '消息通知', empty(COMING_SOON)),
  userCentre(USER_CENTRE.info, '个人信息', empty(COMING_SOON)),
  userCentre(USER_CENTRE.addresses, '收货地址', empty(COMING_SOON)),
  userCentre(USER_CENTRE.security, '账户安全', empty(COMING_SOON)),
  userCentre(USER_CENTRE.editPassword, '修改密码', empty(COMING_SOON)),
  userCentre(USER_CENTRE.changePhone, '更换手机号', empty(COMING_SOON)),
  userCentre(USER_CENTRE.balance, '我的余额', empty('暂无余额明细')),
  userCentre(USER_CENTRE.budget, '预算管理', empty('暂无预算信息')),
  userCentre(USER_CENTRE.settings, '账户设置', empty('暂无可设置的项目')),
  userCentre(
    USER_CENTRE.privacy,
    '隐私协议',
    page(() => import('../features/auth/privacy-policy-page')),
  ),
];

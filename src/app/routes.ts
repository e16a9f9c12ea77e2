import type { ComponentType } from 'react';
import type { RouteAccess } from '../features/auth/access';
import type { CheckoutStep } from '../features/layout/checkout-steps';
import { lazyChunk } from './errors/lazy-chunk';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

/** A page component, or a screen whose content is not built: its layout, title and an empty state. */
export type PageSource = { Page: ComponentType } | { emptyText: string };

export type ShopRoute = {
  /** Inside the shop, without the mall path: 'userCenter/order'. */
  path: string;
  title: string;
  access: RouteAccess;
  source: PageSource;
} & ({ layout: 'auth' | 'main' | 'userCentre' } | { layout: 'checkout'; step: CheckoutStep });

const page = (load: PageLoader): PageSource => ({ Page: lazyChunk(load) });
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

const settlement = (base: string): ShopRoute[] => [
  {
    path: `${base}/settlement`,
    title: '填写核对订单信息',
    layout: 'checkout',
    step: 2,
    access: 'member',
    source: empty(NO_SETTLEMENT),
  },
  {
    path: `${base}/paySuccess`,
    title: '成功提交订单',
    layout: 'checkout',
    step: 3,
    access: 'member',
    source: empty(NO_SUBMITTED),
  },
];

const userCentre = (path: string, title: string, source: PageSource): ShopRoute => ({
  path: `userCenter/${path}`,
  title,
  layout: 'userCentre',
  access: 'member',
  source,
});

/** Every route of spec 1 §2 and spec 2 §2, under /:mallPath. */
export const SHOP_ROUTES: readonly ShopRoute[] = [
  { path: 'login', title: '登录', layout: 'auth', access: 'login', source: loginPage },
  { path: 'pages/outside/login', title: '登录', layout: 'auth', access: 'login', source: loginPage },
  {
    path: 'findThePassword',
    title: '找回密码',
    layout: 'auth',
    access: 'public',
    source: page(() => import('../features/auth/find-password-page')),
  },

  {
    path: 'home',
    title: '首页',
    layout: 'main',
    access: 'visitor',
    source: page(() => import('../features/catalogue/home-page')),
  },
  {
    path: 'customPage',
    title: '专题活动',
    layout: 'main',
    access: 'visitor',
    source: page(() => import('../features/catalogue/custom-page')),
  },
  {
    path: 'commodityCenter/commodityCenter',
    title: '商品中心',
    layout: 'main',
    access: 'visitor',
    source: page(() => import('../features/catalogue/commodity-centre-page')),
  },
  {
    path: 'goodsTopicPage/goodsTopicPage',
    title: '商品专题',
    layout: 'main',
    access: 'visitor',
    source: page(() => import('../features/catalogue/goods-topic-page')),
  },
  {
    path: 'goodDetail/goodDetail',
    title: '商品详情',
    layout: 'main',
    access: 'visitor',
    source: page(() => import('../features/goods-detail/goods-detail-page')),
  },
  { path: 'virtualGoods', title: '商品详情', layout: 'main', access: 'visitor', source: virtualGoodsDetail },
  {
    path: 'virtualGoods/virtualGoodsDetail',
    title: '商品详情',
    layout: 'main',
    access: 'visitor',
    source: virtualGoodsDetail,
  },
  {
    path: 'equity/equityDetail',
    title: '权益详情',
    layout: 'main',
    access: 'visitor',
    source: page(() => import('../features/equity/equity-detail-page')),
  },
  {
    path: 'helpCenter/helpCenter',
    title: '帮助中心',
    layout: 'main',
    access: 'visitor',
    source: page(() => import('../features/layout/help-centre-page')),
  },
  {
    path: 'editProductReview',
    title: '商品评价',
    layout: 'main',
    access: 'visitor',
    source: empty('暂无待评价的商品'),
  },
  { path: 'spike/spike', title: '限时秒杀', layout: 'main', access: 'member', source: empty(NO_FLASH_SALE) },
  { path: 'flashSale', title: '限时秒杀', layout: 'main', access: 'member', source: empty(NO_FLASH_SALE) },

  {
    path: 'cart',
    title: '我的购物车',
    layout: 'checkout',
    step: 1,
    access: 'member',
    source: page(() => import('../features/cart/cart-page')),
  },
  ...settlement('orderSettlement'),
  ...settlement('msOrderSettlement'),
  ...settlement('virtualOrderSettlement'),
  ...settlement('jiCaiOrderSettlement'),
  {
    path: 'orderSettlement/payDetails',
    title: '支付详情',
    layout: 'checkout',
    step: 3,
    access: 'member',
    source: empty('暂无支付信息'),
  },

  userCentre(
    'userCenterView2',
    '个人主页',
    page(() => import('../features/user-centre/personal-home-page')),
  ),
  userCentre('scorecard', '积分卡', empty(COMING_SOON)),
  userCentre('scorerule', '积分规则', empty(COMING_SOON)),
  userCentre('equityCard', '我的权益', empty(COMING_SOON)),
  userCentre('order', '我的订单', empty(NO_ORDERS)),
  userCentre('order/view', '订单详情', empty(NO_ORDERS)),
  userCentre('jicaiOrder/view', '订单详情', empty(NO_ORDERS)),
  userCentre('limofangOrder', '旧系统订单', empty(NO_ORDERS)),
  userCentre('limofangOrder/view', '旧系统订单详情', empty(NO_ORDERS)),
  userCentre('order/virtualOrderView', '虚拟订单详情', empty(NO_ORDERS)),
  userCentre('reviewOrder', '订单审核', empty('暂无待审核的订单')),
  userCentre('batchOrder', '批量下单', empty(NO_ORDERS)),
  userCentre('msBatchOrder', '批量下单（秒杀）', empty(NO_ORDERS)),
  userCentre('afterSalesRecord', '售后记录', empty(NO_AFTER_SALES)),
  userCentre('afterSalesRecord/afterSaleDetail', '售后详情', empty(NO_AFTER_SALES)),
  userCentre('afterSaleApply', '申请售后', empty(NO_AFTER_SALES)),
  userCentre('afterSaleApply/fillInTheApplication', '填写售后申请', empty(NO_AFTER_SALES)),
  userCentre('afterSaleApply/applySuccess', '售后申请已提交', empty(NO_AFTER_SALES)),
  userCentre('afterSaleLimofang', '旧系统售后', empty(NO_AFTER_SALES)),
  userCentre('orderInvoice', '订单发票', empty(NO_INVOICES)),
  userCentre('settlementOrder', '开票中心', empty(NO_INVOICEABLE)),
  userCentre('settlementOrder/applyInvoiced', '申请开票', empty(NO_INVOICEABLE)),
  userCentre('settlementOrder/invoicedInfo', '开票信息', empty(NO_INVOICES)),
  userCentre('applyOrder', '申请开票订单', empty(NO_INVOICEABLE)),
  userCentre('applyOrder/invoicedOrderInfo', '开票订单详情', empty(NO_INVOICES)),
  userCentre('invoicedOrder', '已开票订单', empty(NO_INVOICES)),
  userCentre('invoicedOrder/invoicedOrderInfo', '开票订单详情', empty(NO_INVOICES)),
  userCentre('invoicedMsg', '发票信息', empty('暂无发票信息')),
  userCentre('invoicedMsg/addInvoicedInfo', '新增发票信息', empty('暂无发票信息')),
  userCentre('invoicingZdList', '账单', empty('暂无账单')),
  userCentre('invoicingZdList/invoicingZdListDetail', '账单详情', empty('暂无账单')),
  userCentre('goodsManagement', '商品管理', empty(COMING_SOON)),
  userCentre('alreadyGoods', '已购商品', empty(COMING_SOON)),
  userCentre('submitProduct', '商品寻源', empty(COMING_SOON)),
  userCentre('historyRecords', '浏览记录', empty(COMING_SOON)),
  userCentre('colct', '我的收藏', empty(COMING_SOON)),
  userCentre('notice', '消息通知', empty(COMING_SOON)),
  userCentre('info', '个人信息', empty(COMING_SOON)),
  userCentre('account/location', '收货地址', empty(COMING_SOON)),
  userCentre('acctSecrty', '账户安全', empty(COMING_SOON)),
  userCentre('editPassword', '修改密码', empty(COMING_SOON)),
  userCentre('rePhone', '更换手机号', empty(COMING_SOON)),
  userCentre('userCenterView2/balance', '我的余额', empty('暂无余额明细')),
  userCentre('account/budget', '预算管理', empty('暂无预算信息')),
  userCentre('account/setting', '账户设置', empty('暂无可设置的项目')),
  userCentre(
    'userPrivacyProtocol',
    '隐私协议',
    page(() => import('../features/auth/privacy-policy-page')),
  ),
];

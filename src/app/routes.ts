import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteAccess } from '../features/auth/access';
import type { CheckoutStep } from '../features/layout/checkout-steps';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

/** A page component, or a screen whose content is not built yet: its layout, title and a note saying so. */
export type PageSource = { Page: LazyExoticComponent<ComponentType> } | { emptyText: string };

export type ShopRoute = {
  /** Inside the shop, without the mall path: 'userCenter/order'. */
  path: string;
  title: string;
  access: RouteAccess;
  source: PageSource;
} & ({ layout: 'auth' | 'main' | 'userCentre' } | { layout: 'checkout'; step: CheckoutStep });

const page = (load: PageLoader): PageSource => ({ Page: lazy(load) });

const loginPage = page(() => import('../features/auth/login-page'));
const virtualGoodsDetail = page(() => import('../features/goods-detail/virtual-goods-detail-page'));
const flashSalePage = page(() => import('../features/flash-sale/flash-sale-page'));

/**
 * A screen a later issue builds: its layout and title, and an honest note that it is not built yet.
 * It never claims emptiness it does not know (暂无订单 while the member has orders).
 */
const notBuilt: PageSource = { emptyText: '该功能即将开放，敬请期待' };

const settlement = (base: string): ShopRoute[] => [
  {
    path: `${base}/settlement`,
    title: '填写核对订单信息',
    layout: 'checkout',
    step: 2,
    access: 'member',
    source: notBuilt,
  },
  {
    path: `${base}/paySuccess`,
    title: '成功提交订单',
    layout: 'checkout',
    step: 3,
    access: 'member',
    source: notBuilt,
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
    source: notBuilt,
  },
  { path: 'spike/spike', title: '限时秒杀', layout: 'main', access: 'member', source: flashSalePage },
  { path: 'flashSale', title: '限时秒杀', layout: 'main', access: 'member', source: flashSalePage },

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
    source: notBuilt,
  },

  userCentre(
    'userCenterView2',
    '个人主页',
    page(() => import('../features/user-centre/personal-home-page')),
  ),
  userCentre('scorecard', '积分卡', notBuilt),
  userCentre('scorerule', '积分规则', notBuilt),
  userCentre('equityCard', '我的权益', notBuilt),
  userCentre('order', '我的订单', notBuilt),
  userCentre('order/view', '订单详情', notBuilt),
  userCentre('jicaiOrder/view', '订单详情', notBuilt),
  userCentre('limofangOrder', '旧系统订单', notBuilt),
  userCentre('limofangOrder/view', '旧系统订单详情', notBuilt),
  userCentre('order/virtualOrderView', '虚拟订单详情', notBuilt),
  userCentre('reviewOrder', '订单审核', notBuilt),
  userCentre('batchOrder', '批量下单', notBuilt),
  userCentre('msBatchOrder', '批量下单（秒杀）', notBuilt),
  userCentre('afterSalesRecord', '售后记录', notBuilt),
  userCentre('afterSalesRecord/afterSaleDetail', '售后详情', notBuilt),
  userCentre('afterSaleApply', '申请售后', notBuilt),
  userCentre('afterSaleApply/fillInTheApplication', '填写售后申请', notBuilt),
  userCentre('afterSaleApply/applySuccess', '售后申请已提交', notBuilt),
  userCentre('afterSaleLimofang', '旧系统售后', notBuilt),
  userCentre('orderInvoice', '订单发票', notBuilt),
  userCentre('settlementOrder', '开票中心', notBuilt),
  userCentre('settlementOrder/applyInvoiced', '申请开票', notBuilt),
  userCentre('settlementOrder/invoicedInfo', '开票信息', notBuilt),
  userCentre('applyOrder', '申请开票订单', notBuilt),
  userCentre('applyOrder/invoicedOrderInfo', '开票订单详情', notBuilt),
  userCentre('invoicedOrder', '已开票订单', notBuilt),
  userCentre('invoicedOrder/invoicedOrderInfo', '开票订单详情', notBuilt),
  userCentre('invoicedMsg', '发票信息', notBuilt),
  userCentre('invoicedMsg/addInvoicedInfo', '新增发票信息', notBuilt),
  userCentre('invoicingZdList', '账单', notBuilt),
  userCentre('invoicingZdList/invoicingZdListDetail', '账单详情', notBuilt),
  userCentre('goodsManagement', '商品管理', notBuilt),
  userCentre('alreadyGoods', '已购商品', notBuilt),
  userCentre('submitProduct', '商品寻源', notBuilt),
  userCentre('historyRecords', '浏览记录', notBuilt),
  userCentre('colct', '我的收藏', notBuilt),
  userCentre('notice', '消息通知', notBuilt),
  userCentre('info', '个人信息', notBuilt),
  userCentre('account/location', '收货地址', notBuilt),
  userCentre('acctSecrty', '账户安全', notBuilt),
  userCentre('editPassword', '修改密码', notBuilt),
  userCentre('rePhone', '更换手机号', notBuilt),
  userCentre('userCenterView2/balance', '我的余额', notBuilt),
  userCentre('account/budget', '预算管理', notBuilt),
  userCentre('account/setting', '账户设置', notBuilt),
  userCentre(
    'userPrivacyProtocol',
    '隐私协议',
    page(() => import('../features/auth/privacy-policy-page')),
  ),
];

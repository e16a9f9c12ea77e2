import { PAGE, settlementPath } from '../../engine';
import type { SettlementKind } from '../../engine';
import { homePageQuery } from '../lib/api/endpoints/goods';
import { at, page } from './route-kit';
import type { ShopRoute } from './route-kit';
import { USER_CENTRE_ROUTES } from './user-centre-routes';

export type { PageSource, ShopRoute } from './route-kit';

const loginPage = page(() => import('../features/auth/login-page'));
const virtualGoodsDetail = page(() => import('../features/goods-detail/virtual-goods-detail-page'));
const flashSalePage = page(() => import('../features/flash-sale/flash-sale-page'));

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
    source: page(() => import('../features/help/help-centre-page')),
  },
  {
    path: at(PAGE.productReview),
    title: '商品评价',
    layout: 'main',
    access: 'member',
    source: page(() => import('../features/reviews/edit-review-page')),
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

  ...USER_CENTRE_ROUTES,
];

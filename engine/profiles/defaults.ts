import type { ShopProfile } from '../generated/shop-profile';
import { CALL_PERMISSIONS } from '../domain/call-permissions';
import { FLASH_SALE_TICK_MS } from '../domain/flash-sale';
import { DEFAULT_THEME_COLOUR } from './default-theme-colour';

/** The file name explain() gives for values from the engine's own default layer. */
export const ENGINE_DEFAULTS_FILE = 'engine/profiles/defaults.ts';

/** The invoice centre's codes, F000401-F000413 (spec 1 §6). */
const INVOICE_CENTRE_CODES: [string, ...string[]] = [
  'F000401',
  'F000402',
  'F000403',
  'F000404',
  'F000405',
  'F000406',
  'F000407',
  'F000408',
  'F000409',
  'F000410',
  'F000411',
  'F000412',
  'F000413',
];

/**
 * The engine's default layer: the spec's constants (spec 1 §5 and §9, spec 2 §5 and §9), the
 * spec's menus with their permission codes (spec 1 §6), and the rules every shop shares.
 * Presets and shop files override it; nothing here names a shop.
 */
export const engineDefaults: Omit<ShopProfile, 'shop' | 'type'> = {
  shopInfo: {
    openVisitors: 0,
    showSales: 0,
    isPointsDesignatedGoods: 0,
    openRegistry: 0,
    isCustomerService: 0,
    hasEquity: false,
  },
  theme: { color: DEFAULT_THEME_COLOUR },
  labels: {
    unitName: '积分',
    shopName: '商城首页',
    searchPlaceholder: '请输入商品关键词',
    sourcingButton: '商品寻源',
  },
  limits: {
    address: {
      receiverNameMax: 20,
      phoneLength: 11,
      detailMax: 80,
      detailMessageMax: 100,
      aliasMin: 1,
      aliasMax: 10,
      aliasInputMax: 5,
    },
    search: { keywordMax: 50, historyShown: 8 },
    purchaseRequest: {
      goodsNameMax: 50,
      barCodeMax: 50,
      goodsBrandMax: 50,
      goodsModelMax: 50,
      goodsUrlMax: 150,
      expectedPriceMax: 20,
      buyCountMax: 20,
      contactsMax: 50,
      concatPhoneMax: 12,
      reasonMin: 1,
      reasonMax: 200,
    },
    images: { maxCount: 9, maxBytes: 1048576, extensions: ['jpg', 'png', 'jpeg'] },
    afterSales: {
      windowDays: 7,
      virtualGoods: false,
      types: ['refund', 'returnRefund', 'exchange'],
      reasons: {
        refund: ['未收到货', '商品与描述不符', '少件/漏发', '不想要了'],
        returnRefund: ['商品质量问题', '商品与描述不符', '发错货', '七天无理由退货'],
        exchange: ['尺码/规格不合适', '商品质量问题', '发错货'],
      },
      maxImages: 6,
      freight: 'never',
    },
    batchOrder: { maxRows: 200, maxFileBytes: 1048576 },
    lists: {
      favouritesPageSize: 10000,
      equityPageSize: 200,
      equityPerCarouselPage: 2,
      cartFixedBarAbove: 4,
      goodsPageSize: 20,
    },
    timing: {
      requestTimeoutMs: 40000,
      chunkLoadTimeoutMs: 120000,
      clickLockMs: 3000,
      searchPanelHideMs: 300,
      cartLoadingHideMs: 300,
      scrollTopMs: 500,
      flashSaleTickMs: FLASH_SALE_TICK_MS,
    },
    layout: {
      indexHeaderFixedAt: 700,
      sideMenuFixedAfter: 220,
      userCentreFixedAfter: 150,
      drawerWidth: 300,
      goodsCardImage: 182,
      privacyDialogWidth: 900,
      purchaseDialogWidth: 480,
    },
  },
  menus: {
    navTabs: [
      { key: 'home', title: '首页', path: '/home', capability: 'nav.homeTab' },
      {
        key: 'goods-centre',
        title: '商品中心',
        path: '/commodityCenter/commodityCenter',
        capability: 'nav.goodsCentreTab',
      },
    ],
    topNav: [
      { key: 'login', title: '请登录', path: '/login', code: 'F000038' },
      { key: 'logout', title: '退出', code: 'F000310', requiresLogin: true },
      { key: 'orders', title: '我的订单', path: '/userCenter/order', code: 'F000040', requiresLogin: true },
      { key: 'cart', title: '购物车', path: '/cart', code: 'F000041' },
      { key: 'mobile-qr', title: '手机版', code: 'F000039' },
    ],
    navLinks: [],
    sidebarTabs: [
      {
        key: 'personal-centre',
        title: '个人中心',
        path: '/userCenter/userCenterView2',
        action: 'route',
        requiresLogin: true,
      },
      { key: 'cart', title: '购物车', action: 'cartDrawer', requiresLogin: true, code: 'F000041' },
      {
        key: 'favourites',
        title: '我的收藏',
        action: 'favouritesDrawer',
        requiresLogin: true,
        code: 'F000176',
      },
      {
        key: 'equity',
        title: '权益中心',
        path: '/userCenter/equityCard',
        action: 'route',
        requiresLogin: true,
        capability: 'equity.enabled',
      },
      {
        key: 'customer-service',
        title: '在线客服',
        action: 'customerService',
        capability: 'customerService.enabled',
      },
      { key: 'back-to-top', title: '返回顶部', action: 'backToTop' },
    ],
    userCentre: [
      {
        key: 'personal',
        title: '个人中心',
        code: ['F000060', 'F000641', 'F000176'],
        children: [
          { key: 'home', title: '个人主页', path: '/userCenter/userCenterView2', code: 'F000061' },
          {
            key: 'scorecard',
            title: '积分卡',
            path: '/userCenter/scorecard',
            code: CALL_PERMISSIONS.pointsCard.code,
            capability: CALL_PERMISSIONS.pointsCard.capability,
          },
          {
            key: 'scorerule',
            title: '积分规则',
            path: '/userCenter/scorerule',
            code: CALL_PERMISSIONS.pointsRules.code,
            capability: CALL_PERMISSIONS.pointsRules.capability,
          },
          {
            key: 'equity-card',
            title: '我的权益',
            path: '/userCenter/equityCard',
            code: 'F000514',
            capability: 'equity.enabled',
          },
          { key: 'favourites', title: '我的收藏', path: '/userCenter/colct', code: 'F000176' },
          { key: 'history', title: '浏览记录', path: '/userCenter/historyRecords', code: 'F000641' },
        ],
      },
      {
        key: 'orders',
        title: '订单中心',
        code: ['F000082', 'F000083', 'F000143', 'F000271', 'F000169', 'F000701', 'F000170', 'F000260'],
        children: [
          {
            key: 'order',
            title: '我的订单',
            path: '/userCenter/order',
            code: ['F000082', 'F000083'],
            capability: 'orders.view=list',
          },
          {
            key: 'review-order',
            title: '订单审核',
            path: '/userCenter/reviewOrder',
            code: CALL_PERMISSIONS.orderReview.code,
            capability: CALL_PERMISSIONS.orderReview.capability,
          },
          { key: 'already-goods', title: '已购商品', path: '/userCenter/alreadyGoods', code: 'F000271' },
          {
            key: 'batch-order',
            title: '批量下单',
            path: '/userCenter/batchOrder',
            code: CALL_PERMISSIONS.batchOrder.code,
            capability: CALL_PERMISSIONS.batchOrder.capability,
          },
          {
            key: 'ms-batch-order',
            title: '批量下单（秒杀）',
            path: '/userCenter/msBatchOrder',
            code: CALL_PERMISSIONS.flashSaleBatchOrder.code,
            capability: CALL_PERMISSIONS.flashSaleBatchOrder.capability,
          },
          {
            key: 'after-sales',
            title: '售后记录',
            path: '/userCenter/afterSalesRecord',
            code: CALL_PERMISSIONS.afterSales.code,
            capability: CALL_PERMISSIONS.afterSales.capability,
          },
          {
            key: 'old-orders',
            title: '旧系统订单',
            path: '/userCenter/limofangOrder',
            code: CALL_PERMISSIONS.oldOrders.code,
          },
        ],
      },
      {
        key: 'invoices',
        title: '发票中心',
        code: ['F000380', ...INVOICE_CENTRE_CODES, 'F000440', 'F000620', 'F000621'],
        children: [
          { key: 'order-invoice', title: '订单发票', path: '/userCenter/orderInvoice', code: 'F000380' },
          {
            key: 'settlement-order',
            title: '开票中心',
            path: '/userCenter/settlementOrder',
            code: INVOICE_CENTRE_CODES,
          },
          { key: 'invoiced-msg', title: '发票信息', path: '/userCenter/invoicedMsg', code: 'F000440' },
          {
            key: 'invoicing-list',
            title: '账单',
            path: '/userCenter/invoicingZdList',
            code: ['F000620', 'F000621'],
          },
        ],
      },
      {
        key: 'goods',
        title: '商品管理',
        code: ['F000382', 'F000383', 'F000430'],
        children: [
          {
            key: 'goods-management',
            title: '商品管理',
            path: '/userCenter/goodsManagement',
            code: ['F000382', 'F000383'],
          },
          {
            key: 'submit-product',
            title: '商品寻源',
            path: '/userCenter/submitProduct',
            capability: 'sourcing.enabled',
          },
        ],
      },
      {
        key: 'account',
        title: '账户设置',
        code: [
          'F000180',
          'F000183',
          'F000190',
          'F000193',
          'F000212',
          'F000198',
          'F000215',
          'F000184',
          'F000672',
        ],
        children: [
          { key: 'notice', title: '消息通知', path: '/userCenter/notice', code: 'F000180' },
          { key: 'info', title: '个人信息', path: '/userCenter/info', code: 'F000183' },
          { key: 'location', title: '收货地址', path: '/userCenter/account/location', code: 'F000190' },
          { key: 'security', title: '账户安全', path: '/userCenter/acctSecrty', code: 'F000193' },
          { key: 'balance', title: '我的余额', path: '/userCenter/userCenterView2/balance', code: 'F000212' },
          { key: 'budget', title: '预算管理', path: '/userCenter/account/budget', code: 'F000198' },
          { key: 'setting', title: '账户设置', path: '/userCenter/account/setting', code: 'F000215' },
          { key: 'privacy', title: '隐私协议', path: '/userCenter/userPrivacyProtocol', code: 'F000184' },
          { key: 'edit-password', title: '修改密码', path: '/userCenter/editPassword', code: 'F000672' },
        ],
      },
    ],
    extraNavTabs: [],
    extraSidebarTabs: [],
  },
  capabilities: {},
  rules: [
    {
      id: 'visitors-from-shop-info',
      description: 'Visitors may browse when the shop info says openVisitors 1 (spec 1 §1).',
      when: { 'shop.openVisitors': 1 },
      set: { 'visitors.allowed': true },
    },
    {
      id: 'sales-count-from-shop-info',
      description: 'showSales 1001 shows the sold count with 已售 (spec 1 §4).',
      when: { 'shop.showSales': 1001 },
      set: { 'goodsCard.showSales': true },
    },
    {
      id: 'points-designated-goods',
      description:
        'pointsBatchCanBuy 0 shows 无法购买 when the shop restricts points to designated goods (spec 1 §4).',
      when: { 'shop.isPointsDesignatedGoods': 1 },
      set: { 'goodsCard.pointsDesignatedOnly': true },
    },
    {
      id: 'registration-from-shop-info',
      when: { 'shop.openRegistry': 1 },
      set: { 'registration.enabled': true },
    },
    {
      id: 'customer-service-from-shop-info',
      when: { 'shop.isCustomerService': 1 },
      set: { 'customerService.enabled': true },
    },
    {
      id: 'cart-for-role-1-or-empty',
      description: 'roleId 1 or empty may add to cart (spec 1 §6).',
      when: { 'user.roleId': [1, null] },
      set: { 'cart.canAdd': true },
    },
    {
      id: 'equity-label-and-tab',
      description: 'F000370 shows the equity label and tab where the shop has equity.',
      when: { 'shop.hasEquity': true, 'user.codes': 'F000370' },
      set: { 'equity.enabled': true },
    },
    {
      id: 'after-sales',
      description: 'F000170: after-sales (申请售后, 售后记录) for members who hold it.',
      when: { 'user.codes': 'F000170' },
      set: { 'afterSales.enabled': true },
    },
    {
      id: 'goods-sourcing',
      description:
        'F000430: goods sourcing button and submit product page, for supplier users (spec 1 §1, §6).',
      when: { 'user.supplier': true, 'user.codes': 'F000430' },
      set: { 'sourcing.enabled': true },
    },
  ],
};

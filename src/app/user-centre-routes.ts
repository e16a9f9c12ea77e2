import { createElement } from 'react';
import { USER_CENTRE } from '../../engine';
import { at, page } from './route-kit';
import type { PageSource, ShopRoute } from './route-kit';

/** One detail page for every order variant: its parts follow the order, its invoice state among them. */
const orderDetail = page(async () => {
  const [detail, invoice] = await Promise.all([
    import('../features/orders/order-detail-page'),
    import('../features/invoices/order-invoice-state'),
  ]);
  return { default: () => createElement(detail.default, { OrderInvoice: invoice.OrderInvoiceState }) };
});

/** One detail for an application and an invoice, under either list. */
const invoiceDetail = page(() => import('../features/invoices/detail-page'));

const userCentre = (path: string, title: string, source: PageSource, menuPage?: string): ShopRoute => ({
  path: at(path),
  title,
  layout: 'userCentre',
  access: 'member',
  source,
  ...(menuPage === undefined ? {} : { menuPage }),
});

/** The user centre's pages (spec 1 §2), under /:mallPath. */
export const USER_CENTRE_ROUTES: readonly ShopRoute[] = [
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
  userCentre(
    USER_CENTRE.oldOrders,
    '旧系统订单',
    page(() => import('../features/old-orders/old-orders-page')),
  ),
  userCentre(
    USER_CENTRE.oldOrderView,
    '旧系统订单详情',
    page(() => import('../features/old-orders/old-order-view-page')),
    USER_CENTRE.oldOrders,
  ),
  userCentre(USER_CENTRE.virtualOrderView, '虚拟订单详情', orderDetail),
  userCentre(
    USER_CENTRE.reviewOrders,
    '订单审核',
    page(() => import('../features/orders/review-orders-page')),
  ),
  userCentre(
    USER_CENTRE.batchOrder,
    '批量下单',
    page(() => import('../features/batch-order/batch-order-page')),
  ),
  userCentre(
    USER_CENTRE.flashSaleBatchOrder,
    '批量下单（秒杀）',
    page(() => import('../features/batch-order/flash-sale-batch-order-page')),
  ),
  userCentre(
    USER_CENTRE.afterSales,
    '售后记录',
    page(() => import('../features/after-sales/record-page')),
  ),
  userCentre(
    USER_CENTRE.afterSaleDetail,
    '售后详情',
    page(() => import('../features/after-sales/detail-page')),
  ),
  userCentre(
    USER_CENTRE.afterSaleApply,
    '申请售后',
    page(() => import('../features/after-sales/apply-page')),
    USER_CENTRE.afterSales,
  ),
  userCentre(
    USER_CENTRE.afterSaleApplication,
    '填写售后申请',
    page(() => import('../features/after-sales/fill-page')),
    USER_CENTRE.afterSales,
  ),
  userCentre(
    USER_CENTRE.afterSaleApplied,
    '售后申请已提交',
    page(() => import('../features/after-sales/applied-page')),
    USER_CENTRE.afterSales,
  ),
  userCentre(
    USER_CENTRE.oldAfterSales,
    '旧系统售后',
    page(() => import('../features/old-orders/old-after-sales-page')),
    USER_CENTRE.oldOrders,
  ),
  userCentre(
    USER_CENTRE.orderInvoice,
    '订单发票',
    page(() => import('../features/invoices/order-invoices-page')),
  ),
  userCentre(
    USER_CENTRE.invoiceCentre,
    '开票中心',
    page(() => import('../features/invoices/invoice-centre-page')),
  ),
  userCentre(
    USER_CENTRE.applyInvoice,
    '申请开票',
    page(() => import('../features/invoices/apply-page')),
    USER_CENTRE.invoiceCentre,
  ),
  userCentre(
    USER_CENTRE.invoicingInfo,
    '开票信息',
    page(() => import('../features/invoices/info-page')),
    USER_CENTRE.invoiceCentre,
  ),
  userCentre(
    USER_CENTRE.invoiceApplyOrders,
    '申请开票订单',
    page(() => import('../features/invoices/applications-page')),
    USER_CENTRE.invoiceCentre,
  ),
  userCentre(USER_CENTRE.invoiceApplyOrderInfo, '开票订单详情', invoiceDetail, USER_CENTRE.invoiceCentre),
  userCentre(
    USER_CENTRE.invoicedOrders,
    '已开票订单',
    page(() => import('../features/invoices/invoices-page')),
    USER_CENTRE.invoiceCentre,
  ),
  userCentre(USER_CENTRE.invoicedOrderInfo, '开票订单详情', invoiceDetail, USER_CENTRE.invoiceCentre),
  userCentre(
    USER_CENTRE.invoiceTitles,
    '发票信息',
    page(() => import('../features/invoice-titles/invoice-titles-page')),
  ),
  userCentre(
    USER_CENTRE.addInvoiceTitle,
    '填写发票抬头',
    page(() => import('../features/invoice-titles/title-form-page')),
    USER_CENTRE.invoiceTitles,
  ),
  userCentre(
    USER_CENTRE.bills,
    '账单',
    page(() => import('../features/statements/statements-page')),
  ),
  userCentre(
    USER_CENTRE.billDetail,
    '账单详情',
    page(() => import('../features/statements/statement-detail-page')),
    USER_CENTRE.bills,
  ),
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
  userCentre(
    USER_CENTRE.balance,
    '我的余额',
    page(() => import('../features/balance/balance-page')),
  ),
  userCentre(
    USER_CENTRE.budget,
    '预算管理',
    page(() => import('../features/budgets/budget-page')),
  ),
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

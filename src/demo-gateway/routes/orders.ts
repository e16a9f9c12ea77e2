// Orders ({order} alias): settlement preview, submission (clears the cart lines bought), lists, review.
import { isMainlandMobile, ORDER_STATUS, ORDER_STATUS_LABEL, PERMISSION, sum } from '../../../engine';
import type { OrderStatus } from '../../../engine';
import { forbidden, invalid, notFound, ok, refused } from '../answer';
import type { Order, ShopDb, User } from '../db';
import { Input, page } from '../input';
import { get, post } from '../router';
import type { Route } from '../router';
import { ordersNeedReview } from '../shop-rules';
import { shanghaiTime, shanghaiStamp } from '../time';
import { addressView } from './member';
import { settle } from './settlement';

function orderView(db: ShopDb, order: Order) {
  const buyer = [...db.users.values()].find((user) => user.id === order.userId);
  return {
    orderNo: order.orderNo,
    createTime: shanghaiTime(order.createTime),
    orderStatus: order.orderStatus,
    orderStatusName: ORDER_STATUS_LABEL[order.orderStatus],
    buyerName: buyer?.nickName ?? '',
    goodsList: order.lines,
    goodsMoney: order.goodsMoney,
    goodsPoints: order.goodsPoints,
    freight: order.freight,
    totalMoney: Number(sum([order.goodsMoney, order.freight])),
    totalPoints: order.goodsPoints,
    address: order.address ? addressView(order.address) : null,
    remark: order.remark,
    virtual: order.virtual,
    rechargeAccount: order.rechargeAccount,
    reviewRemark: order.reviewRemark,
  };
}

const mayReview = (user: User) => user.codes.includes(PERMISSION.orderReview);

function statusFilter(input: Input): OrderStatus | undefined {
  return input.has('orderStatus') ? input.oneOf('orderStatus', Object.values(ORDER_STATUS)) : undefined;
}

export const orderRoutes: Route[] = [
  post('/order/settlement/preview', 'user', (context) => settle(context).summary),
  post('/order/submitOrder', 'user', (context) => {
    const { db, user, input, now, rules } = context;
    if (!rules.capabilities['cart.canAdd']) forbidden('当前账号无下单权限');
    const { priced, address, virtual, summary } = settle(context);
    const unavailable = priced.find((line) => line.problem);
    if (unavailable) refused(`${unavailable.sku.goodsSkuName}：${unavailable.problem}`);
    if (!virtual && !address) invalid('请选择收货地址');
    const rechargeAccount = virtual ? input.text('rechargeAccount', { message: '请输入充值账号' }) : '';
    if (virtual && !isMainlandMobile(rechargeAccount)) invalid('请输入正确的充值手机号');
    const remark = input.text('remark', {
      required: false,
      max: 200,
      lengthMessage: '备注不能超过200个字符',
    });
    for (const { sku, quantity } of priced) {
      sku.usableNum -= quantity;
      sku.salesNum += quantity;
    }
    const bought = new Set(priced.map((line) => line.sku.goodsSkuCode));
    user.cart = user.cart.filter((line) => !bought.has(line.goodsSkuCode));
    db.sequence += 1;
    const order: Order = {
      orderNo: `DM${shanghaiStamp(now)}${db.sequence}`,
      userId: user.id,
      createTime: now,
      orderStatus: virtual
        ? ORDER_STATUS.completed
        : ordersNeedReview(db)
          ? ORDER_STATUS.pendingReview
          : ORDER_STATUS.toShip,
      lines: summary.items.map(
        ({ goodsCode, goodsSkuCode, goodsSkuName, goodsSkuImgUrl, quantity, unitMoney, unitPoints }) => ({
          goodsCode,
          goodsSkuCode,
          goodsSkuName,
          goodsSkuImgUrl,
          quantity,
          unitMoney,
          unitPoints,
        }),
      ),
      goodsMoney: summary.goodsMoney,
      goodsPoints: summary.goodsPoints,
      freight: summary.freight,
      address: address ? { ...address } : null,
      remark,
      virtual,
      rechargeAccount,
      reviewRemark: '',
    };
    db.orders.push(order);
    return ok(
      {
        orderNo: order.orderNo,
        orderStatus: order.orderStatus,
        totalMoney: summary.totalMoney,
        totalPoints: summary.totalPoints,
      },
      '下单成功',
    );
  }),
  post('/order/orderList', 'user', ({ db, user, input }) => {
    const status = statusFilter(input);
    const mine = db.orders.filter(
      (order) => order.userId === user.id && (status === undefined || order.orderStatus === status),
    );
    return page(
      mine.sort((a, b) => b.createTime - a.createTime).map((order) => orderView(db, order)),
      input.paging(10),
    );
  }),
  get('/order/orderDetail', 'user', ({ db, user, input }) => {
    const orderNo = input.text('orderNo', { message: '缺少订单号' });
    const order = db.orders.find(
      (each) => each.orderNo === orderNo && (each.userId === user.id || mayReview(user)),
    );
    return orderView(db, order ?? notFound('订单不存在'));
  }),
  post('/order/reviewOrderList', 'user', ({ db, user, input }) => {
    if (!mayReview(user)) forbidden('当前账号无订单审核权限');
    const status = statusFilter(input) ?? ORDER_STATUS.pendingReview;
    const orders = db.orders
      .filter((order) => order.orderStatus === status)
      .sort((a, b) => b.createTime - a.createTime);
    return page(
      orders.map((order) => orderView(db, order)),
      input.paging(10),
    );
  }),
  post('/order/reviewOrder', 'user', ({ db, user, input }) => {
    if (!mayReview(user)) forbidden('当前账号无订单审核权限');
    const orderNo = input.text('orderNo', { message: '缺少订单号' });
    const order = db.orders.find((each) => each.orderNo === orderNo) ?? notFound('订单不存在');
    const approved = input.flag('approved');
    const reviewRemark = input.text('reviewRemark', {
      required: approved === 1 ? false : true,
      message: '请填写驳回原因',
      max: 200,
    });
    if (order.orderStatus !== ORDER_STATUS.pendingReview) refused('该订单不是待审核状态');
    Object.assign(order, {
      orderStatus: approved ? ORDER_STATUS.toShip : ORDER_STATUS.cancelled,
      reviewRemark,
    });
    return ok(orderView(db, order), approved ? '审核通过' : '已驳回');
  }),
];

// Orders ({order} alias): settlement preview, submission (clears the cart lines bought), lists, review.
import {
  isMainlandMobile,
  isVirtualGoods,
  multiply,
  ORDER_STATUS,
  ORDER_STATUS_LABEL,
  PERMISSION,
  priceActivityTypesAt,
  roundUp,
  stockShortMessage,
  sum,
  unitPrice,
} from '../../../engine';
import type { OrderStatus } from '../../../engine';
import { forbidden, invalid, notFound, ok, refused } from '../answer';
import { defaultAddress } from '../db';
import type { Order, ShopDb, Sku, StoredAddress, User } from '../db';
import { Input, page } from '../input';
import { get, post } from '../router';
import type { Context, Route } from '../router';
import { ordersNeedReview } from '../shop-rules';
import { shanghaiTime, shanghaiStamp } from '../time';
import { goodsView } from '../views';
import { purchaseProblem, quantityOf } from './cart';
import { findSku } from './goods';
import { addressView } from './member';

const MAX_ORDER_LINES = 100;
const FREE_FREIGHT_FROM = 99;
const FREIGHT = 10;

const money = (value: string) => Number(roundUp(value, 2));

function requestedLines({ db, input }: Context): { sku: Sku; quantity: number }[] {
  const items = input.list('items', { message: '请选择要结算的商品' });
  if (items.length === 0) invalid('请选择要结算的商品');
  if (items.length > MAX_ORDER_LINES) invalid(`单次最多结算${MAX_ORDER_LINES}种商品`);
  const lines = items.map((item) => {
    const line = new Input(item);
    const sku = findSku(
      db,
      line.text('goodsCode', { message: '缺少商品编码' }),
      line.text('goodsSkuCode', { message: '缺少商品规格编码' }),
    );
    return { sku, quantity: quantityOf(line) };
  });
  if (new Set(lines.map((line) => line.sku.goodsSkuCode)).size < lines.length) invalid('结算商品重复');
  const virtual = lines.filter((line) => isVirtualGoods(line.sku)).length;
  if (virtual > 0 && virtual < lines.length) invalid('虚拟商品需单独下单');
  return lines;
}

function chosenAddress({ user, input }: Context): StoredAddress | undefined {
  const id = input.optionalNumber('addressId');
  if (id === undefined) return defaultAddress(user);
  return user.addresses.find((address) => address.id === id) ?? notFound('地址不存在');
}

/** Prices the lines at the gateway clock: activity (type 3, or 4 while running), quota, ladder, list price. */
function settle(context: Context) {
  const { now, rules } = context;
  const lines = requestedLines(context);
  const virtual = lines.every((line) => isVirtualGoods(line.sku));
  const address = virtual ? undefined : chosenAddress(context);
  const mode = rules.capabilities['price.mode'];
  const priced = lines.map(({ sku, quantity }) => {
    const goods = goodsView(sku, now);
    const activityTypes = priceActivityTypesAt(goods, now);
    const { parts, source } = unitPrice(goods, { mode, quantity, activityTypes });
    const problem =
      purchaseProblem(context, sku, address) ??
      (quantity > sku.usableNum ? stockShortMessage(sku.usableNum) : undefined);
    return {
      sku,
      quantity,
      problem,
      view: {
        goodsCode: sku.goodsCode,
        goodsSkuCode: sku.goodsSkuCode,
        goodsSkuName: sku.goodsSkuName,
        goodsSkuImgUrl: goods.imgUrl,
        quantity,
        priceSource: source,
        unitMoney: money(parts.money),
        unitPoints: Number(parts.points),
        money: money(multiply(parts.money, quantity)),
        points: Number(multiply(parts.points, quantity)),
        unavailableReason: problem ?? null,
      },
    };
  });
  const available = priced.filter((line) => !line.problem);
  const goodsMoney = sum(available.map((line) => multiply(line.view.unitMoney, line.quantity)));
  const goodsPoints = sum(available.map((line) => line.view.points));
  const freight =
    mode === 'money' && !virtual && available.length > 0 && Number(goodsMoney) < FREE_FREIGHT_FROM
      ? FREIGHT
      : 0;
  return {
    priced,
    address,
    virtual,
    summary: {
      items: priced.map((line) => line.view),
      address: address ? addressView(address) : null,
      virtual,
      priceMode: mode,
      goodsMoney: money(goodsMoney),
      goodsPoints: Number(goodsPoints),
      freight,
      totalMoney: money(sum([goodsMoney, freight])),
      totalPoints: Number(goodsPoints),
      totalQuantity: available.reduce((total, line) => total + line.quantity, 0),
    },
  };
}

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

// The old system's orders ({order}/limofang/*, docs/old-orders.md): the member's legacy orders searched by
// number and date range, one order's detail, and the legacy after-sales records. Read-only; F000260.
import {
  add,
  LEGACY_ORDER_TEXT,
  legacyAfterSaleStatusLabel,
  legacyAfterSaleTypeLabel,
  legacyGoodsAmount,
  legacyLineAmount,
  legacyOrdersFound,
  legacyOrderStatusLabel,
  validateLegacySearch,
} from '../../../engine';
import type { LegacyOrderSearch } from '../../../engine';
import type { LegacyAfterSaleRecord, LegacyOrderDetail, LegacyOrderSummary } from '../../../engine/contract';
import { notFound } from '../answer';
import type { LegacyAfterSale, LegacyOrder } from '../db';
import { page, refuseInvalid } from '../input';
import type { Input } from '../input';
import { requirePermission } from '../permissions';
import { get, post } from '../router';
import type { Context, Route } from '../router';
import { shanghaiTime } from '../time';

const timeOrEmpty = (time: number) => (time ? shanghaiTime(time) : '');

function amounts(order: LegacyOrder) {
  const goodsMoney = legacyGoodsAmount(order.lines.map((line) => ({ ...line, unit: line.unitMoney })));
  const goodsPoints = legacyGoodsAmount(order.lines.map((line) => ({ ...line, unit: line.unitPoints })));
  return {
    goodsMoney: Number(goodsMoney),
    goodsPoints: Number(goodsPoints),
    freight: order.freight,
    totalMoney: Number(add(goodsMoney, order.freight)),
    totalPoints: Number(goodsPoints),
  };
}

/** An order as the list shows it: number, time, status, the first goods and the counts, the total. */
function summaryView(order: LegacyOrder): LegacyOrderSummary {
  const { totalMoney, totalPoints } = amounts(order);
  return {
    orderNo: order.orderNo,
    createTime: shanghaiTime(order.createTime),
    status: order.status,
    statusName: legacyOrderStatusLabel(order.status),
    goodsName: order.lines[0]?.goodsName ?? '',
    goodsKinds: order.lines.length,
    pieces: order.lines.reduce((count, line) => count + line.quantity, 0),
    totalMoney,
    totalPoints,
  };
}

function detailView(order: LegacyOrder): LegacyOrderDetail {
  return {
    ...summaryView(order),
    ...amounts(order),
    payTime: timeOrEmpty(order.payTime),
    endTime: timeOrEmpty(order.endTime),
    lines: order.lines.map((line) => ({
      ...line,
      money: Number(legacyLineAmount(line.unitMoney, line.quantity)),
      points: Number(legacyLineAmount(line.unitPoints, line.quantity)),
    })),
    receiverName: order.receiverName,
    receiverPhone: order.receiverPhone,
    receiverAddress: order.receiverAddress,
    courierName: order.courierName,
    trackingNo: order.trackingNo,
    remark: order.remark,
  };
}

function afterSaleView(record: LegacyAfterSale): LegacyAfterSaleRecord {
  const { userId: _owner, applyTime, endTime, ...fields } = record;
  return {
    ...fields,
    typeName: legacyAfterSaleTypeLabel(record.type),
    statusName: legacyAfterSaleStatusLabel(record.status),
    applyTime: shanghaiTime(applyTime),
    endTime: timeOrEmpty(endTime),
  };
}

/** The search as sent: each field optional text; refused with the engine's first message when invalid. */
function searchOf(input: Input): LegacyOrderSearch {
  const search = {
    orderNo: input.text('orderNo', { required: false }),
    startDate: input.text('startDate', { required: false }),
    endDate: input.text('endDate', { required: false }),
  };
  refuseInvalid(validateLegacySearch(search));
  return search;
}

/** The member's own records only; refused (10003) without the old-orders permission. */
function ownRecords<T extends { userId: number }>(context: Context, records: readonly T[]): T[] {
  requirePermission(context, 'oldOrders');
  return records.filter((record) => record.userId === context.user.id);
}

export const legacyOrderRoutes: Route[] = [
  post('/order/limofang/orderList', 'user', (context) => {
    const mine = ownRecords(context, context.db.legacyOrders);
    return page(legacyOrdersFound(mine, searchOf(context.input)).map(summaryView), context.input.paging(10));
  }),
  get('/order/limofang/orderDetail', 'user', (context) => {
    const mine = ownRecords(context, context.db.legacyOrders);
    const orderNo = context.input.text('orderNo', { message: LEGACY_ORDER_TEXT.orderNoMissing });
    const order = mine.find((each) => each.orderNo === orderNo) ?? notFound(LEGACY_ORDER_TEXT.orderNotFound);
    return detailView(order);
  }),
  post('/order/limofang/afterSaleList', 'user', (context) => {
    const mine = ownRecords(context, context.db.legacyAfterSales);
    const newestFirst = [...mine].sort((a, b) => b.applyTime - a.applyTime);
    return page(newestFirst.map(afterSaleView), context.input.paging(10));
  }),
];

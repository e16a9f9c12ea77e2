// After-sales (docs/after-sales.md, main alias /mall/afterSale/*): an order's claimable lines, applying, the
// record with its tab counts and search, a case with its log, cancelling and the return logistics.
import {
  afterSalePolicy,
  AFTER_SALE_STATUS_LABEL,
  AFTER_SALE_TABS,
  AFTER_SALE_TEXT,
  AFTER_SALE_TYPE_LABEL,
  AFTER_SALE_TYPES,
  APPLIED_NOTE,
  applicationErrors,
  caseActions,
  claimTypes,
  inTab,
  isZero,
  ORDER_MESSAGES,
  ORDER_STATUS_LABEL,
  quantityError,
  returnLogisticsErrors,
  stepBar,
  UPLOAD_QUOTA_MESSAGES,
} from '../../../engine';
import type { AfterSaleTab } from '../../../engine';
import type {
  AfterSaleCaseView,
  AfterSaleDetail,
  AfterSalePage,
  AppliedCase,
  ClaimableOrder,
  OrderAfterSaleState,
} from '../../../engine/contract';
import { freightRefunded, moveCase, openCase, orderLineClaims, refundedOf } from '../after-sales';
import { invalid, notFound, ok } from '../answer';
import type { AfterSaleCase, Order } from '../db';
import { keptText } from '../free-text';
import { page } from '../input';
import type { Input } from '../input';
import { requirePermission } from '../permissions';
import { get, post } from '../router';
import type { Context, Route } from '../router';
import { shanghaiTime } from '../time';
import { uploadOwner } from '../uploads';

function memberOrder({ db, user, input }: Context): Order {
  const orderNo = input.text('orderNo', { message: AFTER_SALE_TEXT.orderNoMissing });
  return (
    db.orders.find((each) => each.orderNo === orderNo && each.userId === user.id) ??
    notFound(ORDER_MESSAGES.orderNotFound)
  );
}

function memberCase({ db, user, input }: Context): AfterSaleCase {
  const serviceNo = input.text('id', { message: AFTER_SALE_TEXT.caseIdMissing });
  return (
    db.afterSales.find((each) => each.serviceNo === serviceNo && each.userId === user.id) ??
    notFound(AFTER_SALE_TEXT.caseNotFound)
  );
}

/** A guarded call: the member's code and the shop's capabilities, as the menu's 售后记录 asks. */
function guarded(context: Context): Context {
  requirePermission(context, 'afterSales');
  return context;
}

function caseView(found: AfterSaleCase): AfterSaleCaseView {
  return {
    id: found.serviceNo,
    serviceNo: found.serviceNo,
    orderNo: found.orderNo,
    type: found.type,
    typeName: AFTER_SALE_TYPE_LABEL[found.type],
    status: found.status,
    statusName: AFTER_SALE_STATUS_LABEL[found.status],
    reason: found.reason,
    description: found.description,
    images: found.images,
    phone: found.phone,
    lines: found.lines,
    quantity: found.lines.reduce((count, line) => count + line.quantity, 0),
    refund: found.refund,
    freight: found.freight,
    logistics: found.logistics,
    merchantReason: found.merchantReason,
    createTime: shanghaiTime(found.createTime),
    actions: caseActions(found.status),
  };
}

function detailView(found: AfterSaleCase): AfterSaleDetail {
  return {
    ...caseView(found),
    steps: stepBar(
      found.type,
      found.status,
      found.log.map((step) => step.status),
    ),
    log: found.log.map(({ status, time, note }) => ({
      status,
      statusName: AFTER_SALE_STATUS_LABEL[status],
      time: shanghaiTime(time),
      note,
    })),
  };
}

/** The units asked for per line: a list of { goodsSkuCode, quantity }. */
function unitsAsked(input: Input): Map<string, number> {
  const units = new Map<string, number>();
  for (const entry of input.list('lines', { message: AFTER_SALE_TEXT.chooseLines })) {
    const { goodsSkuCode, quantity } = (entry ?? {}) as Record<string, unknown>;
    if (typeof goodsSkuCode !== 'string' || typeof quantity !== 'number') invalid('参数格式错误：lines');
    units.set(goodsSkuCode as string, quantity as number);
  }
  if (units.size === 0) invalid(AFTER_SALE_TEXT.chooseLines);
  return units;
}

export const afterSaleRoutes: Route[] = [
  get('/mall/afterSale/orderLines', 'user', (context): ClaimableOrder => {
    const { db, user, now, rules } = guarded(context);
    const order = memberOrder(context);
    return {
      orderNo: order.orderNo,
      orderStatusName: ORDER_STATUS_LABEL[order.orderStatus],
      createTime: shanghaiTime(order.createTime),
      types: claimTypes(order.orderStatus, afterSalePolicy(rules.limits)),
      freight: order.freight,
      freightRefunded: freightRefunded(db, order.orderNo),
      phone: user.phone,
      lines: orderLineClaims(db, order, now).map(({ line, paid, claims, claimable, reason }) => ({
        ...line,
        paid,
        claims,
        claimable,
        reason: reason ?? null,
      })),
    };
  }),
  post('/mall/afterSale/apply', 'user', (context) => {
    const { db, user, input, now, rules, state } = guarded(context);
    const order = memberOrder(context);
    const policy = afterSalePolicy(rules.limits);
    const type = input.has('type')
      ? input.oneOf('type', AFTER_SALE_TYPES)
      : invalid(AFTER_SALE_TEXT.typeMissing);
    const values = {
      type,
      reason: keptText(input.field('reason')),
      description: keptText(input.field('description')),
      phone: input.field('phone').trim(),
      imageCount: input.list('images', { required: false }).length,
    };
    const [problem] = Object.values(
      applicationErrors(values, claimTypes(order.orderStatus, policy), policy, rules.limits.address),
    );
    if (problem) invalid(problem);
    const owner = uploadOwner(db, user);
    const images = input
      .list('images', { required: false })
      .map((image) =>
        typeof image === 'string' && state.uploads.isOwnedBy(image, owner)
          ? image
          : invalid(UPLOAD_QUOTA_MESSAGES.notOwnUpload),
      );
    const units = unitsAsked(input);
    const lines = orderLineClaims(db, order, now);
    for (const [goodsSkuCode, quantity] of units) {
      const line =
        lines.find((each) => each.line.goodsSkuCode === goodsSkuCode) ?? invalid(AFTER_SALE_TEXT.chooseLines);
      const problemOfLine = line.reason ?? quantityError(quantity, line.claimable);
      if (problemOfLine) invalid(problemOfLine);
    }
    const created = openCase(db, order, { ...values, images, units }, now, APPLIED_NOTE);
    return ok(
      { id: created.serviceNo, serviceNo: created.serviceNo, orderNo: order.orderNo } satisfies AppliedCase,
      AFTER_SALE_TEXT.submitted,
    );
  }),
  post('/mall/afterSale/list', 'user', (context): AfterSalePage => {
    const { db, user, input } = guarded(context);
    const tab = input.oneOf<AfterSaleTab>(
      'tab',
      AFTER_SALE_TABS.map((each) => each.key),
      'all',
    );
    const keyword = input.optionalText('keyword', { max: 50 }) ?? '';
    const mine = db.afterSales.filter(
      (each) =>
        each.userId === user.id &&
        (keyword === '' ||
          each.orderNo.includes(keyword) ||
          each.serviceNo.includes(keyword) ||
          each.lines.some((line) => line.goodsSkuName.includes(keyword))),
    );
    const counts = Object.fromEntries(
      AFTER_SALE_TABS.map((each) => [each.key, mine.filter((found) => inTab(each.key, found.status)).length]),
    ) as AfterSalePage['counts'];
    return {
      ...page(mine.filter((found) => inTab(tab, found.status)).map(caseView), input.paging(10)),
      counts,
    };
  }),
  get('/mall/afterSale/detail', 'user', (context) => detailView(memberCase(guarded(context)))),
  post('/mall/afterSale/cancel', 'user', (context) => {
    const { db, now } = guarded(context);
    const found = memberCase(context);
    moveCase(db, found, 'cancel', now);
    return ok(detailView(found), AFTER_SALE_TEXT.cancelled);
  }),
  post('/mall/afterSale/sendBack', 'user', (context) => {
    const { db, input, now } = guarded(context);
    const found = memberCase(context);
    const logistics = {
      courier: input.field('courier').trim(),
      trackingNo: input.field('trackingNo').trim(),
    };
    const [problem] = Object.values(returnLogisticsErrors(logistics));
    if (problem) invalid(problem);
    moveCase(db, found, 'sendBack', now);
    found.logistics = logistics;
    return ok(detailView(found), AFTER_SALE_TEXT.sentBack);
  }),
  // Per order of the member: whether a line may still be claimed, and what completed cases handed back.
  get('/mall/afterSale/orderStates', 'user', (context): OrderAfterSaleState[] => {
    const { db, user, now } = guarded(context);
    return db.orders
      .filter((order) => order.userId === user.id)
      .map((order) => {
        const refunded = refundedOf(db, order.orderNo);
        return {
          orderNo: order.orderNo,
          claimableLines: orderLineClaims(db, order, now)
            .filter((line) => line.claimable > 0)
            .map(({ line }) => line.goodsSkuCode),
          cases: db.afterSales.filter((each) => each.orderNo === order.orderNo).length,
          refunded: isZero(refunded.points) && isZero(refunded.money) ? null : refunded,
        };
      });
  }),
];

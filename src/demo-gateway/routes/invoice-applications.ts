// The invoice centre (docs/invoices.md, main alias /mall/invoice/*): the orders that may be invoiced,
// applying, the applications and invoices with their detail, 撤销申请, 重发至邮箱, the PDF, and each order's
// invoice state. Every rule and message is the engine's; each call checks its own code.
import {
  APPLICATION_LISTS,
  applicationActions,
  applicationTotal,
  applicationProblem,
  dateRangeProblem,
  ineligibility,
  INVOICE_APPLY_TEXT,
  INVOICE_CONTENTS,
  INVOICE_MEDIA,
  inApplicationList,
  ORDER_INVOICE_ACTION_LABEL,
  orderInvoiceState,
  resendAddress,
  sum,
} from '../../../engine';
import type { GuardedCall } from '../../../engine';
import type { InvoiceableOrder, InvoicePdf, InvoiceQuote, OrderInvoiceState } from '../../../engine/contract';
import { refundedOf } from '../after-sales';
import { invalid, notFound, ok } from '../answer';
import type { Order } from '../db';
import type { StoredApplication } from '../db-invoices';
import { applicationDetailView, applicationView, invoicePdfLines } from '../invoice-application-views';
import {
  candidateOf,
  holderOf,
  invoicedOrder,
  makeApplication,
  moveApplication,
} from '../invoice-applications';
import { invoicePdf } from '../invoice-pdf';
import { spendResend } from '../invoice-resends';
import { page } from '../input';
import { mayCall, requirePermission } from '../permissions';
import { get, post } from '../router';
import type { Context, Route } from '../router';
import { shanghaiTime } from '../time';

/** Refuses unless the member may make one of the calls (a detail opens from either list). */
function requireAny(context: Context, calls: readonly GuardedCall[]): void {
  if (!calls.some((call) => mayCall(context, call))) requirePermission(context, calls[0] ?? 'invoiceCentre');
}

function memberApplication({ db, user, input }: Context): StoredApplication {
  const id = input.text('id', { message: INVOICE_APPLY_TEXT.applicationIdMissing });
  return (
    db.invoiceApplications.find((each) => each.applicationNo === id && each.userId === user.id) ??
    notFound(INVOICE_APPLY_TEXT.applicationNotFound)
  );
}

const DETAIL_CALLS: GuardedCall[] = ['invoiceApplicationDetail', 'invoiceDetail', 'invoiceApplicationInfo'];

/** The member's orders named by `orderNos`, each checked by the engine: the first problem refuses them all. */
function chosenOrders({ db, user, input }: Context): Order[] {
  const orderNos = input.list('orderNos', { message: INVOICE_APPLY_TEXT.chooseOrders });
  return [...new Set(orderNos)].map((orderNo) => {
    const order =
      db.orders.find((each) => each.orderNo === orderNo && each.userId === user.id) ??
      invalid(INVOICE_APPLY_TEXT.orderNotFound);
    const problem = ineligibility(candidateOf(db, order));
    return problem ? invalid(`${order.orderNo}：${problem}`) : order;
  });
}

export const invoiceApplicationRoutes: Route[] = [
  /** The member's orders that may be invoiced now, newest first, by date range and order number. */
  get('/mall/invoice/orders', 'user', (context) => {
    requirePermission(context, 'invoiceableOrders');
    const { db, user, input } = context;
    const startDate = input.optionalText('startDate', { max: 10 }) ?? '';
    const endDate = input.optionalText('endDate', { max: 10 }) ?? '';
    const orderNo = input.optionalText('orderNo', { max: 40 }) ?? '';
    const problem = dateRangeProblem(startDate, endDate);
    if (problem) invalid(problem);
    const eligible = db.orders
      .filter((order) => order.userId === user.id && ineligibility(candidateOf(db, order)) === undefined)
      .filter((order) => {
        const day = shanghaiTime(order.createTime).slice(0, 10);
        return (
          (!startDate || day >= startDate) && (!endDate || day <= endDate) && order.orderNo.includes(orderNo)
        );
      })
      .sort((a, b) => b.createTime - a.createTime)
      .map((order): InvoiceableOrder => ({
        ...invoicedOrder(db, order),
        createTime: shanghaiTime(order.createTime),
        paid: sum([order.goodsMoney, order.freight]),
        refunded: refundedOf(db, order.orderNo).money,
      }));
    return page(eligible, input.paging(10));
  }),
  /** The apply page's summary: the chosen orders with their amounts and the total, or why one may not be. */
  post('/mall/invoice/quote', 'user', (context): InvoiceQuote => {
    requirePermission(context, 'invoiceApply');
    const orders = chosenOrders(context).map((order) => invoicedOrder(context.db, order));
    return { orders, total: applicationTotal(orders.map((order) => order.amount)) };
  }),
  post('/mall/invoice/apply', 'user', (context) => {
    requirePermission(context, 'invoiceApply');
    const { db, user, input, now } = context;
    const clientKey = input.text('clientKey', { max: 64 });
    const replay = db.invoiceApplications.find(
      (each) => each.userId === user.id && each.clientKey === clientKey,
    );
    if (replay) return ok({ id: replay.applicationNo }, INVOICE_APPLY_TEXT.submitted);
    const titleId = input.optionalNumber('titleId');
    const title = db.invoiceTitles.find((each) => each.id === titleId && each.userId === user.id);
    if (titleId !== undefined && !title) invalid(INVOICE_APPLY_TEXT.titleNotFound);
    const addressId = input.optionalNumber('addressId');
    const address = user.addresses.find((each) => each.id === addressId);
    if (addressId !== undefined && !address) invalid(INVOICE_APPLY_TEXT.addressNotFound);
    const medium = input.has('medium') ? input.oneOf('medium', INVOICE_MEDIA) : undefined;
    const content = input.has('content') ? input.oneOf('content', INVOICE_CONTENTS) : undefined;
    const may = (call: GuardedCall) => mayCall(context, call);
    const problem = applicationProblem({
      orderCount: input.list('orderNos', { required: false }).length,
      invoiceType: title?.invoiceType,
      medium,
      content,
      hasAddress: address !== undefined,
      may: { paper: may('invoicePaper'), special: may('invoiceSpecial'), combined: may('invoiceCombined') },
    });
    if (problem) invalid(problem);
    const orders = chosenOrders(context);
    // applicationProblem has asked for each of them; this tells the type checker.
    if (!title || !medium || !content) return invalid(INVOICE_APPLY_TEXT.chooseTitle);
    const made = makeApplication(
      db,
      { userId: user.id, clientKey, orders, title, medium, content, address },
      now,
    );
    return ok({ id: made.applicationNo }, INVOICE_APPLY_TEXT.submitted);
  }),
  /** 申请开票订单 (applications) or 已开票订单 (invoices), newest first. */
  post('/mall/invoice/applications', 'user', (context) => {
    const list = context.input.oneOf(
      'list',
      Object.keys(APPLICATION_LISTS) as (keyof typeof APPLICATION_LISTS)[],
    );
    requirePermission(context, list === 'applications' ? 'invoiceApplications' : 'invoiceList');
    const { db, user, input } = context;
    const mine = db.invoiceApplications.filter(
      (each) => each.userId === user.id && inApplicationList(list, each.status),
    );
    return page(mine.map(applicationView), input.paging(10));
  }),
  get('/mall/invoice/application', 'user', (context) => {
    requireAny(context, DETAIL_CALLS);
    return applicationDetailView(memberApplication(context));
  }),
  post('/mall/invoice/cancel', 'user', (context) => {
    requirePermission(context, 'invoiceCancel');
    const found = memberApplication(context);
    moveApplication(found, 'cancel', context.now);
    return ok(applicationDetailView(found), INVOICE_APPLY_TEXT.cancelled);
  }),
  /** To the invoice's title email, or another of the member's titles' (`email`), within the engine's limits. */
  post('/mall/invoice/resend', 'user', (context) => {
    requirePermission(context, 'invoiceResend');
    const { db, user, input, now } = context;
    const found = memberApplication(context);
    if (!applicationActions(found.status, found.medium).resend) invalid(INVOICE_APPLY_TEXT.noPdf);
    const own = [found.title, ...db.invoiceTitles.filter((title) => title.userId === user.id)];
    const chosen = resendAddress(
      input.has('email') ? input.field('email') : found.title.email,
      own.map((title) => title.email),
    );
    if (chosen.problem !== undefined) return invalid(chosen.problem);
    const { to } = chosen;
    spendResend(db, user, found.applicationNo, now);
    context.state.mailer.send({
      to,
      subject: `电子发票 ${found.invoice?.number ?? ''} (${found.applicationNo})`,
    });
    return ok(null, INVOICE_APPLY_TEXT.resent(to));
  }),
  /** The e-invoice as a PDF file, base64 in the answer (the client saves it as a download). */
  get('/mall/invoice/pdf', 'user', (context): InvoicePdf => {
    requirePermission(context, 'invoicePdf');
    const found = memberApplication(context);
    if (!applicationActions(found.status, found.medium).downloadPdf) invalid(INVOICE_APPLY_TEXT.noPdf);
    const file = invoicePdf(`电子发票 ${found.invoice?.number ?? ''}`, invoicePdfLines(found));
    return { fileName: `invoice-${found.invoice?.number ?? found.applicationNo}.pdf`, base64: btoa(file) };
  }),
  /** Each order of the member with its invoice state and the action it offers (订单发票, the order detail). */
  get('/mall/invoice/orderStates', 'user', (context) => {
    requirePermission(context, 'orderInvoice');
    const { db, user, input } = context;
    const orderNo = input.optionalText('orderNo', { max: 40 });
    const states = db.orders
      .filter((order) => order.userId === user.id && (orderNo === undefined || order.orderNo === orderNo))
      .sort((a, b) => b.createTime - a.createTime)
      .map((order): OrderInvoiceState => {
        const candidate = candidateOf(db, order);
        const { label, action } = orderInvoiceState(candidate);
        const holder = holderOf(db, order.orderNo);
        return {
          orderNo: order.orderNo,
          createTime: shanghaiTime(order.createTime),
          amount: String(candidate.amount),
          stateName: label,
          action,
          actionName: action && ORDER_INVOICE_ACTION_LABEL[action],
          applicationNo: holder?.applicationNo ?? null,
          applicationStatus: holder?.status ?? null,
        };
      });
    return page(states, input.paging(10));
  }),
];

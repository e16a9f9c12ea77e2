// Invoice applications in the store (docs/invoices.md): which order a live application holds, what an order
// may be invoiced for, making an application and moving it. Every rule and message is the engine's.
import {
  applicationTotal,
  INVOICE_APPLY_TEXT,
  INVOICE_COURIERS,
  invoiceableAmount,
  isInvoiceNumber,
  holderOfOrder,
  nextApplicationStatus,
} from '../../engine';
import type {
  ApplicationEvent,
  InvoiceCandidate,
  InvoiceContent,
  InvoiceMedium,
  InvoiceTitleFields,
} from '../../engine';
import { invalid, notFound, refused } from './answer';
import { refundedOf } from './after-sales';
import type { Order, ShopDb, StoredAddress } from './db';
import type { InvoicedOrder, StoredApplication } from './db-invoices';
import { keptText } from './free-text';
import type { Input } from './input';
import { shanghaiStamp, shanghaiTime } from './time';

/** The live application or invoice that holds the order, if one does. */
export const holderOf = (db: ShopDb, orderNo: string): StoredApplication | undefined =>
  holderOfOrder(db.invoiceApplications, orderNo);

/** The order as the engine's eligibility reads it. */
export const candidateOf = (db: ShopDb, order: Order): InvoiceCandidate => ({
  orderStatus: order.orderStatus,
  amount: invoiceableAmount(order, refundedOf(db, order.orderNo).money),
  heldBy: holderOf(db, order.orderNo)?.status,
});

export const invoicedOrder = (db: ShopDb, order: Order): InvoicedOrder => ({
  orderNo: order.orderNo,
  createTime: order.createTime,
  goodsNames: order.lines.map((line) => line.goodsSkuName),
  amount: String(candidateOf(db, order).amount),
});

const fullAddress = (address: StoredAddress) =>
  [address.provinceName, address.cityName, address.countyName, address.townName, address.receiverAddress]
    .filter(Boolean)
    .join(' ');

export interface Application {
  userId: number;
  clientKey: string;
  orders: readonly Order[];
  title: InvoiceTitleFields;
  medium: InvoiceMedium;
  content: InvoiceContent;
  address: StoredAddress | undefined;
}

/** Makes an application of orders the caller has checked, with the title and address copied as they are. */
export function makeApplication(db: ShopDb, asked: Application, now: number): StoredApplication {
  db.sequence += 1;
  const orders = asked.orders.map((order) => invoicedOrder(db, order));
  const address = asked.address;
  const made: StoredApplication = {
    applicationNo: `KP${shanghaiStamp(now).slice(0, 8)}${String(db.sequence).padStart(6, '0')}`,
    userId: asked.userId,
    clientKey: asked.clientKey,
    orders,
    total: applicationTotal(orders.map((order) => order.amount)),
    title: { ...asked.title },
    medium: asked.medium,
    content: asked.content,
    address:
      asked.medium === 'paper' && address
        ? {
            receiverName: address.receiverName,
            receiverPhone: address.receiverPhone,
            fullAddress: fullAddress(address),
          }
        : null,
    status: 'pendingReview',
    reason: '',
    invoice: null,
    shipment: null,
    log: [{ status: 'pendingReview', time: now }],
    createTime: now,
  };
  db.invoiceApplications.unshift(made);
  return made;
}

/** Moves an application by an event, or refuses with the engine's message. */
export function moveApplication(found: StoredApplication, event: ApplicationEvent, now: number): void {
  const next =
    nextApplicationStatus(found.medium, found.status, event) ??
    refused(INVOICE_APPLY_TEXT.notAllowedNow(found.status));
  found.status = next;
  found.log.push({ status: next, time: now });
}

/** A default invoice number for the demo: 20 digits (数电发票), from the date and the store's sequence. */
const demoInvoiceNumber = (db: ShopDb, now: number) =>
  `${shanghaiStamp(now).slice(0, 8)}${String((db.sequence += 1)).padStart(12, '0')}`;

/** The finance department's steps (POST /api/__demo/invoice): each action is one engine event. */
const FINANCE_EVENTS = ['approve', 'reject', 'issue', 'post', 'void'] as const;

/** Plays the finance department on an application; issuing and posting record what the invoice carries. */
export function invoiceFinanceAction(db: ShopDb, input: Input, now: number): StoredApplication {
  const applicationNo = input.text('id', { message: INVOICE_APPLY_TEXT.applicationIdMissing });
  const found =
    db.invoiceApplications.find((each) => each.applicationNo === applicationNo) ??
    notFound(INVOICE_APPLY_TEXT.applicationNotFound);
  const event = input.oneOf('action', FINANCE_EVENTS);
  applyFinanceEvent(db, found, event, now, {
    reason: input.field('reason'),
    number: input.field('number'),
    date: input.field('date'),
    courier: input.field('courier'),
    trackingNo: input.field('trackingNo'),
  });
  return found;
}

type FinanceDetails = Partial<Record<'reason' | 'number' | 'date' | 'courier' | 'trackingNo', string>>;

/** One finance step with its details checked first: nothing changes when one is wrong. */
export function applyFinanceEvent(
  db: ShopDb,
  found: StoredApplication,
  event: (typeof FINANCE_EVENTS)[number],
  now: number,
  details: FinanceDetails = {},
): void {
  const reason = keptText(details.reason ?? '');
  if (event === 'reject' && reason === '') invalid(INVOICE_APPLY_TEXT.rejectReasonMissing);
  const finishing = event === 'issue' || event === 'post';
  const number = details.number?.trim() ?? '';
  const date = details.date?.trim() || shanghaiTime(now).slice(0, 10);
  if (finishing && number !== '' && !isInvoiceNumber(number))
    invalid(INVOICE_APPLY_TEXT.invoiceNumberInvalid);
  if (finishing && !/^\d{4}-\d{2}-\d{2}$/.test(date)) invalid(INVOICE_APPLY_TEXT.invoiceDateInvalid);
  const courier = details.courier?.trim() || (INVOICE_COURIERS[0] ?? '');
  const trackingNo = details.trackingNo?.trim() ?? '';
  if (event === 'post' && !INVOICE_COURIERS.includes(courier)) invalid(INVOICE_APPLY_TEXT.courierInvalid);
  if (event === 'post' && trackingNo === '') invalid(INVOICE_APPLY_TEXT.trackingNoMissing);
  moveApplication(found, event, now);
  if (event === 'reject' || event === 'void') found.reason = reason;
  if (finishing) found.invoice = { number: number || demoInvoiceNumber(db, now), date };
  if (event === 'post') found.shipment = { courier, trackingNo };
}

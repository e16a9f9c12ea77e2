// Which orders may be invoiced and for how much (docs/invoices.md): a completed order, held by no live
// application or invoice, for what was paid in money net of its after-sales refunds; an application's total
// and the checks of an application before it is made.
import { ORDER_STATUS } from '../codes';
import type { OrderStatus } from '../codes';
import { compare, subtract, sum, type Amount, type Money } from '../money';
import { APPLICATION_STATUS_LABEL, INVOICE_APPLY_TEXT, isIssued, isLiveApplication } from './applications';
import type { ApplicationStatus, InvoiceMedium } from './applications';
import type { InvoiceType } from './titles';

/**
 * What an order may be invoiced for: the money paid for its goods and freight, less what its completed
 * after-sales cases refunded. Points are not invoiced.
 * @example invoiceableAmount({ goodsMoney: 100, freight: 10 }, '30') === '80'
 */
export const invoiceableAmount = (
  paid: { goodsMoney: Amount; freight: Amount },
  refundedMoney: Amount,
): Money => subtract(sum([paid.goodsMoney, paid.freight]), refundedMoney);

/** What holding reads of an application: its status and its orders. */
export interface Holding {
  status: ApplicationStatus;
  orders: readonly { orderNo: string }[];
}

/** The live application or invoice that holds the order, if one does: at most one ever does. */
export const holderOfOrder = <T extends Holding>(
  applications: readonly T[],
  orderNo: string,
): T | undefined =>
  applications.find(
    (each) => isLiveApplication(each.status) && each.orders.some((order) => order.orderNo === orderNo),
  );

export interface InvoiceCandidate {
  orderStatus: OrderStatus;
  /** invoiceableAmount of the order. */
  amount: Amount;
  /** The status of the live application or invoice that holds it, if one does. */
  heldBy: ApplicationStatus | undefined;
}

/** Why the order may not be invoiced now, or undefined when it may. */
export function ineligibility({ orderStatus, amount, heldBy }: InvoiceCandidate): string | undefined {
  if (orderStatus !== ORDER_STATUS.completed) return INVOICE_APPLY_TEXT.notCompleted;
  if (heldBy !== undefined) return INVOICE_APPLY_TEXT.alreadyHeld;
  if (compare(amount, 0) <= 0) return INVOICE_APPLY_TEXT.nothingToInvoice;
  return undefined;
}

/** An application's total: the sum of its orders' invoiceable amounts. */
export const applicationTotal = (amounts: readonly Amount[]): Money => sum(amounts);

/** What the member asks for, and what the member's codes allow (F000411, F000412, F000413). */
export interface ApplicationRequest {
  orderCount: number;
  invoiceType: InvoiceType | undefined;
  medium: InvoiceMedium | undefined;
  content: string | undefined;
  hasAddress: boolean;
  may: { paper: boolean; special: boolean; combined: boolean };
}

/** The first thing wrong with an application before its orders are looked at, or undefined. */
export function applicationProblem(request: ApplicationRequest): string | undefined {
  const { orderCount, invoiceType, medium, may } = request;
  if (orderCount === 0) return INVOICE_APPLY_TEXT.chooseOrders;
  if (orderCount > 1 && !may.combined) return INVOICE_APPLY_TEXT.oneOrderOnly;
  if (invoiceType === undefined) return INVOICE_APPLY_TEXT.chooseTitle;
  if (invoiceType === 'special' && !may.special) return INVOICE_APPLY_TEXT.specialNotAllowed;
  if (medium === undefined) return INVOICE_APPLY_TEXT.chooseMedium;
  if (medium === 'paper' && !may.paper) return INVOICE_APPLY_TEXT.paperNotAllowed;
  if (medium === 'paper' && !request.hasAddress) return INVOICE_APPLY_TEXT.chooseAddress;
  if (!request.content) return INVOICE_APPLY_TEXT.chooseContent;
  return undefined;
}

export type OrderInvoiceAction = 'apply' | 'view';

export const ORDER_INVOICE_ACTION_LABEL: Readonly<Record<OrderInvoiceAction, string>> = {
  apply: '申请开票',
  view: '查看发票',
};

/** An order's invoice state as 订单发票 and the order detail show it, with the action it offers. */
export function orderInvoiceState(candidate: InvoiceCandidate): {
  label: string;
  action: OrderInvoiceAction | null;
} {
  const { heldBy } = candidate;
  if (heldBy !== undefined)
    return { label: isIssued(heldBy) ? '已开票' : APPLICATION_STATUS_LABEL[heldBy], action: 'view' };
  const problem = ineligibility(candidate);
  if (problem === undefined) return { label: '未开票', action: 'apply' };
  return {
    label: problem === INVOICE_APPLY_TEXT.notCompleted ? '订单完成后可开票' : '无可开票金额',
    action: null,
  };
}

/** A date filter's problem: the start after the end (dates as YYYY-MM-DD). */
export const dateRangeProblem = (start: string, end: string): string | undefined =>
  start !== '' && end !== '' && start > end ? INVOICE_APPLY_TEXT.dateRangeInvalid : undefined;

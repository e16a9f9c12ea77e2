// Invoice applications (docs/invoices.md): the transition table, eligibility, amounts net of refunds, the
// application's checks, each order's state; and, over any sequence of applications and finance steps, that no
// order is ever held twice, that a total is its orders' sum, and that closing frees exactly its orders.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  applicationActions,
  applicationProblem,
  applicationTotal,
  applyInvoiceOrders,
  applyInvoicePath,
  dateRangeProblem,
  holderOfOrder,
  ineligibility,
  invoiceDetailPath,
  INVOICE_APPLY_TEXT,
  invoiceableAmount,
  isInvoiceNumber,
  isLiveApplication,
  nextApplicationStatus,
  ORDER_STATUS,
  orderInvoiceState,
  subtract,
  sum,
} from '../../../engine';
import type { ApplicationEvent, ApplicationRequest, ApplicationStatus, InvoiceMedium } from '../../../engine';

const EVENTS: ApplicationEvent[] = ['cancel', 'approve', 'reject', 'issue', 'post', 'void'];

describe('the transition table', () => {
  it.each<[InvoiceMedium, ApplicationStatus, ApplicationEvent, ApplicationStatus | undefined]>([
    ['electronic', 'pendingReview', 'approve', 'issuing'],
    ['electronic', 'pendingReview', 'reject', 'rejected'],
    ['electronic', 'pendingReview', 'cancel', 'cancelled'],
    ['electronic', 'pendingReview', 'issue', undefined],
    ['electronic', 'issuing', 'issue', 'issued'],
    ['electronic', 'issuing', 'post', undefined],
    ['paper', 'issuing', 'post', 'posted'],
    ['paper', 'issuing', 'issue', undefined],
    ['electronic', 'issuing', 'cancel', undefined],
    ['electronic', 'issuing', 'reject', 'rejected'],
    ['electronic', 'issued', 'void', 'voided'],
    ['paper', 'posted', 'void', 'voided'],
    ['electronic', 'issued', 'cancel', undefined],
    ['electronic', 'rejected', 'approve', undefined],
    ['electronic', 'voided', 'void', undefined],
    ['electronic', 'cancelled', 'approve', undefined],
  ])('%s %s + %s → %s', (medium, status, event, next) => {
    expect(nextApplicationStatus(medium, status, event)).toBe(next);
  });

  it('lets nothing move a closed application', () => {
    for (const status of APPLICATION_STATUSES.filter((each) => !isLiveApplication(each)))
      for (const event of EVENTS) expect(nextApplicationStatus('paper', status, event)).toBeUndefined();
  });

  it.each<[ApplicationStatus, InvoiceMedium, { cancel: boolean; downloadPdf: boolean; resend: boolean }]>([
    ['pendingReview', 'electronic', { cancel: true, downloadPdf: false, resend: false }],
    ['issuing', 'electronic', { cancel: false, downloadPdf: false, resend: false }],
    ['issued', 'electronic', { cancel: false, downloadPdf: true, resend: true }],
    ['posted', 'paper', { cancel: false, downloadPdf: false, resend: false }],
    ['voided', 'electronic', { cancel: false, downloadPdf: false, resend: false }],
  ])('a %s %s application offers %o', (status, medium, actions) => {
    expect(applicationActions(status, medium)).toEqual(actions);
  });
});

describe('eligibility of an order', () => {
  it.each([
    ['a completed order held by nothing', ORDER_STATUS.completed, '10', undefined, undefined],
    ['a shipped order', ORDER_STATUS.shipped, '10', undefined, INVOICE_APPLY_TEXT.notCompleted],
    [
      'an order in an application',
      ORDER_STATUS.completed,
      '10',
      'pendingReview',
      INVOICE_APPLY_TEXT.alreadyHeld,
    ],
    ['an invoiced order', ORDER_STATUS.completed, '10', 'issued', INVOICE_APPLY_TEXT.alreadyHeld],
    ['a fully refunded order', ORDER_STATUS.completed, '0', undefined, INVOICE_APPLY_TEXT.nothingToInvoice],
  ] as const)('%s', (_, orderStatus, amount, heldBy, problem) => {
    expect(ineligibility({ orderStatus, amount, heldBy })).toBe(problem);
  });

  it.each([
    [{ goodsMoney: 100, freight: 10 }, '30', '80'],
    [{ goodsMoney: '0.1', freight: '0.2' }, '0', '0.3'],
    [{ goodsMoney: 59.9, freight: 0 }, '59.9', '0'],
  ])('invoices %o less %s refunded as %s', (paid, refunded, amount) => {
    expect(invoiceableAmount(paid, refunded)).toBe(amount);
  });

  it.each([
    [ORDER_STATUS.completed, '10', undefined, '未开票', 'apply'],
    [ORDER_STATUS.completed, '10', 'pendingReview', '待审核', 'view'],
    [ORDER_STATUS.completed, '10', 'issuing', '开票中', 'view'],
    [ORDER_STATUS.completed, '10', 'issued', '已开票', 'view'],
    [ORDER_STATUS.completed, '10', 'posted', '已开票', 'view'],
    [ORDER_STATUS.completed, '0', undefined, '无可开票金额', null],
    [ORDER_STATUS.shipped, '10', undefined, '订单完成后可开票', null],
  ] as const)('an order %s of %s held by %s shows %s', (orderStatus, amount, heldBy, label, action) => {
    expect(orderInvoiceState({ orderStatus, amount, heldBy })).toEqual({ label, action });
  });

  it.each([
    ['', '', undefined],
    ['2026-11-01', '2026-11-30', undefined],
    ['2026-11-30', '2026-11-01', INVOICE_APPLY_TEXT.dateRangeInvalid],
  ])('dates %s to %s', (start, end, problem) => {
    expect(dateRangeProblem(start, end)).toBe(problem);
  });
});

describe('invoice numbers and addresses', () => {
  it.each([
    ['12345678', true],
    ['12345678901234567890', true],
    ['1234567', false],
    ['1234567890', false],
    ['1234567a', false],
  ])('%s is an invoice number: %s', (value, valid) => {
    expect(isInvoiceNumber(value)).toBe(valid);
  });

  it('carries the chosen orders to the apply page and back, each once', () => {
    const path = applyInvoicePath(['DM1', 'DM2']);
    expect(path).toBe('/userCenter/settlementOrder/applyInvoiced?orderNos=DM1%2CDM2');
    expect(applyInvoiceOrders(new URLSearchParams(path.split('?')[1]).get('orderNos'))).toEqual([
      'DM1',
      'DM2',
    ]);
    expect(applyInvoiceOrders('DM1,,DM1')).toEqual(['DM1']);
    expect(applyInvoiceOrders(null)).toEqual([]);
  });

  it.each<[ApplicationStatus, string]>([
    ['pendingReview', '/userCenter/applyOrder/invoicedOrderInfo?id=KP1'],
    ['rejected', '/userCenter/applyOrder/invoicedOrderInfo?id=KP1'],
    ['issued', '/userCenter/invoicedOrder/invoicedOrderInfo?id=KP1'],
    ['posted', '/userCenter/invoicedOrder/invoicedOrderInfo?id=KP1'],
    ['voided', '/userCenter/invoicedOrder/invoicedOrderInfo?id=KP1'],
  ])('a %s application opens under its list', (status, path) => {
    expect(invoiceDetailPath('KP1', status)).toBe(path);
  });
});

describe('the checks of an application', () => {
  const all = { paper: true, special: true, combined: true };
  const fine: ApplicationRequest = {
    orderCount: 2,
    invoiceType: 'special',
    medium: 'paper',
    content: 'detail',
    hasAddress: true,
    may: all,
  };
  it.each<[string, Partial<ApplicationRequest>, string | undefined]>([
    ['a complete application', {}, undefined],
    ['no orders', { orderCount: 0 }, INVOICE_APPLY_TEXT.chooseOrders],
    ['two orders without F000413', { may: { ...all, combined: false } }, INVOICE_APPLY_TEXT.oneOrderOnly],
    ['one order without F000413', { orderCount: 1, may: { ...all, combined: false } }, undefined],
    ['no title', { invoiceType: undefined }, INVOICE_APPLY_TEXT.chooseTitle],
    ['专用 without F000412', { may: { ...all, special: false } }, INVOICE_APPLY_TEXT.specialNotAllowed],
    ['普通 without F000412', { invoiceType: 'ordinary', may: { ...all, special: false } }, undefined],
    ['no medium', { medium: undefined }, INVOICE_APPLY_TEXT.chooseMedium],
    ['纸质 without F000411', { may: { ...all, paper: false } }, INVOICE_APPLY_TEXT.paperNotAllowed],
    ['纸质 without an address', { hasAddress: false }, INVOICE_APPLY_TEXT.chooseAddress],
    ['电子 without an address', { medium: 'electronic', hasAddress: false }, undefined],
    ['no content', { content: undefined }, INVOICE_APPLY_TEXT.chooseContent],
  ])('%s', (_, change, problem) => {
    expect(applicationProblem({ ...fine, ...change })).toBe(problem);
  });
});

/** An order of the model: what was paid and refunded, in cents. */
const orderArb = fc.record({
  paid: fc.integer({ min: 0, max: 100_000 }),
  refunded: fc.integer({ min: 0, max: 100_000 }),
});
const cents = (value: number) => (value / 100).toFixed(2);

/** A step: apply for some orders (by index), or an event on an application (by index). */
const stepArb = fc.oneof(
  fc.record({
    apply: fc.uniqueArray(fc.nat(9), { minLength: 1, maxLength: 4 }),
    medium: fc.constantFrom<InvoiceMedium>('electronic', 'paper'),
  }),
  fc.record({ at: fc.nat(20), event: fc.constantFrom(...EVENTS) }),
);

interface Modelled {
  status: ApplicationStatus;
  medium: InvoiceMedium;
  orders: { orderNo: string; amount: string }[];
  total: string;
}

describe('applications over any sequence of steps', () => {
  it('hold no order twice, total their orders net of refunds, and free exactly their orders on closing', () => {
    fc.assert(
      fc.property(
        fc.array(orderArb, { minLength: 10, maxLength: 10 }),
        fc.array(stepArb, { maxLength: 40 }),
        (orders, steps) => {
          const applications: Modelled[] = [];
          const held = () =>
            new Set(
              applications
                .filter((each) => isLiveApplication(each.status))
                .flatMap((each) => each.orders.map((order) => order.orderNo)),
            );
          const candidate = (index: number) => {
            const { paid, refunded } = orders[index]!;
            const orderNo = `O${index}`;
            const amount = invoiceableAmount(
              { goodsMoney: cents(paid), freight: 0 },
              cents(Math.min(paid, refunded)),
            );
            return { orderNo, amount, heldBy: holderOfOrder(applications, orderNo)?.status };
          };
          for (const step of steps) {
            if ('apply' in step) {
              const chosen = step.apply.map(candidate);
              if (chosen.some((each) => ineligibility({ orderStatus: ORDER_STATUS.completed, ...each })))
                continue;
              const total = applicationTotal(chosen.map((each) => each.amount));
              const paidLessRefunds = subtract(
                sum(step.apply.map((index) => cents(orders[index]!.paid))),
                sum(step.apply.map((index) => cents(Math.min(orders[index]!.paid, orders[index]!.refunded)))),
              );
              expect(total).toBe(paidLessRefunds);
              applications.push({ status: 'pendingReview', medium: step.medium, orders: chosen, total });
            } else {
              const found = applications[step.at];
              const next = found && nextApplicationStatus(found.medium, found.status, step.event);
              if (!found || !next) continue;
              const before = held();
              found.status = next;
              const after = held();
              const mine = found.orders.map((order) => order.orderNo);
              if (!isLiveApplication(next))
                expect([...after].sort()).toEqual(
                  [...before].filter((orderNo) => !mine.includes(orderNo)).sort(),
                );
              else expect(after).toEqual(before);
            }
            const live = applications
              .filter((each) => isLiveApplication(each.status))
              .flatMap((each) => each.orders.map((order) => order.orderNo));
            expect(new Set(live).size).toBe(live.length);
          }
        },
      ),
    );
  });
});

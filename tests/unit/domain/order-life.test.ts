// The rest of an order's life as tables: the tabs of each shop, what each action allows from each status,
// which payment facts an order shows, and a line's 小计.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canConfirmReceipt,
  compare,
  courierName,
  isCancellable,
  isPaidStatus,
  isReviewable,
  lineSubtotal,
  ORDER_STATUS,
  ORDER_STATUS_LABEL,
  ORDER_TRANSITIONS,
  orderTabs,
  orderTransition,
  ordersAreReviewed,
  paymentFacts,
  someUserGets,
  sum,
} from '../../../engine';
import type { OrderAction, OrderStatus, PayMethod } from '../../../engine';
import { checkProfileFolder } from '../../../scripts/lib/profiles-fs';

const { shops } = await checkProfileFolder();
const resolved = (mallPath: string) => {
  const shop = shops.get(mallPath);
  if (!shop) throw new Error(`no shop ${mallPath}`);
  return shop;
};

const { pendingReview, toShip, shipped, completed, cancelled, rejected } = ORDER_STATUS;
const EVERY_STATUS = Object.values(ORDER_STATUS);
const tabText = (reviewed: boolean) =>
  orderTabs(reviewed).map(({ label, status }) => `${label} ${status ?? ''}`.trim());

describe('the order tabs of each shop', () => {
  const WITHOUT_REVIEW = ['全部', '待发货 1002', '已发货 1003', '已完成 1004', '已取消 1005'];
  const WITH_REVIEW = ['全部', '待审核 1001', ...WITHOUT_REVIEW.slice(1), '已驳回 1006'];

  it.each([
    // shop, reviewed, why
    ['points', false, 'a points mall reviews no order'],
    ['guide', false, 'a points mall'],
    ['s1098', false, 'a points mall'],
    ['s7815', false, 'a points mall'],
    ['s9406', false, 'a points mall'],
    ['procure', true, 'in a procurement mall roleId 2 reviews every order'],
    ['s4334', true, 'a procurement mall'],
    ['s9009', true, 'a procurement mall'],
    ['dropship', false, 'orders are viewed on the external admin page'],
  ])('%s: reviewed %s (%s)', (mallPath, reviewed) => {
    expect(ordersAreReviewed(resolved(mallPath))).toBe(reviewed);
    expect(tabText(ordersAreReviewed(resolved(mallPath)))).toEqual(reviewed ? WITH_REVIEW : WITHOUT_REVIEW);
  });

  it('labels each tab with its status label', () => {
    for (const tab of orderTabs(true).slice(1))
      expect(tab.label).toBe(ORDER_STATUS_LABEL[tab.status as OrderStatus]);
  });
});

describe('some user of a shop gets a capability value', () => {
  it.each([
    ['procure', 'orders.view=review', true, 'a rule sets it for roleId 2'],
    ['procure', 'orders.view=list', true, 'the default, for everyone else'],
    ['points', 'orders.view=review', false, 'no layer or rule sets it'],
    ['dropship', 'orders.view=list', false, 'the preset states externalAdmin for everyone'],
    ['points', 'browseHistory.record', true, 'a flag without a value means true'],
    ['s1098', 'browseHistory.record', false, 'the shop turns it off'],
    ['points', 'no.suchCapability', false, 'an unknown key'],
  ])('%s %s: %s (%s)', (mallPath, capability, expected) => {
    expect(someUserGets(resolved(mallPath), capability)).toBe(expected);
  });
});

describe('the transitions: where each action leads from each status', () => {
  const TABLE: Record<OrderAction, Partial<Record<OrderStatus, OrderStatus>>> = {
    cancel: { [pendingReview]: cancelled, [toShip]: cancelled },
    approve: { [pendingReview]: toShip },
    reject: { [pendingReview]: rejected },
    confirmReceipt: { [shipped]: completed },
  };

  it('covers every action', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(ORDER_TRANSITIONS).sort());
  });

  it.each(
    (Object.keys(TABLE) as OrderAction[]).flatMap((action) =>
      EVERY_STATUS.map((status) => [action, status, TABLE[action][status]] as const),
    ),
  )('%s from %i leads to %s', (action, status, expected) => {
    expect(orderTransition(action, status)).toBe(expected);
  });

  it.each(EVERY_STATUS)('status %i: the buttons ask the same table', (status) => {
    expect(canConfirmReceipt(status)).toBe(TABLE.confirmReceipt[status] !== undefined);
    expect(isCancellable(status)).toBe(TABLE.cancel[status] !== undefined);
    expect(isReviewable(status)).toBe(TABLE.approve[status] !== undefined);
  });
});

describe('which payment facts an order shows', () => {
  const paid = { payMethod: 'points' as PayMethod, payTime: '2026-03-01 10:00:00' };
  const unpaid = { payMethod: null, payTime: '' };
  const METHOD_AND_TIME = '支付方式 积分支付 | 支付时间 2026-03-01 10:00:00';
  const UNPAID = '支付状态 未支付';

  const unpaidMoney = { payMethod: 'money' as PayMethod, payTime: '' };
  it.each([
    { status: pendingReview, payment: unpaid, shown: UNPAID, why: 'waits for review: nothing taken yet' },
    {
      status: pendingReview,
      payment: paid,
      shown: UNPAID,
      why: 'waits for review, whatever the server says',
    },
    { status: rejected, payment: paid, shown: UNPAID, why: 'refused by the reviewer: never paid' },
    { status: toShip, payment: paid, shown: METHOD_AND_TIME, why: 'paid at submit or at approval' },
    { status: shipped, payment: paid, shown: METHOD_AND_TIME, why: 'paid' },
    { status: completed, payment: paid, shown: METHOD_AND_TIME, why: 'paid' },
    { status: cancelled, payment: paid, shown: METHOD_AND_TIME, why: 'cancelled after paying' },
    { status: cancelled, payment: unpaid, shown: UNPAID, why: 'cancelled while under review: never paid' },
    { status: toShip, payment: unpaidMoney, shown: UNPAID, why: 'no payment time, no payment to show' },
  ])('$status: $shown ($why)', ({ status, payment, shown }) => {
    const facts = paymentFacts({ orderStatus: status, ...payment });
    expect(facts.map(({ label, value }) => `${label} ${value}`).join(' | ')).toBe(shown);
  });

  it.each([
    [pendingReview, false],
    [toShip, true],
    [shipped, true],
    [completed, true],
    [cancelled, false],
    [rejected, false],
  ] satisfies [OrderStatus, boolean][])('entering %i pays the order: %s', (status, expected) => {
    expect(isPaidStatus(status)).toBe(expected);
  });
});

describe("a line's 小计", () => {
  it.each([
    [{ unitMoney: 0, unitPoints: 120, quantity: 2 }, '0', '240'],
    [{ unitMoney: 19.9, unitPoints: 0, quantity: 3 }, '59.7', '0'],
    [{ unitMoney: '0.1', unitPoints: 0, quantity: 3 }, '0.3', '0'],
    [{ unitMoney: 10.5, unitPoints: 300, quantity: 2 }, '21', '600'],
  ])('%o: %s money, %s points', (line, money, points) => {
    expect(lineSubtotal(line)).toEqual({ money, points });
  });

  it('the subtotals of a quantity split in parts add up to the subtotal of the whole', () => {
    const cents = fc.integer({ min: 0, max: 1_000_000 }).map((value) => value / 100);
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 }), (unit, a, b) => {
        const part = (quantity: number) => lineSubtotal({ unitMoney: unit, unitPoints: 0, quantity }).money;
        expect(compare(sum([part(a), part(b)]), part(a + b))).toBe(0);
      }),
    );
  });
});

describe('couriers', () => {
  it.each([
    ['SF', '顺丰速运'],
    ['EMS', '中国邮政EMS'],
    ['XYZ', 'XYZ'],
  ])('%s is %s', (code, name) => {
    expect(courierName(code)).toBe(name);
  });
});

// After-sales rules (docs/after-sales.md): eligibility, types by order state, transitions, the step bar,
// the record's tabs and the application's checks.
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  AFTER_SALE_STATUSES,
  AFTER_SALE_TABS,
  AFTER_SALE_TEXT,
  afterSalePolicy,
  applicationErrors,
  caseActions,
  claimTypes,
  engineDefaults,
  ELIGIBILITY_TEXT,
  inTab,
  lineClaim,
  nextStatus,
  ORDER_STATUS,
  quantityError,
  refundsNothing,
  returnLogisticsErrors,
  stepBar,
} from '../../../engine';
import type { AfterSaleEvent, AfterSaleStatus, AfterSaleType, ShopLimits } from '../../../engine';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 20, 2, 0, 0);
const defaults = engineDefaults.limits as ShopLimits;
const policy = afterSalePolicy(defaults);
const order = (orderStatus: number, daysAgo: number, virtual = false) => ({
  orderStatus: orderStatus as (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS],
  virtual,
  sinceTime: NOW - daysAgo * DAY,
});

describe('a line may be claimed when its order is shipped or completed, in the window, with units left', () => {
  it.each([
    ['completed, 2 of 2 left', order(ORDER_STATUS.completed, 1), 2, 0, 2, undefined],
    ['shipped, 1 of 3 left', order(ORDER_STATUS.shipped, 1), 3, 2, 1, undefined],
    ['all claimed', order(ORDER_STATUS.completed, 1), 2, 2, 0, ELIGIBILITY_TEXT.allClaimed],
    ['to ship', order(ORDER_STATUS.toShip, 1), 2, 0, 0, ELIGIBILITY_TEXT.orderStatus],
    ['pending review', order(ORDER_STATUS.pendingReview, 1), 2, 0, 0, ELIGIBILITY_TEXT.orderStatus],
    ['cancelled', order(ORDER_STATUS.cancelled, 1), 2, 0, 0, ELIGIBILITY_TEXT.orderStatus],
    ['last day of the window', order(ORDER_STATUS.completed, 7), 1, 0, 1, undefined],
    ['past the window', order(ORDER_STATUS.completed, 7.01), 1, 0, 0, ELIGIBILITY_TEXT.windowPassed(7)],
    ['virtual goods', order(ORDER_STATUS.completed, 1, true), 1, 0, 0, ELIGIBILITY_TEXT.virtual],
  ])('%s', (_, claimOrder, bought, claimed, claimable, reason) => {
    expect(lineClaim(claimOrder, { bought, claimed }, policy, NOW)).toEqual({ claimable, reason });
  });

  it('follows the profile: a longer window, virtual goods allowed, no types at all', () => {
    const generous = afterSalePolicy({
      afterSales: { ...defaults.afterSales, windowDays: 15, virtualGoods: true },
    });
    expect(
      lineClaim(order(ORDER_STATUS.completed, 10, true), { bought: 1, claimed: 0 }, generous, NOW),
    ).toEqual({ claimable: 1, reason: undefined });
    const none = afterSalePolicy({ afterSales: { ...defaults.afterSales, types: [] } });
    expect(lineClaim(order(ORDER_STATUS.completed, 1), { bought: 1, claimed: 0 }, none, NOW).reason).toBe(
      ELIGIBILITY_TEXT.noTypes,
    );
  });
});

describe('the types a claim may take: the shop’s, and before shipment only 仅退款', () => {
  const only = (types: AfterSaleType[]) => afterSalePolicy({ afterSales: { ...defaults.afterSales, types } });
  it.each([
    [ORDER_STATUS.toShip, only(['refund', 'returnRefund', 'exchange']), ['refund']],
    [
      ORDER_STATUS.shipped,
      only(['refund', 'returnRefund', 'exchange']),
      ['refund', 'returnRefund', 'exchange'],
    ],
    [ORDER_STATUS.completed, only(['exchange', 'refund']), ['refund', 'exchange']],
    [ORDER_STATUS.toShip, only(['returnRefund']), []],
  ])('order %s → %o', (status, shopPolicy, types) => {
    expect(claimTypes(status, shopPolicy)).toEqual(types);
  });
});

describe('transitions: 待审核 → 待退货 → 待商家收货 → 退款中/换货中 → 已完成, or 已取消/已拒绝', () => {
  const cases: [AfterSaleType, AfterSaleStatus, AfterSaleEvent, AfterSaleStatus | undefined][] = [
    ['returnRefund', 'pendingReview', 'approve', 'toReturn'],
    ['exchange', 'pendingReview', 'approve', 'toReturn'],
    ['refund', 'pendingReview', 'approve', 'refunding'],
    ['returnRefund', 'pendingReview', 'reject', 'rejected'],
    ['returnRefund', 'toReturn', 'reject', undefined],
    ['returnRefund', 'pendingReview', 'cancel', 'cancelled'],
    ['returnRefund', 'toReturn', 'cancel', 'cancelled'],
    ['returnRefund', 'toReceive', 'cancel', undefined],
    ['refund', 'refunding', 'cancel', undefined],
    ['returnRefund', 'toReturn', 'sendBack', 'toReceive'],
    ['returnRefund', 'pendingReview', 'sendBack', undefined],
    ['returnRefund', 'toReceive', 'receive', 'refunding'],
    ['exchange', 'toReceive', 'receive', 'exchanging'],
    ['returnRefund', 'toReturn', 'receive', undefined],
    ['returnRefund', 'refunding', 'finish', 'completed'],
    ['exchange', 'exchanging', 'finish', 'completed'],
    ['returnRefund', 'completed', 'finish', undefined],
    ['returnRefund', 'cancelled', 'approve', undefined],
    ['returnRefund', 'rejected', 'cancel', undefined],
  ];
  it.each(cases)('%s %s + %s → %s', (type, status, event, next) => {
    expect(nextStatus(type, status, event)).toBe(next);
  });

  it('no event leaves a terminal status', () => {
    const events: AfterSaleEvent[] = ['approve', 'reject', 'cancel', 'sendBack', 'receive', 'finish'];
    for (const status of ['completed', 'cancelled', 'rejected'] as const)
      for (const event of events) expect(nextStatus('returnRefund', status, event)).toBeUndefined();
  });
});

describe('what hands nothing back: an exchange, or a closed case', () => {
  it.each([
    ['exchange', 'completed', true],
    ['returnRefund', 'cancelled', true],
    ['refund', 'rejected', true],
    ['returnRefund', 'refunding', false],
    ['refund', 'completed', false],
  ] as const)('%s %s → %s', (type, status, nothing) => {
    expect(refundsNothing(type, status)).toBe(nothing);
  });
});

describe('the step bar', () => {
  const bar = (...args: Parameters<typeof stepBar>) =>
    stepBar(...args).map(({ label, state }) => `${label}:${state}`);
  it.each([
    [
      'returnRefund',
      'toReturn',
      [],
      ['待审核:done', '待退货:current', '待商家收货:todo', '退款中:todo', '已完成:todo'],
    ],
    ['refund', 'pendingReview', [], ['待审核:current', '退款中:todo', '已完成:todo']],
    [
      'exchange',
      'completed',
      [],
      ['待审核:done', '待退货:done', '待商家收货:done', '换货中:done', '已完成:done'],
    ],
    [
      'returnRefund',
      'cancelled',
      ['pendingReview', 'toReturn'],
      ['待审核:done', '待退货:done', '已取消:current'],
    ],
    ['refund', 'rejected', ['pendingReview'], ['待审核:done', '已拒绝:current']],
  ] as const)('%s %s', (type, status, reached, steps) => {
    expect(bar(type, status, reached)).toEqual(steps);
  });
});

describe('the record’s tabs', () => {
  it('全部, 处理中, 已完成, 已关闭 in that order', () => {
    expect(AFTER_SALE_TABS.map((tab) => tab.label)).toEqual(['全部', '处理中', '已完成', '已关闭']);
  });
  it('every status is in 全部 and in exactly one other tab', () => {
    for (const status of AFTER_SALE_STATUSES) {
      expect(inTab('all', status)).toBe(true);
      const others = AFTER_SALE_TABS.filter((tab) => tab.key !== 'all' && inTab(tab.key, status));
      expect(others).toHaveLength(1);
    }
  });
  it.each([
    ['pendingReview', { cancel: true, sendBack: false }],
    ['toReturn', { cancel: true, sendBack: true }],
    ['toReceive', { cancel: false, sendBack: false }],
    ['completed', { cancel: false, sendBack: false }],
    ['rejected', { cancel: false, sendBack: false }],
  ] as const)('%s allows %o', (status, actions) => {
    expect(caseActions(status)).toEqual(actions);
  });
});

describe('the application’s checks', () => {
  const valid = {
    type: 'returnRefund' as const,
    reason: '商品质量问题',
    description: '',
    phone: '13800138000',
    imageCount: 0,
  };
  const check = (
    values: Partial<typeof valid> | Record<string, unknown>,
    offered: AfterSaleType[] = ['refund', 'returnRefund'],
  ) => applicationErrors({ ...valid, ...values } as typeof valid, offered, policy, defaults.address);
  it.each([
    ['a valid application', {}, {}],
    ['no type', { type: '' }, { type: AFTER_SALE_TEXT.typeMissing }],
    ['a type not offered', { type: 'exchange', reason: '发错货' }, { type: AFTER_SALE_TEXT.typeNotOffered }],
    ['no reason', { reason: ' ' }, { reason: AFTER_SALE_TEXT.reasonMissing }],
    ['a reason of another type', { reason: '不想要了' }, { reason: AFTER_SALE_TEXT.reasonUnknown }],
    [
      '201 characters',
      { description: '好'.repeat(201) },
      { description: AFTER_SALE_TEXT.descriptionTooLong },
    ],
    ['200 characters', { description: '好'.repeat(200) }, {}],
    ['a short phone', { phone: '138' }, { phone: ADDRESS_MESSAGES.phoneLength }],
    ['no phone', { phone: '' }, { phone: ADDRESS_MESSAGES.phoneRequired }],
    ['too many images', { imageCount: 7 }, { images: AFTER_SALE_TEXT.imagesTooMany(6) }],
  ])('%s', (_, values, errors) => {
    expect(check(values)).toEqual(errors);
  });

  it.each([
    [1, 2, undefined],
    [2, 2, undefined],
    [0, 2, AFTER_SALE_TEXT.quantityRange(2)],
    [3, 2, AFTER_SALE_TEXT.quantityRange(2)],
    [1.5, 2, AFTER_SALE_TEXT.quantityRange(2)],
  ])('quantity %s of %s → %s', (quantity, claimable, message) => {
    expect(quantityError(quantity, claimable)).toBe(message);
  });

  it.each([
    ['顺丰速运', 'SF1234567890', {}],
    ['', 'SF1234567890', { courier: AFTER_SALE_TEXT.courierMissing }],
    ['隔壁快递', 'SF1234567890', { courier: AFTER_SALE_TEXT.courierUnknown }],
    ['顺丰速运', '', { trackingNo: AFTER_SALE_TEXT.trackingMissing }],
    ['顺丰速运', 'SF12', { trackingNo: AFTER_SALE_TEXT.trackingFormat }],
    ['顺丰速运', 'SF1234 567890', { trackingNo: AFTER_SALE_TEXT.trackingFormat }],
    ['顺丰速运', '<b>12345678</b>', { trackingNo: AFTER_SALE_TEXT.trackingFormat }],
  ])('return logistics %s %s', (courier, trackingNo, errors) => {
    expect(returnLogisticsErrors({ courier, trackingNo })).toEqual(errors);
  });
});

// The demo gateway's after-sales in process (msw): claimable lines, applying, the record's counts and
// search, a case's log, cancelling, the return logistics, and the merchant's demo controls with the refund
// credited to the points balance and the points record.
import { describe, expect, it } from 'vitest';
import { AFTER_SALE_TEXT, CALL_PERMISSIONS, ELIGIBILITY_TEXT, UPLOAD_QUOTA_MESSAGES } from '../../../engine';
import { startInProcessGateway } from './in-process';
import type {
  AfterSaleDetail,
  AfterSalePage,
  AppliedCase,
  ClaimableOrder,
  OrderAfterSaleState,
  OrderView,
  Page,
} from '../../../engine/contract';

const { call, token } = startInProcessGateway(Date.UTC(2026, 10, 20, 2, 0, 0));

async function as(account: string, mallPath = 'points') {
  const session = await token(account, mallPath);
  const send = <T>(path: string, body?: unknown) => call<T>(path, { mallPath, token: session, body });
  const orders = async () =>
    (await send<Page<OrderView>>('/api/order/orderList', { pageSize: 50 })).data.records;
  /** The seeded order with a line of 2 units and no case yet. */
  const freshOrder = async () => {
    const all = await orders();
    return all.find((order) => order.goodsList.some((line) => line.goodsSkuCode === 'G-0007-01'))!;
  };
  return {
    send,
    orders,
    freshOrder,
    lines: (orderNo: string) => send<ClaimableOrder>(`/api/mall/afterSale/orderLines?orderNo=${orderNo}`),
    apply: (body: Record<string, unknown>) => send<AppliedCase>('/api/mall/afterSale/apply', body),
    list: (body: Record<string, unknown> = {}) => send<AfterSalePage>('/api/mall/afterSale/list', body),
    detail: (id: string) => send<AfterSaleDetail>(`/api/mall/afterSale/detail?id=${id}`),
    cancel: (id: string) => send<AfterSaleDetail>('/api/mall/afterSale/cancel', { id }),
    sendBack: (id: string, courier: string, trackingNo: string) =>
      send<AfterSaleDetail>('/api/mall/afterSale/sendBack', { id, courier, trackingNo }),
    states: () => send<OrderAfterSaleState[]>('/api/mall/afterSale/orderStates'),
    balance: async () => (await send<{ balance: number }>('/api/mall/member/pointsBalance')).data.balance,
    merchant: (id: string, action: string, reason?: string) =>
      call<string>('/api/__demo/afterSale', { body: { mallPath, id, action, reason } }),
  };
}

const application = (orderNo: string, extra: Record<string, unknown> = {}) => ({
  orderNo,
  type: 'returnRefund',
  reason: '商品质量问题',
  description: '屏幕有划痕',
  phone: '13800138000',
  images: [],
  lines: [{ goodsSkuCode: 'G-0007-01', quantity: 1 }],
  ...extra,
});

describe('the seed', () => {
  it.each(['points', 'procure'])('holds one case in each status for member in %s', async (mallPath) => {
    const member = await as('member', mallPath);
    const { data } = await member.list({ pageSize: 50 });
    expect(data.records.map((each) => each.status).sort()).toEqual([
      'cancelled',
      'completed',
      'exchanging',
      'pendingReview',
      'refunding',
      'rejected',
      'toReceive',
      'toReturn',
    ]);
    expect(data.counts).toEqual({ all: 8, processing: 5, completed: 1, closed: 2 });
    const rejected = data.records.find((each) => each.status === 'rejected')!;
    expect(rejected.merchantReason).not.toBe('');
  });
});

describe('an order’s claimable lines', () => {
  it('gives each line its claimable quantity, and the reason where there is none', async () => {
    const member = await as('member');
    const fresh = await member.freshOrder();
    const { data } = await member.lines(fresh.orderNo);
    expect(data.types).toEqual(['refund', 'returnRefund', 'exchange']);
    expect(data.lines).toMatchObject([
      { goodsSkuCode: 'G-0007-01', quantity: 2, claimable: 2, reason: null },
    ]);
    const toShip = (await member.orders()).find((order) => order.orderStatusName === '待发货')!;
    const refused = await member.lines(toShip.orderNo);
    expect(refused.data.lines[0]).toMatchObject({ claimable: 0, reason: ELIGIBILITY_TEXT.orderStatus });
  });

  it('orderStates names each order’s lines with units left, and none once all are claimed', async () => {
    const member = await as('member');
    const fresh = await member.freshOrder();
    const toShip = (await member.orders()).find((order) => order.orderStatusName === '待发货')!;
    const lines = async (orderNo: string) =>
      (await member.states()).data.find((each) => each.orderNo === orderNo)?.claimableLines;
    expect(await lines(fresh.orderNo)).toEqual(['G-0007-01']);
    expect(await lines(toShip.orderNo)).toEqual([]);
    await member.apply(application(fresh.orderNo, { lines: [{ goodsSkuCode: 'G-0007-01', quantity: 2 }] }));
    expect(await lines(fresh.orderNo)).toEqual([]);
  });

  it('refuses another member’s order and a member without the code', async () => {
    const member = await as('member');
    const fresh = await member.freshOrder();
    const viewer = await as('viewer');
    expect(await viewer.lines(fresh.orderNo)).toMatchObject({
      success: false,
      message: CALL_PERMISSIONS.afterSales.refusal,
    });
  });
});

describe('applying', () => {
  it('opens a case with half the line’s points for 1 of 2 units, and the line keeps 1 claimable', async () => {
    const member = await as('member');
    const fresh = await member.freshOrder();
    const applied = await member.apply(application(fresh.orderNo));
    expect(applied).toMatchObject({ success: true, message: AFTER_SALE_TEXT.submitted });
    const detail = (await member.detail(applied.data.serviceNo)).data;
    const unit = fresh.goodsList[0]!.unitPoints;
    expect(detail).toMatchObject({ status: 'pendingReview', statusName: '待审核', quantity: 1 });
    expect(detail.refund).toEqual({ points: String(unit), money: '0' });
    expect(detail.log).toMatchObject([{ statusName: '待审核' }]);
    expect((await member.lines(fresh.orderNo)).data.lines[0]).toMatchObject({ claimable: 1 });
  });

  it.each([
    [
      'more than is left',
      { lines: [{ goodsSkuCode: 'G-0007-01', quantity: 3 }] },
      AFTER_SALE_TEXT.quantityRange(2),
    ],
    ['no line', { lines: [] }, AFTER_SALE_TEXT.chooseLines],
    ['no type', { type: undefined }, AFTER_SALE_TEXT.typeMissing],
    ['a type the order does not allow', { type: 'upgrade' }, '参数取值不正确：type'],
    ['a reason of another type', { reason: '不想要了' }, AFTER_SALE_TEXT.reasonUnknown],
    ['a long description', { description: '长'.repeat(201) }, AFTER_SALE_TEXT.descriptionTooLong],
    ['a bad phone', { phone: '12345' }, '手机号码长度不正确'],
    [
      'an image that is not an own upload',
      { images: ['https://elsewhere.example/a.png'] },
      UPLOAD_QUOTA_MESSAGES.notOwnUpload,
    ],
    [
      'too many images',
      { images: Array.from({ length: 7 }, () => '/api/cdn/upload/0123456789abcdef.png') },
      AFTER_SALE_TEXT.imagesTooMany(6),
    ],
  ])('refuses %s and opens nothing', async (_, extra, message) => {
    const member = await as('member');
    const fresh = await member.freshOrder();
    expect(await member.apply(application(fresh.orderNo, extra))).toMatchObject({ success: false, message });
    expect((await member.list()).data.counts.all).toBe(8);
  });
});

describe('a case’s life', () => {
  it('approve, send back, receive and refund: completed, balance and points record grown by the refund', async () => {
    const member = await as('member');
    const fresh = await member.freshOrder();
    const id = (await member.apply(application(fresh.orderNo))).data.serviceNo;
    const before = await member.balance();
    expect(await member.sendBack(id, '顺丰速运', 'SF1234567890')).toMatchObject({
      success: false,
      message: AFTER_SALE_TEXT.notAllowedNow('pendingReview'),
    });
    expect((await member.merchant(id, 'approve')).data).toBe('toReturn');
    expect(await member.sendBack(id, '顺丰速运', '12')).toMatchObject({
      message: AFTER_SALE_TEXT.trackingFormat,
    });
    expect(await member.sendBack(id, '隔壁快递', 'SF1234567890')).toMatchObject({
      message: AFTER_SALE_TEXT.courierUnknown,
    });
    expect((await member.sendBack(id, '顺丰速运', 'SF1234567890')).data).toMatchObject({
      status: 'toReceive',
      logistics: { courier: '顺丰速运', trackingNo: 'SF1234567890' },
    });
    expect((await member.merchant(id, 'receive')).data).toBe('refunding');
    expect((await member.merchant(id, 'refund')).data).toBe('completed');
    const unit = fresh.goodsList[0]!.unitPoints;
    expect(await member.balance()).toBe(before + unit);
    const detail = (await member.detail(id)).data;
    expect(detail.steps.every((step) => step.state === 'done')).toBe(true);
    expect(detail.log.map((step) => step.statusName)).toEqual([
      '待审核',
      '待退货',
      '待商家收货',
      '退款中',
      '已完成',
    ]);
    const card = await member.send<{ movements: { kind: string; points: number; orderNo: string }[] }>(
      '/api/mall/member/pointsCard',
    );
    expect(card.data.movements[0]).toEqual(
      expect.objectContaining({ kind: 'afterSale', points: unit, orderNo: fresh.orderNo }),
    );
    const state = (await member.states()).data.find((each) => each.orderNo === fresh.orderNo);
    expect(state).toMatchObject({
      claimableLines: ['G-0007-01'],
      refunded: { points: String(unit), money: '0' },
    });
  });

  it('cancel frees the units; a reject needs a reason and shows it', async () => {
    const member = await as('member');
    const fresh = await member.freshOrder();
    const first = (
      await member.apply(application(fresh.orderNo, { lines: [{ goodsSkuCode: 'G-0007-01', quantity: 2 }] }))
    ).data.serviceNo;
    expect((await member.lines(fresh.orderNo)).data.lines[0]).toMatchObject({
      claimable: 0,
      reason: ELIGIBILITY_TEXT.allClaimed,
    });
    expect((await member.cancel(first)).data).toMatchObject({ status: 'cancelled', statusName: '已取消' });
    expect(await member.cancel(first)).toMatchObject({
      success: false,
      message: AFTER_SALE_TEXT.notAllowedNow('cancelled'),
    });
    expect((await member.lines(fresh.orderNo)).data.lines[0]).toMatchObject({ claimable: 2 });
    const second = (await member.apply(application(fresh.orderNo))).data.serviceNo;
    expect(await member.merchant(second, 'reject', ' ')).toMatchObject({
      success: false,
      message: AFTER_SALE_TEXT.rejectReasonMissing,
    });
    expect((await member.merchant(second, 'reject', '已超过退货期限')).data).toBe('rejected');
    expect((await member.detail(second)).data).toMatchObject({
      statusName: '已拒绝',
      merchantReason: '已超过退货期限',
    });
  });

  it('searches by order number and goods name, and filters by tab', async () => {
    const member = await as('member');
    const all = (await member.list({ pageSize: 50 })).data.records;
    const [first] = all;
    const byOrder = await member.list({ keyword: first!.orderNo });
    expect(byOrder.data.total).toBe(8);
    const byName = await member.list({ keyword: first!.lines[0]!.goodsSkuName });
    expect(
      byName.data.records.every((each) =>
        each.lines.some((line) => line.goodsSkuName === first!.lines[0]!.goodsSkuName),
      ),
    ).toBe(true);
    expect((await member.list({ keyword: '没有这个商品' })).data.counts).toEqual({
      all: 0,
      processing: 0,
      completed: 0,
      closed: 0,
    });
    const closed = await member.list({ tab: 'closed' });
    expect(closed.data.records.map((each) => each.statusName).sort()).toEqual(['已取消', '已拒绝']);
  });
});

// The demo gateway's old-system orders in process (msw; docs/old-orders.md): the seeded legacy orders and
// after-sales records, the search by number and date range with the engine's messages, the detail, who may call.
import { describe, expect, it } from 'vitest';
import {
  CALL_PERMISSIONS,
  LEGACY_ORDER_STATUS,
  LEGACY_ORDER_TEXT,
  legacyOrderStatusLabel,
} from '../../../engine';
import { startInProcessGateway } from './in-process';
import type {
  LegacyAfterSaleRecord,
  LegacyOrderDetail,
  LegacyOrderSummary,
  Page,
} from '../../../engine/contract';

const NOW = Date.UTC(2026, 2, 1, 2, 0, 0);
const { gateway, call, token } = startInProcessGateway(NOW);

async function as(account: string, mallPath = 'points') {
  const session = await token(account, mallPath);
  const send = <T>(path: string, body?: unknown) => call<T>(path, { mallPath, token: session, body });
  return {
    list: (body: Record<string, unknown> = {}) =>
      send<Page<LegacyOrderSummary>>('/api/order/limofang/orderList', { currentPage: 1, ...body }),
    detail: (orderNo: string) =>
      send<LegacyOrderDetail>(`/api/order/limofang/orderDetail?orderNo=${encodeURIComponent(orderNo)}`),
    afterSales: () =>
      send<Page<LegacyAfterSaleRecord>>('/api/order/limofang/afterSaleList', { currentPage: 1 }),
  };
}

const day = (time: string) => time.slice(0, 10);

describe('the seed', () => {
  it("holds the member's legacy orders, newest first, 10 a page, all before the seed time", async () => {
    const member = await as('member');
    const first = (await member.list()).data;
    expect(first.total).toBe(14);
    expect(first.records).toHaveLength(10);
    const second = (await member.list({ currentPage: 2 })).data.records;
    const all = [...first.records, ...second];
    const times = all.map((order) => order.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(Date.parse(`${times[0]?.replace(' ', 'T')}+08:00`)).toBeLessThan(NOW);
    for (const order of all) {
      expect(order.orderNo).toMatch(/^LMF\d{17}$/);
      expect(order.statusName).toBe(legacyOrderStatusLabel(order.status));
    }
    expect(new Set(all.map((order) => order.status))).toEqual(new Set(Object.values(LEGACY_ORDER_STATUS)));
  });

  it('is the same after a reset', async () => {
    const before = (await (await as('member')).list()).data.records;
    gateway.reset();
    expect((await (await as('member')).list()).data.records).toEqual(before);
  });

  it('differs between shops and prices in the shop mode', async () => {
    const points = (await (await as('member')).list()).data.records;
    const procure = (await (await as('member', 'procure')).list()).data.records;
    expect(procure.map((order) => order.orderNo)).not.toEqual(points.map((order) => order.orderNo));
    expect(points.every((order) => order.totalMoney === 0 && order.totalPoints > 0)).toBe(true);
    expect(procure.every((order) => order.totalPoints === 0 && order.totalMoney > 0)).toBe(true);
  });

  it('gives every account only its own records, and a new one none', async () => {
    const reviewer = (await (await as('reviewer')).list()).data;
    expect(reviewer.total).toBe(3);
    const memberNumbers = new Set((await (await as('member')).list()).data.records.map((o) => o.orderNo));
    expect(reviewer.records.some((order) => memberNumbers.has(order.orderNo))).toBe(false);
    expect((await (await as('newcomer')).list()).data.total).toBe(0);
    expect((await (await as('newcomer')).afterSales()).data.total).toBe(0);
  });
});

describe('the search', () => {
  it('finds by part of the number, in any case', async () => {
    const member = await as('member');
    const [target] = (await member.list()).data.records;
    const part = target?.orderNo.slice(0, 11).toLowerCase() ?? '';
    const found = (await member.list({ orderNo: part })).data.records;
    expect(found.map((order) => order.orderNo)).toContain(target?.orderNo);
    expect(found.every((order) => order.orderNo.startsWith(part.toUpperCase()))).toBe(true);
    expect((await member.list({ orderNo: 'LMF1999' })).data).toMatchObject({ total: 0, records: [] });
  });

  it('finds by a date range, both days included', async () => {
    const member = await as('member');
    const records = (await member.list({ pageSize: 100 })).data.records;
    const [newest, , third] = records;
    const range = { startDate: day(third?.createTime ?? ''), endDate: day(newest?.createTime ?? '') };
    const found = (await member.list({ ...range, pageSize: 100 })).data.records;
    expect(found.map((order) => order.orderNo)).toEqual(records.slice(0, 3).map((order) => order.orderNo));
  });

  it.each([
    [{ orderNo: 'LMF-1' }, LEGACY_ORDER_TEXT.orderNoFormat],
    [{ startDate: '2025-02-30' }, LEGACY_ORDER_TEXT.startDateInvalid],
    [{ endDate: '20250101' }, LEGACY_ORDER_TEXT.endDateInvalid],
    [{ startDate: '2025-03-02', endDate: '2025-03-01' }, LEGACY_ORDER_TEXT.startAfterEnd],
  ])('refuses %j with the engine message', async (body, message) => {
    expect(await (await as('member')).list(body)).toMatchObject({ success: false, code: '10001', message });
  });
});

describe('the detail', () => {
  it('carries the lines with their amounts, the receiver, the courier of a shipped order', async () => {
    const member = await as('member');
    const records = (await member.list({ pageSize: 100 })).data.records;
    const completed = records.find((order) => order.status === LEGACY_ORDER_STATUS.completed);
    const { data } = await member.detail(completed?.orderNo ?? '');
    expect(data.orderNo).toBe(completed?.orderNo);
    expect(data.lines.length).toBeGreaterThan(0);
    for (const line of data.lines) expect(line.points).toBe(line.unitPoints * line.quantity);
    expect(data.goodsPoints).toBe(data.lines.reduce((total, line) => total + line.points, 0));
    expect(data.totalPoints).toBe(data.goodsPoints);
    expect(data.courierName).not.toBe('');
    expect(data.trackingNo).not.toBe('');
    expect(data.receiverName).toBe('演示会员');
  });

  it('an order closed unpaid has no payment time and no courier', async () => {
    const member = await as('member');
    const records = (await member.list({ pageSize: 100 })).data.records;
    const closed = records.find((order) => order.status === LEGACY_ORDER_STATUS.closed);
    const { data } = await member.detail(closed?.orderNo ?? '');
    expect(data).toMatchObject({ payTime: '', courierName: '', trackingNo: '' });
  });

  it.each([
    ['', LEGACY_ORDER_TEXT.orderNoMissing],
    ['LMF00000000000000000', LEGACY_ORDER_TEXT.orderNotFound],
  ])('refuses %j', async (orderNo, message) => {
    expect(await (await as('member')).detail(orderNo)).toMatchObject({ success: false, message });
  });

  it("is not another member's to read", async () => {
    const [mine] = (await (await as('member')).list()).data.records;
    expect(await (await as('reviewer')).detail(mine?.orderNo ?? '')).toMatchObject({
      success: false,
      message: LEGACY_ORDER_TEXT.orderNotFound,
    });
  });
});

describe('the after-sales records', () => {
  it('are the member’s, newest first, each on one of their legacy orders', async () => {
    const member = await as('member');
    const { data } = await member.afterSales();
    expect(data.total).toBe(4);
    const numbers = new Set((await member.list({ pageSize: 100 })).data.records.map((o) => o.orderNo));
    for (const record of data.records) {
      expect(numbers).toContain(record.orderNo);
      expect(record.serviceNo).toMatch(/^LSH\d{17}$/);
      expect(record).not.toHaveProperty('userId');
    }
    const times = data.records.map((record) => record.applyTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(data.records.map((record) => record.statusName).sort()).toEqual(
      ['已完成', '已完成', '已拒绝', '已撤销'].sort(),
    );
  });

  it('a completed refund is on a refunded order and refunds the line', async () => {
    const member = await as('member');
    const records = (await member.afterSales()).data.records;
    const refund = records.find((record) => record.refundPoints > 0);
    const order = (await member.detail(refund?.orderNo ?? '')).data;
    expect(order.status).toBe(LEGACY_ORDER_STATUS.refunded);
    const line = order.lines.find((each) => each.goodsName === refund?.goodsName);
    expect(refund?.refundPoints).toBe(line?.points);
  });
});

describe('who may call', () => {
  it.each([
    '/api/order/limofang/orderList',
    '/api/order/limofang/orderDetail?orderNo=LMF1',
    '/api/order/limofang/afterSaleList',
  ])('%s: refused to the viewer (no F000260) and to a guest', async (path) => {
    const viewer = await token('viewer');
    const body = path.includes('?') ? undefined : { currentPage: 1 };
    expect(await call(path, { token: viewer, body })).toMatchObject({
      success: false,
      code: '10003',
      message: CALL_PERMISSIONS.oldOrders.refusal,
    });
    expect(await call(path, { body })).toMatchObject({ success: false, code: '11111' });
  });
});

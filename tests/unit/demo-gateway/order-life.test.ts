// The demo gateway's rest of an order's life: 确认收货 only of one's own shipped order, the counts per status,
// the seeded parcels, and an order paid only once it may ship (at submit, or at the reviewer's approval).
import { describe, expect, it } from 'vitest';
import { COURIERS, ORDER_MESSAGES, ORDER_STATUS, RECEIPT_MESSAGES } from '../../../engine';
import { startInProcessGateway } from './in-process';
import type { OrderStatusCount, OrderView, Page, SubmittedOrder } from '../../../engine/contract';

const NOW = Date.UTC(2026, 2, 1, 2, 0, 0);
const { call, token } = startInProcessGateway(NOW);

async function as(account: string, mallPath = 'points') {
  const session = await token(account, mallPath);
  const send = <T>(path: string, body?: unknown) => call<T>(path, { mallPath, token: session, body });
  const orders = async () =>
    (await send<Page<OrderView>>('/api/order/orderList', { currentPage: 1 })).data.records;
  return {
    orders,
    inStatus: async (status: number) => (await orders()).filter((order) => order.orderStatus === status),
    confirm: (orderNo: string) => send<OrderView>('/api/order/confirmReceipt', { orderNo }),
    counts: () => send<OrderStatusCount[]>('/api/order/statusCounts'),
    submit: (body: Record<string, unknown>) => send<SubmittedOrder>('/api/order/submitOrder', body),
    detail: (orderNo: string) => send<OrderView>(`/api/order/orderDetail?orderNo=${orderNo}`),
    review: (body: Record<string, unknown>) => send<OrderView>('/api/order/reviewOrder', body),
  };
}

describe('确认收货', () => {
  it('moves the member’s shipped order to 已完成, with the step in its history', async () => {
    const member = await as('member');
    const [shipped] = await member.inStatus(ORDER_STATUS.shipped);
    const answer = await member.confirm(shipped?.orderNo ?? '');
    expect(answer).toMatchObject({ success: true, message: RECEIPT_MESSAGES.confirmed });
    expect(answer.data.orderStatus).toBe(ORDER_STATUS.completed);
    expect(answer.data.statusHistory.at(-1)).toMatchObject({ status: ORDER_STATUS.completed });
    expect(await member.confirm(shipped?.orderNo ?? '')).toMatchObject({
      success: false,
      message: RECEIPT_MESSAGES.notShipped,
    });
  });

  it.each([ORDER_STATUS.toShip, ORDER_STATUS.completed])('refuses an order in %i', async (status) => {
    const member = await as('member');
    const [order] = await member.inStatus(status);
    expect(await member.confirm(order?.orderNo ?? '')).toMatchObject({
      success: false,
      message: RECEIPT_MESSAGES.notShipped,
    });
    expect((await member.detail(order?.orderNo ?? '')).data.orderStatus).toBe(status);
  });

  it('refuses another member’s order as not found, and a missing number', async () => {
    const member = await as('member');
    const [shipped] = await member.inStatus(ORDER_STATUS.shipped);
    const other = await as('supplier');
    expect(await other.confirm(shipped?.orderNo ?? '')).toMatchObject({
      success: false,
      message: ORDER_MESSAGES.orderNotFound,
    });
    expect(await other.confirm('')).toMatchObject({ success: false, message: ORDER_MESSAGES.orderNoMissing });
  });
});

describe('the counts per status', () => {
  it('answers every status with the member’s count, and follows a change', async () => {
    const member = await as('member');
    const count = async (status: number) =>
      (await member.counts()).data.find((each) => each.orderStatus === status)?.count;
    expect((await member.counts()).data).toHaveLength(Object.values(ORDER_STATUS).length);
    expect(await count(ORDER_STATUS.shipped)).toBe(1);
    expect(await count(ORDER_STATUS.completed)).toBe(4);
    expect(await count(ORDER_STATUS.pendingReview)).toBe(0);
    const [shipped] = await member.inStatus(ORDER_STATUS.shipped);
    await member.confirm(shipped?.orderNo ?? '');
    expect(await count(ORDER_STATUS.shipped)).toBe(0);
    expect(await count(ORDER_STATUS.completed)).toBe(5);
  });
});

describe('the seeded parcels', () => {
  it('a shipped or completed order has a courier, a tracking number and steps, newest first; others none', async () => {
    const member = await as('member');
    for (const order of await member.orders()) {
      const left = order.orderStatus === ORDER_STATUS.shipped || order.orderStatus === ORDER_STATUS.completed;
      if (!left) {
        expect(order.shipment).toBeNull();
        continue;
      }
      expect(COURIERS.map(({ name }) => name)).toContain(order.shipment?.courierName);
      expect(order.shipment?.trackingNo).toMatch(/^[A-Z]+\d{12}$/);
      const times = order.shipment?.tracks.map((track) => track.time) ?? [];
      expect(times.length).toBeGreaterThan(2);
      expect([...times].sort().reverse()).toEqual(times);
    }
  });
});

describe('when an order is paid', () => {
  it('a points order is paid at submit', async () => {
    const member = await as('member');
    const order = await member.submit({
      kind: 'normal',
      settlementKey: 'paid-at-submit',
      items: [{ goodsCode: 'G-ON-SALE', goodsSkuCode: 'G-ON-SALE-01', quantity: 1 }],
    });
    expect((await member.detail(order.data.orderNo)).data).toMatchObject({
      payMethod: 'points',
      payTime: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('a procurement order is unpaid while under review, and paid at approval', async () => {
    const member = await as('member', 'procure');
    const reviewer = await as('reviewer', 'procure');
    const order = await member.submit({
      kind: 'jiCai',
      settlementKey: 'paid-at-approval',
      items: [{ goodsCode: 'G-ON-SALE', goodsSkuCode: 'G-ON-SALE-01', quantity: 1 }],
    });
    expect((await member.detail(order.data.orderNo)).data).toMatchObject({ payMethod: null, payTime: '' });
    await reviewer.review({ orderNo: order.data.orderNo, approved: 1 });
    expect((await member.detail(order.data.orderNo)).data).toMatchObject({
      payMethod: 'money',
      payTime: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('the seeded order under review is unpaid', async () => {
    const member = await as('member', 'procure');
    const [pending] = await member.inStatus(ORDER_STATUS.pendingReview);
    expect(pending).toMatchObject({ payMethod: null, payTime: '' });
  });
});

// The demo gateway's orders in process (msw): submit exactly once per settlement key, refusals that change
// nothing, points paid and refunded, flash-sale and virtual settlements, cancel and review.
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, ORDER_STATUS, payableUnitPrice, SETTLEMENT_MESSAGES } from '../../../engine';
import { startInProcessGateway } from './in-process';
import type { GoodsDetail, OrderView, Page, RefusedLine, SubmittedOrder } from '../../../engine/contract';

const NOW = Date.UTC(2026, 2, 1, 2, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
const { gateway, call, token } = startInProcessGateway(NOW);

const line = (goodsCode: string, quantity: number) => ({
  goodsCode,
  goodsSkuCode: `${goodsCode}-01`,
  quantity,
});

let keys = 0;
const settlementKey = () => `test-key-${(keys += 1)}`;

async function as(account: string, mallPath = 'points') {
  const session = await token(account, mallPath);
  const send = <T>(path: string, body?: unknown) => call<T>(path, { mallPath, token: session, body });
  return {
    submit: (body: Record<string, unknown>) =>
      send<SubmittedOrder>('/api/order/submitOrder', {
        kind: 'normal',
        settlementKey: settlementKey(),
        ...body,
      }),
    orders: () => send<Page<OrderView>>('/api/order/orderList', { currentPage: 1 }),
    detail: (orderNo: string) => send<OrderView>(`/api/order/orderDetail?orderNo=${orderNo}`),
    cancel: (orderNo: string) => send<OrderView>('/api/order/cancelOrder', { orderNo }),
    review: (body: Record<string, unknown>) => send<OrderView>('/api/order/reviewOrder', body),
    balance: async () => (await send<{ balance: number }>('/api/mall/member/pointsBalance')).data.balance,
    cartCodes: async () => {
      const cart = await send<{ validCartItems: { cartItems: { goodsSkuCode: string }[] }[] }>(
        '/api/cart/queryCartList',
        {},
      );
      return cart.data.validCartItems.flatMap((group) => group.cartItems.map((item) => item.goodsSkuCode));
    },
  };
}

describe('submitting an order', () => {
  it('makes one order for one settlement key: a replay answers the first order', async () => {
    const member = await as('member');
    const body = { settlementKey: 'double-click', items: [line('G-ON-SALE', 1)] };
    const first = await member.submit(body);
    const replay = await member.submit(body);
    expect(first).toMatchObject({ success: true, message: ORDER_MESSAGES.submitted });
    expect(replay).toMatchObject({ success: true, data: { orderNo: first.data.orderNo } });
    const mine = (await member.orders()).data.records.filter((order) => order.orderNo === first.data.orderNo);
    expect(mine).toHaveLength(1);
    expect(await member.balance()).toBe(50_000 - first.data.totalPoints);
  });

  it('refuses without a settlement key', async () => {
    const member = await as('member');
    expect(await member.submit({ settlementKey: '', items: [line('G-ON-SALE', 1)] })).toMatchObject({
      success: false,
      message: ORDER_MESSAGES.settlementKeyMissing,
    });
  });

  it('99999 on submit creates no order and leaves the cart intact; the key stays free', async () => {
    const member = await as('member');
    const cart = await member.cartCodes();
    const before = (await member.orders()).data.total;
    gateway.faults.add({ path: '/api/order/submitOrder', code: '99999', times: 1 });
    const body = { settlementKey: 'after-fault', items: [line('G-ON-SALE', 2)] };
    expect(await member.submit(body)).toMatchObject({ success: false, code: '99999' });
    expect((await member.orders()).data.total).toBe(before);
    expect(await member.cartCodes()).toEqual(cart);
    expect(await member.submit(body)).toMatchObject({ success: true });
  });

  it('names each refused line with its reason, lists them in data, and changes nothing', async () => {
    const member = await as('member');
    const before = (await member.orders()).data.total;
    const answer = await member.submit({ items: [line('G-ON-SALE', 1), line('G-LADDER', 999)] });
    expect(answer.success).toBe(false);
    expect(answer.message).toMatch(/^办公打印纸.*：库存不足/);
    expect(answer.data as unknown as RefusedLine[]).toEqual([
      { goodsSkuCode: 'G-LADDER-01', reason: expect.stringContaining('库存不足') },
    ]);
    expect((await member.orders()).data.total).toBe(before);
    expect(await member.balance()).toBe(50_000);
  });

  it('refuses an order the points do not cover, saying by how much', async () => {
    const member = await as('member');
    const answer = await member.submit({ items: [line('G-LADDER', 500)] });
    expect(answer).toMatchObject({
      success: false,
      message: expect.stringMatching(/^积分不足.*还差\d+积分$/),
    });
    expect(await member.balance()).toBe(50_000);
  });
});

describe('the settlement variants', () => {
  it('settles a running flash sale at its activity price (320)', async () => {
    const member = await as('member');
    const order = await member.submit({ kind: 'flashSale', items: [line('G-FLASH-RUNNING', 1)] });
    expect(order).toMatchObject({ success: true, data: { kind: 'flashSale', totalPoints: 320 } });
  });

  it.each(['G-FLASH-UPCOMING', 'G-FLASH-ENDED'])(
    '%s: a normal settlement charges the price payable now, the one the detail shows (not the sale price)',
    async (goodsCode) => {
      const member = await as('member');
      const { data: detail } = await call<GoodsDetail>(`/api/mall/goods/goodsDetail?goodsCode=${goodsCode}`, {
        mallPath: 'points',
      });
      const shown = payableUnitPrice(detail, { mode: 'points', serverNow: NOW });
      expect(shown.source).toBe('list');
      const order = await member.submit({ items: [line(goodsCode, 2)] });
      expect(order).toMatchObject({ success: true, data: { totalPoints: Number(shown.parts.points) * 2 } });
    },
  );

  it('refuses a flash-sale settlement whose sale ended meanwhile', async () => {
    await as('member'); // seeds the shop: its sale runs for 3 days from now
    gateway.advanceClock(4 * DAY);
    const member = await as('member');
    const answer = await member.submit({ kind: 'flashSale', items: [line('G-FLASH-RUNNING', 1)] });
    expect(answer).toMatchObject({
      success: false,
      message: expect.stringContaining(ORDER_MESSAGES.flashSaleEnded),
    });
  });

  it.each([
    ['', SETTLEMENT_MESSAGES.rechargeAccountMissing],
    ['12345', SETTLEMENT_MESSAGES.rechargeAccountPattern],
  ])('asks a virtual order for the account to credit (%j)', async (rechargeAccount, message) => {
    const member = await as('member');
    const answer = await member.submit({
      kind: 'virtual',
      rechargeAccount,
      items: [line('G-VIRTUAL-RECHARGE', 1)],
    });
    expect(answer).toMatchObject({ success: false, message });
  });

  it('completes a virtual order without an address', async () => {
    const member = await as('member');
    const order = await member.submit({
      kind: 'virtual',
      rechargeAccount: '13800138000',
      items: [line('G-VIRTUAL-RECHARGE', 1)],
    });
    expect(order).toMatchObject({
      success: true,
      data: { kind: 'virtual', orderStatus: ORDER_STATUS.completed },
    });
    const detail = (await member.detail(order.data.orderNo)).data;
    expect(detail).toMatchObject({ address: null, rechargeAccount: '13800138000', cancellable: false });
  });
});

describe('after submit', () => {
  it('shows the order first in the list with how it was paid, and cancelling refunds points and stock', async () => {
    const member = await as('member');
    const order = await member.submit({ items: [line('G-ON-SALE', 1), line('G-LADDER', 12)] });
    expect(order.success).toBe(true);
    const [first] = (await member.orders()).data.records;
    expect(first).toMatchObject({
      orderNo: order.data.orderNo,
      kind: 'normal',
      payMethod: 'points',
      cancellable: true,
      totalPoints: order.data.totalPoints,
      statusHistory: [{ status: ORDER_STATUS.toShip, statusName: '待发货' }],
    });
    expect(await member.balance()).toBe(50_000 - order.data.totalPoints);
    expect(await member.cancel(order.data.orderNo)).toMatchObject({
      success: true,
      message: ORDER_MESSAGES.cancelled,
      data: { orderStatus: ORDER_STATUS.cancelled, cancellable: false },
    });
    expect(await member.balance()).toBe(50_000);
    expect(await member.cancel(order.data.orderNo)).toMatchObject({
      success: false,
      message: ORDER_MESSAGES.notCancellable,
    });
  });

  it('creates procurement orders 待审核; a reject needs a reason, which the member then sees', async () => {
    const member = await as('member', 'procure');
    const reviewer = await as('reviewer', 'procure');
    const order = await member.submit({ kind: 'jiCai', items: [line('G-ON-SALE', 1)] });
    expect(order).toMatchObject({ data: { kind: 'jiCai', orderStatus: ORDER_STATUS.pendingReview } });
    expect(await reviewer.review({ orderNo: order.data.orderNo, approved: 0 })).toMatchObject({
      success: false,
      message: ORDER_MESSAGES.rejectReasonMissing,
    });
    const rejected = await reviewer.review({
      orderNo: order.data.orderNo,
      approved: 0,
      reviewRemark: '超出预算',
    });
    expect(rejected).toMatchObject({ success: true, message: ORDER_MESSAGES.rejected });
    expect((await member.detail(order.data.orderNo)).data).toMatchObject({
      orderStatus: ORDER_STATUS.rejected,
      orderStatusName: '已驳回',
      reviewRemark: '超出预算',
      cancellable: false,
      statusHistory: [
        { status: ORDER_STATUS.pendingReview },
        { status: ORDER_STATUS.rejected, remark: '超出预算' },
      ],
    });
  });

  it('approving sends the order to 待发货', async () => {
    const member = await as('member', 'procure');
    const reviewer = await as('reviewer', 'procure');
    const order = await member.submit({ kind: 'jiCai', items: [line('G-ON-SALE', 1)] });
    expect(await reviewer.review({ orderNo: order.data.orderNo, approved: 1 })).toMatchObject({
      success: true,
      data: { orderStatus: ORDER_STATUS.toShip, cancellable: true },
    });
  });
});

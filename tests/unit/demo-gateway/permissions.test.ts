// The guarded calls ask the shop's capability and the member's codes together, as the pages do: a reviewer
// reads no one's orders where orders are never reviewed, and where they are, reads phone numbers masked.
import { describe, expect, it } from 'vitest';
import { CALL_PERMISSIONS, maskPhone, ORDER_MESSAGES } from '../../../engine';
import { startInProcessGateway } from './in-process';
import type { OrderView, Page, SubmittedOrder } from '../../../engine/contract';

const NOW = Date.UTC(2026, 2, 1, 2, 0, 0);
const { call, token } = startInProcessGateway(NOW);
const NO_PERMISSION = { success: false, code: '10003', message: ORDER_MESSAGES.noReviewRight, data: null };
const MASKED = /^1\d{2}\*{4}\d{4}$/;

async function as(account: string, mallPath: string) {
  const session = await token(account, mallPath);
  const send = <T>(path: string, body?: unknown) => call<T>(path, { mallPath, token: session, body });
  return {
    submit: (kind: string) =>
      send<SubmittedOrder>('/api/order/submitOrder', {
        kind,
        settlementKey: `${mallPath}-${kind}`,
        items: [{ goodsCode: 'G-ON-SALE', goodsSkuCode: 'G-ON-SALE-01', quantity: 1 }],
      }),
    reviewList: (orderStatus?: number) =>
      send<Page<OrderView> | null>('/api/order/reviewOrderList', { currentPage: 1, orderStatus }),
    detail: (orderNo: string) => send<OrderView | null>(`/api/order/orderDetail?orderNo=${orderNo}`),
    review: (orderNo: string) => send<OrderView | null>('/api/order/reviewOrder', { orderNo, approved: 1 }),
  };
}

describe('order review where orders are never reviewed (points)', () => {
  it('refuses the reviewer the review list, in every status', async () => {
    const reviewer = await as('reviewer', 'points');
    expect(await reviewer.reviewList()).toMatchObject(NO_PERMISSION);
    expect(await reviewer.reviewList(1003)).toMatchObject(NO_PERMISSION);
  });

  it("refuses the reviewer another member's order and the review itself", async () => {
    const order = await (await as('member', 'points')).submit('normal');
    const reviewer = await as('reviewer', 'points');
    expect(await reviewer.detail(order.data.orderNo)).toMatchObject({
      success: false,
      message: ORDER_MESSAGES.orderNotFound,
      data: null,
    });
    expect(await reviewer.review(order.data.orderNo)).toMatchObject(NO_PERMISSION);
  });
});

describe('order review where orders are reviewed (procure)', () => {
  it('grants the reviewer the list and the detail, with the phone numbers masked', async () => {
    const member = await as('member', 'procure');
    const order = await member.submit('jiCai');
    const own = (await member.detail(order.data.orderNo)).data;
    const phone = own?.address?.receiverPhone ?? '';
    expect(phone).toMatch(/^1\d{10}$/);

    const reviewer = await as('reviewer', 'procure');
    const listed = (await reviewer.reviewList()).data?.records.find(
      (each) => each.orderNo === order.data.orderNo,
    );
    expect(listed?.address?.receiverPhone).toBe(maskPhone(phone));
    expect(listed?.address?.receiverPhone).toMatch(MASKED);
    const detail = await reviewer.detail(order.data.orderNo);
    expect(detail).toMatchObject({ success: true, data: { address: { receiverPhone: maskPhone(phone) } } });
    expect(JSON.stringify(detail)).not.toContain(phone);
  });

  it("refuses a member without the review code, with the review's message", async () => {
    expect(CALL_PERMISSIONS.orderReview.refusal).toBe(ORDER_MESSAGES.noReviewRight);
    expect(await (await as('member', 'procure')).reviewList()).toMatchObject(NO_PERMISSION);
  });
});

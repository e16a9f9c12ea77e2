// The demo gateway's budgets in process (docs/budgets.md): the directory and the seeded budgets, the budget
// line of the procurement settlement, and what each overrun policy does at submit; a rejected or cancelled
// order frees what it froze.
import { describe, expect, it } from 'vitest';
import { BUDGET_MESSAGES, BUDGET_TEXT, ORDER_STATUS, OVER_BUDGET_REASON } from '../../../engine';
import { startInProcessGateway } from './in-process';
import type { OrderView, SubmittedOrder } from '../../../engine/contract';

const NOW = Date.UTC(2026, 10, 27, 2, 0, 0);
const { call, token } = startInProcessGateway(NOW);
const ADMIN_BUDGET = 'B-admin-2026-11';

interface BudgetFigures {
  total: string;
  used: string;
  frozen: string;
  remaining: string;
  overspent: string;
}

let keys = 0;

async function as(account: string, mallPath: string) {
  const session = await token(account, mallPath);
  const send = <T>(path: string, body?: unknown) => call<T>(path, { mallPath, token: session, body });
  const items = (quantity: number) => [{ goodsCode: 'G-ON-SALE', goodsSkuCode: 'G-ON-SALE-01', quantity }];
  return {
    send,
    budget: async () =>
      (
        await send<BudgetFigures & { orders: { orderNo: string }[] }>(
          `/api/mall/member/budget/detail?budgetId=${ADMIN_BUDGET}`,
        )
      ).data,
    preview: (quantity: number) =>
      send<{ totalMoney: number; budget: Record<string, unknown> | null }>('/api/order/settlement/preview', {
        kind: 'jiCai',
        items: items(quantity),
      }),
    submit: (quantity: number) =>
      send<SubmittedOrder>('/api/order/submitOrder', {
        kind: 'jiCai',
        items: items(quantity),
        settlementKey: `budget-key-${(keys += 1)}`,
      }),
  };
}

describe('the budget directory and figures', () => {
  it('lists eight departments with their people, and where the member sits', async () => {
    const member = await as('member', 'procure');
    const { data } = await member.send<{
      departments: { name: string; people: unknown[] }[];
      mine: { departmentId: string };
    }>('/api/mall/member/budget/owners');
    expect(data.departments).toHaveLength(8);
    const options = data.departments.reduce((count, each) => count + 1 + each.people.length, 0);
    expect(options).toBeGreaterThan(30);
    expect(data.mine).toEqual({ departmentId: 'admin', personId: 'p-member' });
  });

  it('keeps 行政部 nearly spent and 研发部 with room', async () => {
    const member = await as('member', 'procure');
    const list = (ownerId: string) =>
      member.send<BudgetFigures[]>('/api/mall/member/budget/list', { ownerKind: 'department', ownerId });
    const [admin] = (await list('admin')).data;
    const [rd] = (await list('rd')).data;
    expect(admin).toMatchObject({ remaining: '800', overspent: '0', percent: 96 });
    expect(rd).toMatchObject({ total: '300000', remaining: '213600' });
    expect(await list('nobody')).toMatchObject({ success: false, message: BUDGET_TEXT.ownerMissing });
  });

  it('is refused where the shop keeps no budgets', async () => {
    const member = await as('member', 'points');
    expect(await member.send('/api/mall/member/budget/owners')).toMatchObject({
      success: false,
      code: '10003',
      message: BUDGET_TEXT.notEnabled,
    });
    expect((await member.preview(1)).data.budget).toBeUndefined();
  });
});

describe('the budget at procurement checkout', () => {
  it('names the budget and what remains after an order that fits', async () => {
    const member = await as('member', 'procure');
    const { data } = await member.preview(1);
    expect(data.budget).toMatchObject({
      budgetId: ADMIN_BUDGET,
      name: '行政部2026年11月预算',
      remaining: '800',
      outcome: 'fits',
      message: null,
    });
  });

  it('block: refuses an order over the budget and makes none', async () => {
    const member = await as('member', 's9009');
    const over = await member.preview(10);
    expect(over.data.budget).toMatchObject({ outcome: 'refused' });
    const submitted = await member.submit(10);
    expect(submitted).toMatchObject({
      success: false,
      message: BUDGET_MESSAGES.refused('行政部2026年11月预算', String(over.data.totalMoney), '800'),
    });
    expect((await member.budget()).remaining).toBe('800');
  });

  it('review: sends it to 待审核 with 超出预算, freezes what remains; rejecting frees it', async () => {
    const member = await as('member', 'procure');
    const reviewer = await as('reviewer', 'procure');
    const before = await member.budget();
    const { data: order } = await member.submit(10);
    expect(order.orderStatus).toBe(ORDER_STATUS.pendingReview);
    const held = await member.budget();
    expect(held).toMatchObject({ remaining: '0', overspent: '0' });
    expect(held.orders[0]?.orderNo).toBe(order.orderNo);
    const review = await reviewer.send<{ records: OrderView[] }>('/api/order/reviewOrderList', {
      currentPage: 1,
    });
    expect(review.data.records.find((each) => each.orderNo === order.orderNo)).toMatchObject({
      holdReason: OVER_BUDGET_REASON,
    });
    await reviewer.send('/api/order/reviewOrder', {
      orderNo: order.orderNo,
      approved: 0,
      reviewRemark: '请调整预算后再下单',
    });
    expect(await member.budget()).toMatchObject({ remaining: before.remaining, frozen: before.frozen });
  });

  it('a cancelled order frees what it froze', async () => {
    const member = await as('member', 'procure');
    const { data: order } = await member.submit(1);
    expect((await member.budget()).remaining).not.toBe('800');
    await member.send('/api/order/cancelOrder', { orderNo: order.orderNo });
    expect((await member.budget()).remaining).toBe('800');
  });

  it('warn: lets it through and the budget shows as overspent', async () => {
    const member = await as('member', 's4334');
    const preview = await member.preview(10);
    expect(preview.data.budget).toMatchObject({ outcome: 'warned' });
    const { data: order } = await member.submit(10);
    expect(order.orderStatus).toBe(ORDER_STATUS.pendingReview);
    const after = await member.budget();
    expect(after.remaining.startsWith('-')).toBe(true);
    expect(after.overspent).toBe(after.remaining.slice(1));
  });
});

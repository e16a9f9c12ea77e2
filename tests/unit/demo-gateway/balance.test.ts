// 我的余额 in the demo gateway (docs/balance.md): the seeded ledger, its filters and paging, 余额支付 at
// submit (消费, the exact refusal when short), and the 退款 of a cancelled or rejected order.
import { describe, expect, it } from 'vitest';
import {
  BALANCE_REMARK,
  BALANCE_TEXT,
  balanceShortMessage,
  CALL_PERMISSIONS,
  LEDGER_PAGE_SIZE,
} from '../../../engine';
import { checkProfileFolder } from '../../../scripts/lib/profiles-fs';
import { seedShop } from '../../../src/demo-gateway/seed';
import { startInProcessGateway } from './in-process';
import type { BalanceSummary, LedgerEntry, OrderView, Page, SubmittedOrder } from '../../../engine/contract';

const NOW = Date.UTC(2026, 10, 20, 2, 0, 0);
const { call, token } = startInProcessGateway(NOW);

let keys = 0;
const tea = (quantity: number) => ({ goodsCode: 'G-ON-SALE', goodsSkuCode: 'G-ON-SALE-01', quantity });

async function as(account: string, mallPath = 'procure') {
  const session = await token(account, mallPath);
  const send = <T>(path: string, body?: unknown) => call<T>(path, { mallPath, token: session, body });
  return {
    session,
    summary: () => send<BalanceSummary>('/api/mall/member/balance'),
    ledger: (filter: Record<string, unknown> = {}) =>
      send<Page<LedgerEntry>>('/api/mall/member/balanceLedger', { currentPage: 1, ...filter }),
    submit: (body: Record<string, unknown>) =>
      send<SubmittedOrder>('/api/order/submitOrder', {
        kind: 'jiCai',
        settlementKey: `balance-${(keys += 1)}`,
        items: [tea(1)],
        ...body,
      }),
    orderCount: async () =>
      (await send<Page<unknown>>('/api/order/orderList', { currentPage: 1 })).data.total,
    cancel: (orderNo: string) => send('/api/order/cancelOrder', { orderNo }),
    review: (body: Record<string, unknown>) => send('/api/order/reviewOrder', body),
  };
}

describe('the seeded balance', () => {
  it('gives member on procure 30 entries whose sum is the available amount, with some frozen', async () => {
    const member = await as('member');
    const { data: summary } = await member.summary();
    const { data: ledger } = await member.ledger({ pageSize: 100 });
    expect(ledger.total).toBe(30);
    expect(ledger.records[0]?.balanceAfter).toBe(summary.available);
    const sum = ledger.records.reduce((total, entry) => total + Math.round(entry.amount * 100), 0);
    expect(sum).toBe(Math.round(summary.available * 100));
    expect(summary.frozen).toBeGreaterThan(0);
    expect(new Set(ledger.records.map((entry) => entry.typeName))).toEqual(
      new Set(['充值', '消费', '退款', '冻结', '解冻', '调整']),
    );
    expect(ledger.records.find((entry) => entry.type === 'spend')).toMatchObject({
      orderNo: expect.stringMatching(/^DM/),
      orderKind: 'jiCai',
    });
  });

  it('is the same on every seed', async () => {
    const first = (await (await as('member')).ledger({ pageSize: 100 })).data;
    const again = (await (await as('member')).ledger({ pageSize: 100 })).data;
    expect(again).toEqual(first);
  });

  it('pages by ten and filters by type and by month', async () => {
    const member = await as('member');
    const firstPage = (await member.ledger()).data;
    expect(firstPage.records).toHaveLength(LEDGER_PAGE_SIZE);
    const spends = (await member.ledger({ type: 'spend', pageSize: 100 })).data.records;
    expect(spends.length).toBeGreaterThan(0);
    expect(spends.every((entry) => entry.type === 'spend' && entry.amount < 0)).toBe(true);
    const [month] = (await member.summary()).data.months;
    const ofMonth = (await member.ledger({ month, pageSize: 100 })).data.records;
    expect(ofMonth.length).toBeGreaterThan(0);
    expect(ofMonth.every((entry) => entry.time.startsWith(month ?? '-'))).toBe(true);
    expect(await member.ledger({ month: '2026-13' })).toMatchObject({
      success: false,
      message: BALANCE_TEXT.badMonth,
    });
  });

  it('is refused where the shop has no balance', async () => {
    expect(await (await as('member', 'points')).summary()).toMatchObject({
      success: false,
      code: '10003',
      message: CALL_PERMISSIONS.balance.refusal,
    });
  });
});

describe('余额支付 at submit', () => {
  it('pays the order from the balance with a 消费 entry linked to it; a cancel gives it back with 退款', async () => {
    const member = await as('member');
    const before = (await member.summary()).data.available;
    const order = await member.submit({ payment: 'balance' });
    expect(order.success).toBe(true);
    const total = order.data.totalMoney;
    expect((await member.summary()).data.available).toBeCloseTo(before - total, 2);
    expect((await member.ledger()).data.records[0]).toMatchObject({
      type: 'spend',
      typeName: '消费',
      amount: -total,
      orderNo: order.data.orderNo,
      remark: BALANCE_REMARK.orderPaid,
    });
    expect(await member.cancel(order.data.orderNo)).toMatchObject({ success: true });
    expect((await member.ledger()).data.records[0]).toMatchObject({
      type: 'refund',
      amount: total,
      orderNo: order.data.orderNo,
      remark: BALANCE_REMARK.orderCancelled,
    });
    expect((await member.summary()).data.available).toBeCloseTo(before, 2);
  });

  it('gives a rejected order back to the balance', async () => {
    const member = await as('member');
    const order = await member.submit({ payment: 'balance' });
    const reviewer = await as('reviewer');
    await reviewer.review({ orderNo: order.data.orderNo, approved: 0, reviewRemark: '超出采购范围' });
    expect((await member.ledger()).data.records[0]).toMatchObject({
      type: 'refund',
      amount: order.data.totalMoney,
      remark: BALANCE_REMARK.orderRejected,
    });
  });

  it('refuses with both amounts when the balance is short, and makes no order', async () => {
    const member = await as('member');
    const { available } = (await member.summary()).data;
    const orders = await member.orderCount();
    const preview = await call<{ totalMoney: number }>('/api/order/settlement/preview', {
      mallPath: 'procure',
      token: await token('member', 'procure'),
      body: { kind: 'jiCai', items: [tea(400)] },
    });
    expect(preview.data.totalMoney).toBeGreaterThan(available);
    expect(await member.submit({ payment: 'balance', items: [tea(400)] })).toMatchObject({
      success: false,
      code: '10005',
      message: balanceShortMessage(preview.data.totalMoney, available),
    });
    expect(await member.orderCount()).toBe(orders);
    expect((await member.summary()).data.available).toBe(available);
  });

  it('is refused where the shop does not offer it', async () => {
    const member = await as('member', 'points');
    expect(await member.submit({ kind: 'normal', payment: 'balance' })).toMatchObject({
      success: false,
      message: BALANCE_TEXT.notOffered,
    });
  });

  it('an ordinary submit writes no entry', async () => {
    const member = await as('member');
    expect(await member.submit({})).toMatchObject({ success: true });
    expect((await member.ledger()).data.total).toBe(30);
  });
});

describe('an after-sales money refund', () => {
  it('of an order paid from the balance gives the refund back with 退款', async () => {
    const member = await as('member');
    const send = <T>(path: string, body?: unknown) =>
      call<T>(path, { mallPath: 'procure', token: member.session, body });
    // The seeded order of G-0007-01 ×2 was paid from the balance (its 消费 is in the seeded ledger).
    const orders = await send<Page<OrderView>>('/api/order/orderList', { pageSize: 50 });
    const paid = orders.data.records.find((order) =>
      order.goodsList.some((line) => line.goodsSkuCode === 'G-0007-01'),
    )!;
    const before = (await member.summary()).data.available;
    const applied = await send<{ serviceNo: string }>('/api/mall/afterSale/apply', {
      orderNo: paid.orderNo,
      type: 'refund',
      reason: '不想要了',
      description: '',
      phone: '13800138000',
      images: [],
      lines: [{ goodsSkuCode: 'G-0007-01', quantity: 1 }],
    });
    const id = applied.data.serviceNo;
    const merchant = (action: string) =>
      call('/api/__demo/afterSale', { body: { mallPath: 'procure', id, action } });
    await merchant('approve');
    expect(await merchant('refund')).toMatchObject({ data: 'completed' });
    const [newest] = (await member.ledger()).data.records;
    expect(newest).toMatchObject({
      type: 'refund',
      orderNo: paid.orderNo,
      remark: BALANCE_REMARK.afterSaleRefund(id),
    });
    expect(newest?.amount).toBeGreaterThan(0);
    expect((await member.summary()).data.available).toBeCloseTo(before + (newest?.amount ?? 0), 2);
  });
});

describe('the seed, whatever the prices', () => {
  it.each(['procure', 's4334', 's9009'])(
    'writes 30 entries for member in %s under any salt',
    async (mallPath) => {
      const resolved = (await checkProfileFolder()).shops.get(mallPath)!;
      for (const salt of ['', 'goods-tests', 'shell', 'matrix', 'x1', 'x2', 'x3']) {
        const db = seedShop(resolved, NOW, salt);
        const mine = db.balanceLedger.filter((entry) => entry.userId === db.users.get('member')?.id);
        expect(mine).toHaveLength(30);
        expect(mine.every((entry) => Number(entry.balanceAfter) >= 0 && Number(entry.frozenAfter) >= 0)).toBe(
          true,
        );
      }
    },
  );
});

// The demo gateway's statements in process (docs/invoices.md): the seeded months with one per status, the
// filters, a detail whose due is its orders less its refunds, 确认账单 once, settling by the demo control,
// and the refusals.
import { describe, expect, it } from 'vitest';
import { add, CALL_PERMISSIONS, STATEMENT_TEXT, subtract, sum } from '../../../engine';
import { startInProcessGateway } from './in-process';

/** The seed time: 2026-11-20 10:00 in Shanghai, so the statements are of October, September and August. */
const { call, token } = startInProcessGateway(Date.UTC(2026, 10, 20, 2, 0, 0));

interface Summary {
  id: string;
  period: string;
  status: string;
  statusName: string;
  orderCount: number;
  orderTotal: string;
  refundTotal: string;
  due: string;
  actions: { confirm: boolean; applyInvoice: boolean };
}
interface Detail extends Summary {
  orders: { orderNo: string; payTime: string; statusName: string; amount: string }[];
  refunds: { orderNo: string; amount: string }[];
}

async function member(mallPath = 'procure', account = 'member') {
  const auth = await token(account, mallPath);
  const send = <T>(path: string, body?: unknown) =>
    call<T>(`/api/mall/statement/${path}`, { mallPath, token: auth, ...(body ? { body } : {}) });
  return {
    list: (filter: Record<string, unknown> = {}) =>
      send<{ records: Summary[]; total: number }>('list', { currentPage: 1, ...filter }),
    detail: (id: string) => send<Detail>(`detail?id=${id}`),
    confirm: (id: string) => send<Detail>('confirm', { id }),
    settle: (id: string) =>
      call<string>('/api/__demo/statement', { body: { mallPath, id, action: 'settle' } }),
  };
}

describe('statements', () => {
  it('lists one statement per status, newest month first, each with what it may do', async () => {
    const { list } = await member();
    const { data } = await list();
    expect(data.records.map(({ period, statusName, actions }) => [period, statusName, actions])).toEqual([
      ['2026-10', '待确认', { confirm: true, applyInvoice: false }],
      ['2026-09', '已确认', { confirm: false, applyInvoice: true }],
      ['2026-08', '已结清', { confirm: false, applyInvoice: true }],
    ]);
    expect((await list({ status: 'confirmed' })).data.records.map((each) => each.period)).toEqual([
      '2026-09',
    ]);
    expect((await list({ period: '2026-08' })).data.records.map((each) => each.status)).toEqual(['settled']);
    expect((await list({ period: '2026-07' })).data.total).toBe(0);
  });

  it("holds the month's paid orders and their refunds; the amount due is the orders less the refunds", async () => {
    const { list, detail } = await member();
    const [october] = (await list()).data.records;
    const { data } = await detail(october?.id ?? '');
    expect(data.orders.length).toBeGreaterThanOrEqual(2);
    expect(data.orders.every((order) => order.payTime.startsWith('2026-10'))).toBe(true);
    expect(data.refunds.length).toBeGreaterThan(0);
    const orderTotal = sum(data.orders.map((order) => order.amount));
    const refundTotal = sum(data.refunds.map((refund) => refund.amount));
    expect([data.orderTotal, data.refundTotal, data.due]).toEqual([
      orderTotal,
      refundTotal,
      subtract(orderTotal, refundTotal),
    ]);
    expect(add(data.due, data.refundTotal)).toBe(data.orderTotal);
  });

  it('confirms a 待确认 statement once; the demo control settles it; each move only from its status', async () => {
    const { list, confirm, settle, detail } = await member();
    const [october] = (await list()).data.records;
    const id = october?.id ?? '';
    expect((await settle(id)).message).toBe(STATEMENT_TEXT.notAllowedNow('pending'));
    const confirmed = await confirm(id);
    expect([confirmed.message, confirmed.data.statusName, confirmed.data.actions.applyInvoice]).toEqual([
      STATEMENT_TEXT.confirmed,
      '已确认',
      true,
    ]);
    expect((await confirm(id)).message).toBe(STATEMENT_TEXT.notAllowedNow('confirmed'));
    expect((await settle(id)).data).toBe('settled');
    expect((await detail(id)).data.statusName).toBe('已结清');
  });

  it.each([
    ['an unknown statement', { id: 'ZD1' }, STATEMENT_TEXT.notFound],
    ['no id', {}, STATEMENT_TEXT.idMissing],
  ])('refuses to confirm %s', async (_, body, message) => {
    const auth = await token('member', 'procure');
    const answer = await call('/api/mall/statement/confirm', { mallPath: 'procure', token: auth, body });
    expect(answer.message).toBe(message);
  });

  it.each([['2026-13'], ['202610'], ['十月'], ['2026-100']])('refuses the period %s', async (period) => {
    const { list } = await member();
    expect((await list({ period })).message).toBe(STATEMENT_TEXT.periodInvalid);
  });

  it("refuses a shop without statements, and another member's statement", async () => {
    const points = await member('points');
    expect((await points.list()).message).toBe(CALL_PERMISSIONS.statements.refusal);
    const { list } = await member();
    const [october] = (await list()).data.records;
    const other = await member('procure', 'reviewer');
    expect((await other.detail(october?.id ?? '')).message).toBe(STATEMENT_TEXT.notFound);
  });
});

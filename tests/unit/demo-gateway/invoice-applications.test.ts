// The invoice centre in process (docs/invoices.md): the seeded applications, the orders that may be invoiced,
// applying once, the finance department's demo controls, 撤销申请, 重发至邮箱 (to the member's own addresses,
// throttled), the PDF and each order's state.
import { describe, expect, it } from 'vitest';
import {
  add,
  INVOICE_APPLY_TEXT,
  INVOICE_REFUSAL,
  INVOICE_RESEND_LIMITS,
  INVOICE_RESEND_TEXT,
} from '../../../engine';
import { startInProcessGateway } from './in-process';

const printed: string[] = [];
const { call, token } = startInProcessGateway(Date.UTC(2026, 10, 20, 2, 0, 0), {
  onLog: (line) => printed.push(line),
});

interface Eligible {
  orderNo: string;
  amount: string;
  paid: string;
  refunded: string;
}
interface Listed {
  id: string;
  status: string;
  statusName: string;
  orderNos: string[];
  total: string;
}
type Paged<T> = { records: T[]; total: number };

async function asMember(mallPath = 'procure') {
  const auth = await token('member', mallPath);
  const get = <T>(path: string) =>
    call<T>(`/api/mall/invoice/${path}`, { method: 'GET', mallPath, token: auth });
  const post = <T>(path: string, body: unknown) =>
    call<T>(`/api/mall/invoice/${path}`, { body, mallPath, token: auth });
  const finance = (id: string, action: string, details: Record<string, string> = {}) =>
    call<string>('/api/__demo/invoice', { body: { mallPath, id, action, ...details } });
  const eligible = async () => (await get<Paged<Eligible>>('orders?pageSize=50')).data.records;
  const list = async (which: 'applications' | 'invoices') =>
    (await post<Paged<Listed>>('applications', { list: which, pageSize: 50 })).data.records;
  const titleId = async () => (await get<{ id: number }[]>('titles')).data[0]?.id;
  const apply = async (orderNos: string[], extra: Record<string, unknown> = {}) =>
    post<{ id: string }>('apply', {
      orderNos,
      titleId: await titleId(),
      medium: 'electronic',
      content: 'detail',
      clientKey: `key-${orderNos.join('-')}`,
      ...extra,
    });
  return { get, post, finance, eligible, list, apply };
}

describe('the invoice centre', () => {
  it('seeds one application in each status and leaves at least three completed orders eligible', async () => {
    const member = await asMember();
    const statuses = [...(await member.list('applications')), ...(await member.list('invoices'))].map(
      (each) => each.statusName,
    );
    expect(statuses.sort()).toEqual(
      ['已撤销', '已寄出', '已开票', '已红冲', '已驳回', '开票中', '待审核'].sort(),
    );
    expect((await member.eligible()).length).toBeGreaterThanOrEqual(3);
  });

  it('shows each eligible order for what was paid in money less its after-sales refunds', async () => {
    const orders = await (await asMember()).eligible();
    const refunded = orders.find((order) => order.refunded !== '0');
    expect(refunded).toBeDefined();
    for (const order of orders) expect(add(order.amount, order.refunded)).toBe(order.paid);
  });

  it('applies once for two orders, totals them and takes them out of the eligible list', async () => {
    const member = await asMember();
    const [first, second] = await member.eligible();
    const chosen = [first!.orderNo, second!.orderNo];
    const made = await member.apply(chosen);
    expect([made.success, made.message]).toEqual([true, INVOICE_APPLY_TEXT.submitted]);
    expect((await member.apply(chosen)).data.id).toBe(made.data.id);
    const listed = (await member.list('applications')).filter((each) => each.id === made.data.id);
    expect(listed.map((each) => [each.statusName, each.total])).toEqual([
      ['待审核', add(first!.amount, second!.amount)],
    ]);
    expect((await member.eligible()).map((order) => order.orderNo)).not.toContain(chosen[0]);
    const again = await member.apply(chosen, { clientKey: 'another' });
    expect(again.message).toBe(`${chosen[0]}：${INVOICE_APPLY_TEXT.alreadyHeld}`);
  });

  it('asks for a mailing address for a paper invoice and refuses an order that is not completed', async () => {
    const member = await asMember();
    const [order] = await member.eligible();
    expect((await member.apply([order!.orderNo], { medium: 'paper' })).message).toBe(
      INVOICE_APPLY_TEXT.chooseAddress,
    );
    const states = await member.get<Paged<{ orderNo: string; stateName: string }>>('orderStates?pageSize=50');
    const open = states.data.records.find((each) => each.stateName === '订单完成后可开票');
    expect((await member.apply([open!.orderNo])).message).toBe(
      `${open!.orderNo}：${INVOICE_APPLY_TEXT.notCompleted}`,
    );
  });

  it('issues an electronic invoice whose PDF opens: %PDF, each xref offset at its object', async () => {
    const member = await asMember();
    const [order] = await member.eligible();
    const { id } = (await member.apply([order!.orderNo])).data;
    expect((await member.finance(id, 'approve')).data).toBe('issuing');
    expect((await member.finance(id, 'post', { trackingNo: 'X1' })).message).toBe(
      INVOICE_APPLY_TEXT.notAllowedNow('issuing'),
    );
    expect((await member.finance(id, 'issue', { number: '12345678901234567890' })).data).toBe('issued');
    const pdf = await member.get<{ fileName: string; base64: string }>(`pdf?id=${id}`);
    const file = atob(pdf.data.base64);
    expect(file.startsWith('%PDF-1.4')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(file)?.[1]);
    expect(file.slice(xref, xref + 4)).toBe('xref');
    const offsets = file.slice(xref).match(/^\d{10} 00000 n $/gm) ?? [];
    expect(offsets.length).toBeGreaterThan(5);
    offsets.forEach((line, index) =>
      expect(file.slice(Number(line.slice(0, 10))).startsWith(`${index + 1} 0 obj`)).toBe(true),
    );
    const states = await member.get<Paged<{ orderNo: string; stateName: string; actionName: string }>>(
      `orderStates?orderNo=${order!.orderNo}`,
    );
    expect(states.data.records.map((each) => [each.stateName, each.actionName])).toEqual([
      ['已开票', '查看发票'],
    ]);
  });

  it('prints 重发至邮箱 as a mail line to the title email', async () => {
    const member = await asMember();
    const issued = (await member.list('invoices')).find((each) => each.status === 'issued');
    const answer = await member.post('resend', { id: issued!.id });
    expect(answer.message).toBe(INVOICE_APPLY_TEXT.resent('finance@example.com'));
    expect(printed.at(-1)).toContain('[demo mail] to=finance@example.com');
  });

  it('sends to another of the member’s titles’ addresses; an address only typed is refused and gets no mail', async () => {
    const member = await asMember();
    const issued = (await member.list('invoices')).find((each) => each.status === 'issued');
    const refused = await member.post('resend', { id: issued!.id, email: 'victim@example.net' });
    expect([refused.code, refused.message]).toEqual(['10001', INVOICE_RESEND_TEXT.notOwnEmail]);
    expect(printed.join('\n')).not.toContain('victim@example.net');
    const sent = await member.post('resend', { id: issued!.id, email: 'ZhangSan@example.com' });
    expect(sent.message).toBe(INVOICE_APPLY_TEXT.resent('zhangsan@example.com'));
    expect(printed.at(-1)).toContain('[demo mail] to=zhangsan@example.com');
  });

  it('30 resends in a row send one mail; the next minute one more; the eleventh of a day is refused', async () => {
    const member = await asMember();
    const issued = (await member.list('invoices')).find((each) => each.status === 'issued');
    const resend = () => member.post('resend', { id: issued!.id });
    const mails = () => printed.filter((line) => line.includes('[demo mail]')).length;
    const before = mails();
    const answers = await Promise.all(Array.from({ length: 30 }, resend));
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(answers.find((answer) => !answer.success)).toMatchObject({
      code: '10005',
      message: INVOICE_RESEND_TEXT.tooSoon(60),
    });
    expect(mails()).toBe(before + 1);
    for (let sent = 2; sent <= INVOICE_RESEND_LIMITS.perMemberPerDay; sent += 1) {
      await call('/api/__demo/clock', { body: { advanceMs: INVOICE_RESEND_LIMITS.perInvoiceMs } });
      expect((await resend()).success).toBe(true);
    }
    await call('/api/__demo/clock', { body: { advanceMs: INVOICE_RESEND_LIMITS.perInvoiceMs } });
    expect(await resend()).toMatchObject({ code: '10005', message: INVOICE_RESEND_TEXT.dailyLimit });
    expect(mails()).toBe(before + INVOICE_RESEND_LIMITS.perMemberPerDay);
  });

  it('withdraws only while 待审核, and a withdrawn or rejected application frees its orders', async () => {
    const member = await asMember();
    const [order, other] = await member.eligible();
    const { id } = (await member.apply([order!.orderNo])).data;
    expect((await member.post('cancel', { id })).message).toBe(INVOICE_APPLY_TEXT.cancelled);
    expect((await member.eligible()).map((each) => each.orderNo)).toContain(order!.orderNo);
    const second = (await member.apply([other!.orderNo])).data.id;
    expect((await member.finance(second, 'reject')).message).toBe(INVOICE_APPLY_TEXT.rejectReasonMissing);
    await member.finance(second, 'approve');
    expect((await member.post('cancel', { id: second })).message).toBe(
      INVOICE_APPLY_TEXT.notAllowedNow('issuing'),
    );
    await member.finance(second, 'reject', { reason: '抬头有误' });
    expect((await member.eligible()).map((each) => each.orderNo)).toContain(other!.orderNo);
  });

  it('refuses every call in a shop without invoices', async () => {
    const answer = await (await asMember('points')).get('orders');
    expect([answer.code, answer.message]).toEqual(['10003', INVOICE_REFUSAL]);
  });
});

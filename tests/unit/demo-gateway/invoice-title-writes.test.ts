// The demo gateway's invoice-title writes in process (docs/invoices.md): add, edit, delete and set the
// default, each checked with the engine's rules (10001 with the field's message), one default per member,
// at most limits.invoices.maxTitles, and refused (10003) where the member or the shop has no invoice titles.
import { describe, expect, it } from 'vitest';
import {
  INVOICE_REFUSAL,
  INVOICE_TITLE_MESSAGES,
  INVOICE_TITLE_TEXT,
  INVOICE_TITLE_WRITE_MESSAGES,
  TAX_NUMBER_MESSAGES,
} from '../../../engine';
import type { InvoiceTitle } from '../../../engine';
import { startInProcessGateway } from './in-process';

const { call, token } = startInProcessGateway(Date.UTC(2026, 10, 20, 2, 0, 0));

const COMPANY = {
  kind: 'company',
  invoiceType: 'ordinary',
  name: '示例贸易有限公司',
  taxNo: '91310115MA1K4ABCDD',
  email: 'invoice@example.com',
};

async function as(account = 'member', mallPath = 'procure') {
  const session = await token(account, mallPath);
  const send = <T = unknown>(action: string, body: object) =>
    call<T>(`/api/mall/invoice/titles/${action}`, { mallPath, token: session, body });
  const list = async () =>
    (await call<InvoiceTitle[]>('/api/mall/invoice/titles', { method: 'GET', mallPath, token: session }))
      .data;
  return { send, list };
}

describe('add', () => {
  it('keeps a valid 企业 title, cleaned, after the default', async () => {
    const { send, list } = await as();
    const answer = await send<InvoiceTitle>('add', {
      ...COMPANY,
      taxNo: '9131 0115ma1k4abcdd',
      bank: ' 招商银行 ',
    });
    expect([answer.success, answer.message]).toEqual([true, INVOICE_TITLE_WRITE_MESSAGES.create.success]);
    expect(answer.data).toMatchObject({
      name: COMPANY.name,
      taxNo: '91310115MA1K4ABCDD',
      bank: '招商银行',
      isDefault: false,
    });
    expect((await list()).map((title) => [title.name, title.isDefault])).toEqual([
      ['演示科技有限公司', true],
      ['张三', false],
      ['示例贸易有限公司', false],
    ]);
  });

  it.each([
    ['a wrong tax number', { ...COMPANY, taxNo: '91310115MA1K4ABCD0' }, TAX_NUMBER_MESSAGES.checkCharacter],
    ['no tax number on 企业', { ...COMPANY, taxNo: '' }, TAX_NUMBER_MESSAGES.required],
    ['专用 without bank details', { ...COMPANY, invoiceType: 'special' }, INVOICE_TITLE_MESSAGES.bank],
    [
      '专用 on 个人',
      { ...COMPANY, kind: 'personal', invoiceType: 'special' },
      INVOICE_TITLE_MESSAGES.specialPersonal,
    ],
    ['no email', { ...COMPANY, email: '' }, INVOICE_TITLE_MESSAGES.email],
    [
      'a name of only invisible characters',
      { ...COMPANY, name: '\u200b\u202e' },
      '不能只填写空白或不可见字符',
    ],
    ['an unknown kind', { ...COMPANY, kind: 'team' }, INVOICE_TITLE_MESSAGES.kind],
  ])('refuses %s with the field message (10001) and keeps nothing', async (_case, body, message) => {
    const { send, list } = await as();
    const answer = await send('add', body);
    expect([answer.code, answer.message]).toEqual(['10001', message]);
    expect(await list()).toHaveLength(2);
  });

  it('refuses a title past limits.invoices.maxTitles', async () => {
    const { send, list } = await as();
    for (let count = 2; count < 20; count += 1) expect((await send('add', COMPANY)).success).toBe(true);
    const answer = await send('add', COMPANY);
    expect([answer.code, answer.message]).toEqual(['10005', '最多可保存 20 个发票抬头']);
    expect(await list()).toHaveLength(20);
  });

  it('a new default takes the place of the old one', async () => {
    const { send, list } = await as();
    await send('add', { ...COMPANY, isDefault: 1 });
    expect((await list()).filter((title) => title.isDefault).map((title) => title.name)).toEqual([
      COMPANY.name,
    ]);
  });
});

describe('edit, set default and delete', () => {
  it('edits a title; a 个人 title keeps no company fields', async () => {
    const { send, list } = await as();
    const [company] = await list();
    const answer = await send<InvoiceTitle>('edit', {
      ...company,
      kind: 'personal',
      invoiceType: 'ordinary',
      name: '李四',
    });
    expect([answer.success, answer.message]).toEqual([true, INVOICE_TITLE_WRITE_MESSAGES.update.success]);
    expect(answer.data).toMatchObject({
      kind: 'personal',
      name: '李四',
      taxNo: '',
      bank: '',
      bankAccount: '',
    });
  });

  it('refuses an edit with the field message and changes nothing', async () => {
    const { send, list } = await as();
    const [company] = await list();
    const answer = await send('edit', { ...company, registeredPhone: '12345' });
    expect([answer.code, answer.message]).toEqual(['10001', INVOICE_TITLE_MESSAGES.registeredPhoneFormat]);
    expect((await list())[0]).toEqual(company);
  });

  it('sets the default: one per member', async () => {
    const { send, list } = await as();
    const [, personal] = await list();
    expect((await send('setDefault', { id: personal?.id })).message).toBe(
      INVOICE_TITLE_WRITE_MESSAGES.setDefault.success,
    );
    expect((await list()).map((title) => [title.name, title.isDefault])).toEqual([
      ['张三', true],
      ['演示科技有限公司', false],
    ]);
  });

  it('deleting the default makes the oldest remaining one the default', async () => {
    const { send, list } = await as();
    await send('add', COMPANY);
    const [company] = await list();
    expect((await send('delete', { id: company?.id })).message).toBe(
      INVOICE_TITLE_WRITE_MESSAGES.remove.success,
    );
    expect((await list()).map((title) => [title.name, title.isDefault])).toEqual([
      ['张三', true],
      ['示例贸易有限公司', false],
    ]);
  });

  it("never reaches another member's title", async () => {
    const member = await as('member');
    const [title] = await member.list();
    const other = await as('supplier');
    for (const action of ['edit', 'delete', 'setDefault']) {
      const answer = await other.send(action, { ...title });
      expect([answer.code, answer.message]).toEqual(['10004', INVOICE_TITLE_TEXT.notFound]);
    }
    expect(await member.list()).toContainEqual(title);
  });
});

it.each([
  ['a shop without invoices', 'member', 'points'],
  ['a member without 发票信息 (F000440)', 'viewer', 'procure'],
])('refuses %s with 10003', async (_case, account, mallPath) => {
  const { send } = await as(account, mallPath);
  for (const action of ['add', 'edit', 'delete', 'setDefault']) {
    const answer = await send(action, { ...COMPANY, id: 1 });
    expect([answer.code, answer.message]).toEqual(['10003', INVOICE_REFUSAL]);
  }
});

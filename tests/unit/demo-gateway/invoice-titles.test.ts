// The demo gateway's invoice titles in process (docs/invoices.md): seeded for members of shops with invoices,
// the default first; refused (10003) where the shop has no invoices.
import { describe, expect, it } from 'vitest';
import { INVOICE_REFUSAL } from '../../../engine';
import type { InvoiceTitle } from '../../../engine';
import { startInProcessGateway } from './in-process';

const { call, token } = startInProcessGateway(Date.UTC(2026, 10, 20, 2, 0, 0));

const titlesIn = async (mallPath: string) =>
  call<InvoiceTitle[]>('/api/mall/invoice/titles', {
    method: 'GET',
    mallPath,
    token: await token('member', mallPath),
  });

describe('invoice titles', () => {
  it("lists a procurement member's titles, the default company title first", async () => {
    const answer = await titlesIn('procure');
    expect(answer.success).toBe(true);
    expect(answer.data.map((title) => [title.name, title.kind, title.isDefault])).toEqual([
      ['演示科技有限公司', 'company', true],
      ['张三', 'personal', false],
    ]);
    expect(answer.data[0]).not.toHaveProperty('userId');
  });

  it('refuses a shop without invoices with the engine message', async () => {
    const answer = await titlesIn('points');
    expect([answer.code, answer.message]).toEqual(['10003', INVOICE_REFUSAL]);
  });
});

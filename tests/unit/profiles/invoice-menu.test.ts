import { describe, expect, it } from 'vitest';
import { resolveCapabilities, shopFacts } from '../../../engine';
import type { MenuItem } from '../../../engine';
import { checkProfileFolder } from '../../../scripts/lib/profiles-fs';

const { shops } = await checkProfileFolder();

/** The invoice-centre group of the user-centre menu as a member holding only `codes` sees it. */
function invoiceMenu(mallPath: string, codes: string[]): readonly MenuItem[] {
  const resolved = shops.get(mallPath);
  if (!resolved) throw new Error(`no shop ${mallPath}`);
  const { menus } = resolveCapabilities(resolved, {
    loggedIn: true,
    user: { roleId: 1, supplier: false, codes },
    shop: shopFacts(resolved.profile),
  });
  return menus.userCentre.find((group) => group.key === 'invoices')?.children ?? [];
}

const invoiceCentreCodes = Array.from({ length: 13 }, (_, index) => `F000${401 + index}`);

describe('spec 1 §6: F000401-F000413 show the invoice centre (开票中心) where the shop has invoices', () => {
  it.each(invoiceCentreCodes)('%s alone shows 开票中心 in procure', (code) => {
    expect(invoiceMenu('procure', [code]).map((item) => item.title)).toEqual(['开票中心']);
  });

  it.each([['F000400'], ['F000414'], ['F000380']])('%s alone does not show 开票中心', (code) => {
    expect(invoiceMenu('procure', [code]).map((item) => item.title)).not.toContain('开票中心');
  });

  it('the whole group stays hidden in a shop without invoices, whatever the codes', () => {
    const everyCode = ['F000380', ...invoiceCentreCodes, 'F000440', 'F000620', 'F000621'];
    expect(invoiceMenu('points', everyCode)).toEqual([]);
    expect(invoiceMenu('procure', everyCode).map((item) => item.title)).toEqual([
      '订单发票',
      '开票中心',
      '发票信息',
      '账单',
    ]);
  });
});

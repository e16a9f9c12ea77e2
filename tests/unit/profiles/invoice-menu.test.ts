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

describe('spec 1 §6: F000401-F000413 show the invoice centre (开票中心)', () => {
  it.each(invoiceCentreCodes.flatMap((code) => ['points', 'procure'].map((shop) => [code, shop])))(
    '%s alone shows 开票中心 in %s',
    (code, mallPath) => {
      expect(invoiceMenu(mallPath, [code]).map((item) => item.title)).toEqual(['开票中心']);
    },
  );

  it.each([['F000400'], ['F000414'], ['F000380']])('%s alone does not show 开票中心', (code) => {
    expect(invoiceMenu('points', [code]).map((item) => item.title)).not.toContain('开票中心');
  });
});

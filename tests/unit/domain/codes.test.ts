import { PERMISSION_CODES } from '../../../engine';
import {
  GOODS_MANAGEMENT_CODES,
  INVOICE_CENTRE_CODES,
  PERMISSION,
  STATEMENT_CODES,
} from '../../../engine/domain';

// The other codes are tested where they drive behaviour, with the number the backend sends: sale and shelves
// status (badges, cart-lines, member-lists), activity types (prices), panic states (flash-sale), goods types
// (goods-routing), sales-area limit types (sales-area), order statuses (orders), audit statuses
// (purchase-request-form), region tabs and municipalities (region-picker).
describe('spec 1 §6: each permission code the engine names is the spec code for what its name says', () => {
  it('names match the spec catalogue (a mistyped or swapped code fails)', () => {
    const meaning = (code: string) => PERMISSION_CODES[code] ?? `${code} is no spec 1 §6 code`;
    expect(Object.entries(PERMISSION).map(([name, code]) => `${name}: ${meaning(code)}`)).toEqual([
      'loginLink: login link',
      'logout: logout',
      'cart: cart',
      'mobileQr: mobile QR',
      'equity: equity label and tab',
      'myEquity: my equity',
      'pointsCard: points card',
      'pointsRules: points rules',
      'orderReview: order review',
      'sourcing: goods sourcing and submit product page',
      'oldOrders: old-system orders',
      'orderInvoice: invoices',
      'invoiceTitles: invoice info',
    ]);
    expect(GOODS_MANAGEMENT_CODES.map(meaning)).toEqual(['goods management', 'goods management']);
    expect(new Set(INVOICE_CENTRE_CODES.map(meaning))).toEqual(new Set(['invoice centre']));
    expect(INVOICE_CENTRE_CODES).toHaveLength(13);
    expect(STATEMENT_CODES.map(meaning)).toEqual(['bills', 'bills']);
  });
});

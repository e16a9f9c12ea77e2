// The invoice centre's stored records (docs/invoices.md): each member's invoice titles.
import type { InvoiceTitle } from '../../engine';

export interface StoredInvoiceTitle extends InvoiceTitle {
  userId: number;
}

// The invoice centre (docs/invoices.md): the member's invoice titles. Every rule and message is the engine's.
import type { InvoiceTitle } from '../../../engine';
import type { StoredInvoiceTitle } from '../db-invoices';
import { requirePermission } from '../permissions';
import { get } from '../router';
import type { Route } from '../router';

/** A title as the member reads it: without whose it is. */
export const titleView = ({ userId: _owner, ...title }: StoredInvoiceTitle): InvoiceTitle => title;

export const invoiceRoutes: Route[] = [
  /** The member's titles, the default first. */
  get('/mall/invoice/titles', 'user', (context) => {
    requirePermission(context, 'invoiceTitles');
    const { db, user } = context;
    return db.invoiceTitles
      .filter((title) => title.userId === user.id)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id)
      .map(titleView);
  }),
];

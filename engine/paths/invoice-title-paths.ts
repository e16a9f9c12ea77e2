// The invoice-title form's address (docs/invoices.md): `?id=` edits that title, none adds one.
import { USER_CENTRE, withQuery } from './pages';

/** invoiceTitleFormPath(7) === '/userCenter/invoicedMsg/addInvoicedInfo?id=7'; no id: a new title. */
export const invoiceTitleFormPath = (id?: number): string =>
  withQuery(USER_CENTRE.addInvoiceTitle, { id: id === undefined ? undefined : String(id) });

/**
 * The title the form's address names: undefined when it names none (a new title), NaN when its id is not a
 * number (no title has it, so the form says it is not found rather than quietly adding one).
 */
export function invoiceTitleIdOf(id: string | null): number | undefined {
  if (id === null) return undefined;
  return /^\d+$/.test(id) ? Number(id) : Number.NaN;
}

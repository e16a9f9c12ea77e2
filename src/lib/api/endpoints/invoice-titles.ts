// The invoice-title writes (发票信息, docs/invoices.md); the list is invoiceTitlesQuery in invoices.ts.
import type { InvoiceTitle, InvoiceTitleValues } from '../../../../engine';
import type { ApiClient } from '../request';

/** A title as the form sends it: its fields, the default flag, and `id` when editing. */
export interface InvoiceTitleInput extends InvoiceTitleValues {
  id?: number;
  isDefault: 0 | 1;
}

/** Adds (no id) or edits a title; the answer is the title as kept. */
export const saveInvoiceTitle = (api: ApiClient, { id, ...title }: InvoiceTitleInput) =>
  id === undefined
    ? api.post<InvoiceTitle>('/invoice/titles/add', title)
    : api.post<InvoiceTitle>('/invoice/titles/edit', { id, ...title });

export const deleteInvoiceTitle = (api: ApiClient, id: number) =>
  api.post<null>('/invoice/titles/delete', { id });

export const setDefaultInvoiceTitle = (api: ApiClient, id: number) =>
  api.post<null>('/invoice/titles/setDefault', { id });

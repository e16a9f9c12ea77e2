// The invoice-title writes (发票信息, docs/invoices.md); the list is invoiceTitlesQuery in invoices.ts.
import type { InvoiceTitle } from '../../../../engine';
import type { ApiClient } from '../request';
import type { InvoiceTitleInput } from '../../../../engine/contract';

/** Adds (no id) or edits a title; the answer is the title as kept. */
export const saveInvoiceTitle = (api: ApiClient, { id, ...title }: InvoiceTitleInput) =>
  id === undefined
    ? api.post<InvoiceTitle>('/invoice/titles/add', title)
    : api.post<InvoiceTitle>('/invoice/titles/edit', { id, ...title });

export const deleteInvoiceTitle = (api: ApiClient, id: number) =>
  api.post<null>('/invoice/titles/delete', { id });

export const setDefaultInvoiceTitle = (api: ApiClient, id: number) =>
  api.post<null>('/invoice/titles/setDefault', { id });

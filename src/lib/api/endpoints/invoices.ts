// Invoice centre calls and query factories (docs/invoices.md).
import { queryOptions } from '@tanstack/react-query';
import type { InvoiceTitle } from '../../../../engine';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';

/** The member's invoice titles, the default first. */
export const invoiceTitlesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.invoice.titles(),
    queryFn: ({ signal }) => api.get<InvoiceTitle[]>('/invoice/titles', {}, signal).then(unwrap),
  });

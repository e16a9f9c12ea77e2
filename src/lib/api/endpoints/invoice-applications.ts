// The invoice centre's calls and query factories (docs/invoices.md); the answers'
// types are the contract's (engine/contract/invoices.ts).
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';

/** The finance department moves applications outside this page: each visit asks again. */
const ALWAYS_ASK = { staleTime: 0 } as const;
import type {
  ApplicationDetail,
  ApplicationFilter,
  InvoiceApplicationInput,
  ApplicationPage,
  InvoicePdf,
  InvoiceQuote,
  InvoiceableFilter,
  InvoiceableOrder,
  OrderInvoiceState,
  Page,
} from '../../../../engine/contract';

/** The orders that may be invoiced now, by date range and order number. */
export const invoiceableOrdersQuery = (api: ApiClient, filter: InvoiceableFilter) =>
  queryOptions({
    ...ALWAYS_ASK,
    queryKey: api.keys.invoice.invoiceable(filter),
    queryFn: ({ signal }) =>
      api
        .get<Page<InvoiceableOrder>>(
          '/invoice/orders',
          { ...filter, currentPage: String(filter.currentPage) },
          signal,
        )
        .then(unwrap),
  });

/** The apply page's summary of the chosen orders, or why one of them may not be invoiced. */
export const invoiceQuoteQuery = (api: ApiClient, orderNos: readonly string[]) =>
  queryOptions({
    queryKey: api.keys.invoice.quote(orderNos),
    queryFn: ({ signal }) => api.post<InvoiceQuote>('/invoice/quote', { orderNos }, signal).then(unwrap),
  });

/** 申请开票订单 or 已开票订单: one page. */
export const applicationsQuery = (api: ApiClient, filter: ApplicationFilter) =>
  queryOptions({
    ...ALWAYS_ASK,
    queryKey: api.keys.invoice.applications(filter),
    queryFn: ({ signal }) => api.post<ApplicationPage>('/invoice/applications', filter, signal).then(unwrap),
  });

export const applicationQuery = (api: ApiClient, id: string) =>
  queryOptions({
    ...ALWAYS_ASK,
    queryKey: api.keys.invoice.application(id),
    queryFn: ({ signal }) => api.get<ApplicationDetail>('/invoice/application', { id }, signal).then(unwrap),
  });

/** Each order's invoice state: a page of them, or the one order named. */
export const orderInvoiceStatesQuery = (api: ApiClient, filter: { currentPage: number; orderNo?: string }) =>
  queryOptions({
    ...ALWAYS_ASK,
    queryKey: api.keys.invoice.orderStates(filter),
    queryFn: ({ signal }) =>
      api
        .get<Page<OrderInvoiceState>>(
          '/invoice/orderStates',
          { ...filter, currentPage: String(filter.currentPage) },
          signal,
        )
        .then(unwrap),
  });

export const applyInvoice = (api: ApiClient, application: InvoiceApplicationInput) =>
  api.post<{ id: string }>('/invoice/apply', application);

export const cancelInvoiceApplication = (api: ApiClient, id: string) =>
  api.post<ApplicationDetail>('/invoice/cancel', { id });

/** 重发至邮箱: to `email`, which must be on one of the member's invoice titles. */
export const resendInvoice = (api: ApiClient, resend: { id: string; email: string }) =>
  api.post<null>('/invoice/resend', resend);

export const invoicePdf = (api: ApiClient, id: string) => api.get<InvoicePdf>('/invoice/pdf', { id });

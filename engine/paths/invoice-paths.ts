// The invoice centre's pages with their queries (docs/invoices.md): the chosen orders travel to 申请开票 in
// the address (?orderNos=NO1,NO2), so a reload keeps them and a statement can link there too.
import { USER_CENTRE, withQuery } from './pages';

/** applyInvoicePath(['DM1', 'DM2']) === '/userCenter/settlementOrder/applyInvoiced?orderNos=DM1%2CDM2'. */
export const applyInvoicePath = (orderNos: readonly string[]): string =>
  withQuery(USER_CENTRE.applyInvoice, { orderNos: orderNos.join(',') });

/** The chosen orders of the apply page's address. */
export const applyInvoiceOrders = (orderNos: string | null): string[] => [
  ...new Set((orderNos ?? '').split(',').filter((orderNo) => orderNo !== '')),
];

/** 开票信息: the application just made. */
export const invoicingInfoPath = (id: string): string => withQuery(USER_CENTRE.invoicingInfo, { id });

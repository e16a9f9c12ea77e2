// Addresses a statement leads to (docs/invoices.md).
import { USER_CENTRE, withQuery } from './pages';

/** A statement's detail: statementDetailPath('ZD1') === '/userCenter/invoicingZdList/invoicingZdListDetail?id=ZD1'. */
export const statementDetailPath = (id: string): string => withQuery(USER_CENTRE.billDetail, { id });

/**
 * 申请开票 of several orders, the apply page's contract: the order numbers comma-separated in `orderNos`,
 * each encoded and the commas kept: '/userCenter/settlementOrder/applyInvoiced?orderNos=DM1,DM2'.
 */
export const invoiceOrdersPath = (orderNos: readonly string[]): string =>
  `${USER_CENTRE.applyInvoice}?orderNos=${orderNos.map(encodeURIComponent).join(',')}`;

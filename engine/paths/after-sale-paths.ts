// The after-sales pages with their queries (docs/after-sales.md): the chosen lines travel from 申请售后 to
// the form in the address, so a reload keeps them.
import { USER_CENTRE, withQuery } from './pages';

/**
 * 申请售后 of one order, with one line ticked already when `goodsSkuCode` is given:
 * afterSaleApplyPath('DM1', 'G-1') === '/userCenter/afterSaleApply?orderNo=DM1&goodsSkuCode=G-1'.
 */
export const afterSaleApplyPath = (orderNo: string, goodsSkuCode?: string): string =>
  withQuery(USER_CENTRE.afterSaleApply, { orderNo, goodsSkuCode });

/** The form for the chosen lines (SKU codes, comma-separated in `lines`). */
export const afterSaleFormPath = (orderNo: string, skuCodes: readonly string[]): string =>
  withQuery(USER_CENTRE.afterSaleApplication, { orderNo, lines: skuCodes.join(',') });

/** The chosen lines of the form's address. */
export const afterSaleFormLines = (lines: string | null): string[] =>
  (lines ?? '').split(',').filter((code) => code !== '');

export const afterSaleAppliedPath = (id: string, orderNo: string): string =>
  withQuery(USER_CENTRE.afterSaleApplied, { id, orderNo });

/** A case: afterSaleDetailPath('AS1') === '/userCenter/afterSalesRecord/afterSaleDetail?id=AS1'. */
export const afterSaleDetailPath = (id: string): string => withQuery(USER_CENTRE.afterSaleDetail, { id });

import { Link } from 'react-router-dom';
import { applyInvoicePath, invoiceDetailPath } from '../../../engine';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import type { OrderInvoiceState } from '../../../engine/contract';

/** An order's invoice action: 申请开票 of that order alone, or 查看发票 of the application that holds it. */
export function OrderInvoiceLink({ state }: { state: OrderInvoiceState }) {
  const { mallPath } = useShop();
  const to =
    state.action === 'apply'
      ? applyInvoicePath([state.orderNo])
      : state.applicationNo && state.applicationStatus
        ? invoiceDetailPath(state.applicationNo, state.applicationStatus)
        : undefined;
  if (!to || !state.actionName) return null;
  return (
    <Link to={shopPath(mallPath, to)} aria-label={`${state.actionName} ${state.orderNo}`}>
      {state.actionName}
    </Link>
  );
}

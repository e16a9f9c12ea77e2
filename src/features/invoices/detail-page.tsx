import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { USER_CENTRE } from '../../../engine';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import { ApplicationDetailView } from './application-detail';

/**
 * /userCenter/applyOrder/invoicedOrderInfo and /userCenter/invoicedOrder/invoicedOrderInfo ?id= 开票订单详情
 * (F000405, F000408; docs/invoices.md): one detail, leading back to the list it was opened from.
 */
export default function InvoiceDetailPage() {
  const { mallPath } = useShop();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const list = pathname.endsWith(USER_CENTRE.invoicedOrderInfo)
    ? { path: USER_CENTRE.invoicedOrders, label: '返回已开票订单' }
    : { path: USER_CENTRE.invoiceApplyOrders, label: '返回申请开票订单' };
  return (
    <ApplicationDetailView
      id={params.get('id') ?? ''}
      back={<Link to={shopPath(mallPath, list.path)}>{list.label}</Link>}
    />
  );
}

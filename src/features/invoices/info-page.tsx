import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { INVOICE_APPLY_TEXT, USER_CENTRE } from '../../../engine';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import { ApplicationDetailView } from './application-detail';

const Done = styled.p`
  margin: 0 0 16px;
  font-size: 16px;
  color: ${({ theme }) => theme.primary};
`;

/** /userCenter/settlementOrder/invoicedInfo?id= 开票信息 (F000403; docs/invoices.md): the application just made. */
export default function InvoicingInfoPage() {
  const { mallPath } = useShop();
  const [params] = useSearchParams();
  return (
    <ApplicationDetailView
      id={params.get('id') ?? ''}
      lead={<Done role="status">{INVOICE_APPLY_TEXT.submitted}，请等待财务审核</Done>}
      back={<Link to={shopPath(mallPath, USER_CENTRE.invoiceApplyOrders)}>查看申请开票订单</Link>}
    />
  );
}

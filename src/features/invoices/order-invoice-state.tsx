import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { orderInvoiceStatesQuery } from '../../lib/api/endpoints/invoice-applications';
import { useApiClient } from '../../shop/api-client';
import { useMayCall } from '../../shop/shop-context';
import { OrderInvoiceLink } from './order-invoice-link';

const Line = styled.section`
  display: flex;
  gap: 12px;
  margin: 0 0 16px;
  padding: 10px 16px;
  border: 1px solid ${({ theme }) => theme.border};
  font-size: 13px;
`;

/**
 * The order's invoice state on its detail, as 订单发票 shows it (F000380; docs/invoices.md); nothing where
 * the shop has no invoices or the member may not see them. The order detail renders it through its slot.
 */
export function OrderInvoiceState({ orderNo }: { orderNo: string }) {
  const api = useApiClient();
  const shown = useMayCall('orderInvoice');
  const states = useQuery({ ...orderInvoiceStatesQuery(api, { currentPage: 1, orderNo }), enabled: shown });
  const state = states.data?.records[0];
  if (!shown || !state) return null;
  return (
    <Line aria-label="订单发票">
      <span>发票：{state.stateName}</span>
      <OrderInvoiceLink state={state} />
    </Line>
  );
}

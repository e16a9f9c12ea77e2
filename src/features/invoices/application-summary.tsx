import styled from 'styled-components';
import { formatMoney } from '../../../engine';
import { DetailSection } from '../../components/detail-section';
import { ListTable } from '../../components/list-table';
import type { InvoicedOrder } from '../../../engine/contract';

const Total = styled.p`
  margin: 0;
  padding: 12px 16px;
  text-align: right;
  strong {
    font-size: 18px;
    color: ${({ theme }) => theme.primary};
  }
`;

/** The orders an application holds, each with its amount, and their total. */
export function ApplicationSummary({
  orders,
  total,
}: {
  orders: readonly Pick<InvoicedOrder, 'orderNo' | 'goodsNames' | 'amount'>[];
  total: string;
}) {
  return (
    <DetailSection aria-labelledby="invoice-orders">
      <h2 id="invoice-orders">开票订单</h2>
      <ListTable aria-label="开票订单" $stale={false}>
        <thead>
          <tr>
            <th>订单号</th>
            <th>商品</th>
            <th>开票金额</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderNo}>
              <td data-label="订单号">{order.orderNo}</td>
              <td data-label="商品">{order.goodsNames.join('、')}</td>
              <td data-label="开票金额">{formatMoney(order.amount)}</td>
            </tr>
          ))}
        </tbody>
      </ListTable>
      <Total>
        共 {orders.length} 个订单，开票金额合计 <strong>{formatMoney(total)}</strong>
      </Total>
    </DetailSection>
  );
}

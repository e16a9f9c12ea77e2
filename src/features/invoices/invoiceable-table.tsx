import styled from 'styled-components';
import { formatMoney } from '../../../engine';
import { ListTable, TableScroll } from '../../components/list-table';
import type { InvoiceableOrder } from '../../../engine/contract';

const Table = styled(ListTable)`
  input[type='checkbox'] {
    margin: 0;
    vertical-align: middle;
  }
  td:nth-child(n + 5) {
    white-space: nowrap;
  }
`;

/** One page of the orders that may be invoiced, each with its tick and its amount net of refunds. */
export function InvoiceableTable({
  orders,
  ticked,
  stale,
  onTick,
}: {
  orders: readonly InvoiceableOrder[];
  ticked: ReadonlyMap<string, string>;
  stale: boolean;
  onTick: (order: InvoiceableOrder, on: boolean) => void;
}) {
  return (
    <TableScroll>
      <Table aria-label="可开票订单" $stale={stale}>
        <thead>
          <tr>
            <th style={{ width: 40 }} aria-label="选择" />
            <th>订单号</th>
            <th>下单时间</th>
            <th>商品</th>
            <th>实付金额</th>
            <th>售后退款</th>
            <th>可开票金额</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderNo}>
              <td data-cell="tick">
                <input
                  type="checkbox"
                  aria-label={`选择订单 ${order.orderNo}`}
                  checked={ticked.has(order.orderNo)}
                  onChange={(event) => onTick(order, event.target.checked)}
                />
              </td>
              <td data-label="订单号">{order.orderNo}</td>
              <td data-label="下单时间">{order.createTime}</td>
              <td data-label="商品">{order.goodsNames.join('、')}</td>
              <td data-label="实付金额">{formatMoney(order.paid)}</td>
              <td data-label="售后退款">{formatMoney(order.refunded)}</td>
              <td data-label="可开票金额">{formatMoney(order.amount)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

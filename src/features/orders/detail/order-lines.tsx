import type { ReactNode } from 'react';
import styled from 'styled-components';
import { lineSubtotal } from '../../../../engine';
import { useOrderPrice } from '../use-order-price';
import { DetailSection as Section } from '../../../components/detail-section';
import { phoneCards } from '../../../components/list-table';
import type { OrderLineView } from '../../../../engine/contract';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th {
    padding: 8px;
    color: ${({ theme }) => theme.muted};
    font-weight: normal;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.border};
  }
  td {
    padding: 10px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.border};
  }
  tr:last-child td {
    border-bottom: 0;
  }
  td:first-child {
    display: flex;
    gap: 10px;
    align-items: center;
  }
  img {
    width: 56px;
    height: 56px;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.border};
  }
  ${phoneCards}
`;

/**
 * The goods bought: image, name, the unit price paid, the quantity and the line's 小计 (lineSubtotal);
 * `lineAction` adds a column of what the member can do with each line.
 */
export function OrderLines({
  lines,
  lineAction,
}: {
  lines: readonly OrderLineView[];
  lineAction?: (line: OrderLineView) => ReactNode;
}) {
  const price = useOrderPrice();
  return (
    <Section aria-label="商品清单">
      <h2>商品清单</h2>
      <Table>
        <thead>
          <tr>
            <th>商品</th>
            <th>单价</th>
            <th>数量</th>
            <th>小计</th>
            {lineAction && <th>操作</th>}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const subtotal = lineSubtotal(line);
            return (
              <tr key={line.goodsSkuCode}>
                <td>
                  <img src={line.goodsSkuImgUrl} alt="" />
                  <span>{line.goodsSkuName}</span>
                </td>
                <td data-label="单价">{price(line.unitMoney, line.unitPoints)}</td>
                <td data-label="数量">{line.quantity}</td>
                <td data-label="小计">{price(subtotal.money, subtotal.points)}</td>
                {lineAction && <td>{lineAction(line)}</td>}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Section>
  );
}

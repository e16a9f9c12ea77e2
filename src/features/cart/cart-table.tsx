import styled from 'styled-components';
import type { CartContext, PriceFormat, SelectAllState } from '../../../engine';
import { ruledTable } from '../../components/list-table';
import { CartRow } from './cart-row';
import type { ShownCartItem } from './use-cart-view';

// The storefront's ruled table, roomier, with the lines that cannot be bought greyed.
const Table = styled.table`
  ${ruledTable}
  th {
    padding: 0 12px;
  }
  td {
    padding: 16px 12px;
  }
  tr[data-invalid='true'] td {
    color: ${({ theme }) => theme.muted};
  }
`;

export interface CartTableProps {
  lines: readonly ShownCartItem[];
  context: CartContext;
  format: PriceFormat;
  allState: SelectAllState;
  onTick: (line: ShownCartItem, ticked: boolean) => void;
  onTickAll: (ticked: boolean) => void;
}

/** The cart page's lines under a 全选 box; it renders what it is given and asks nothing of the server. */
export function CartTable({ lines, context, format, allState, onTick, onTickAll }: CartTableProps) {
  return (
    <Table>
      <thead>
        <tr>
          <th style={{ width: 90 }}>
            <label>
              <input
                type="checkbox"
                checked={allState === 'all'}
                ref={(box) => {
                  if (box) box.indeterminate = allState === 'some';
                }}
                onChange={(event) => onTickAll(event.target.checked)}
              />{' '}
              全选
            </label>
          </th>
          <th>商品</th>
          <th style={{ width: 150 }}>单价</th>
          <th style={{ width: 130 }}>数量</th>
          <th style={{ width: 150 }}>小计</th>
          <th style={{ width: 80 }}>操作</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <CartRow key={line.goodsSkuCode} line={line} context={context} format={format} onTick={onTick} />
        ))}
      </tbody>
    </Table>
  );
}

import styled from 'styled-components';
import type { CartContext, PriceFormat, SelectAllState } from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { ruledTable } from '../../components/list-table';
import { CartRow } from './cart-row';
import { CartSelectAll } from './cart-select-all';
import type { ShownCartItem } from './use-cart-view';

/*
 * The storefront's ruled table, roomier, with the lines that cannot be bought greyed. On a phone each line is
 * a card of its own: the tick down the left; beside it the goods, why it cannot be ticked, unit price and
 * subtotal, then the stepper and 删除. The head goes: 全选 is in the fixed bar there.
 */
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
  ${onPhone} {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: 24px minmax(0, 1fr) auto;
      grid-template-areas:
        'tick goods goods'
        'tick reason reason'
        'tick unit subtotal'
        'tick quantity remove';
      column-gap: 10px;
      align-items: center;
      padding: 8px 12px;
    }
    /* The tick cell's box and reason take places of their own in the card. */
    td:nth-child(1) {
      display: contents;
    }
    td:nth-child(1) > input {
      grid-area: tick;
      width: 20px;
      height: 20px;
      margin: 0;
    }
    td:nth-child(1) > span {
      grid-area: reason;
      margin: 0;
      white-space: normal;
    }
    td:nth-child(2) {
      grid-area: goods;
    }
    td:nth-child(3) {
      grid-area: unit;
      justify-content: flex-start;
    }
    td:nth-child(4) {
      grid-area: quantity;
      flex-direction: column;
      align-items: flex-start;
      gap: 0;
    }
    td:nth-child(5) {
      grid-area: subtotal;
    }
    td:nth-child(6) {
      grid-area: remove;
      justify-content: flex-end;
    }
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
            <CartSelectAll state={allState} onTickAll={onTickAll} />
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

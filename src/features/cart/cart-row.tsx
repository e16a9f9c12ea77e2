import { memo } from 'react';
import styled from 'styled-components';
import { cartLineView } from '../../../engine';
import type { CartContext, PriceFormat } from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { Button } from '../../components/button';
import { useDeleteCartLine } from '../../shop/writes/cart-writes';
import { InvalidTag, TickReason } from './cart-line-marks';
import { CartQuantity } from './cart-quantity';
import type { ShownCartItem } from './use-cart-view';

const Goods = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  img {
    width: 80px;
    height: 80px;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.border};
  }
  ${onPhone} {
    align-items: flex-start;
    img {
      flex: none;
      width: 72px;
      height: 72px;
    }
  }
`;

interface CartRowProps {
  line: ShownCartItem;
  context: CartContext;
  format: PriceFormat;
  onTick: (line: ShownCartItem, ticked: boolean) => void;
}

/**
 * One line of the cart page, as the engine's cartLineView shows it: its tick (or why it cannot be ticked),
 * goods, unit price, quantity (CartQuantity), subtotal (unit × quantity) and deletion, asked first. Each
 * write is locked while in flight.
 */
function CartRowView({ line, context, format, onTick }: CartRowProps) {
  const { remove, removing } = useDeleteCartLine();
  const view = cartLineView(line, context, format);

  return (
    <tr data-invalid={line.isInvalid === true}>
      <td>
        <input
          type="checkbox"
          aria-label={`选择 ${line.goodsSkuName}`}
          aria-describedby={view.reason && `reason-${line.goodsSkuCode}`}
          checked={view.ticked}
          disabled={!view.tickable}
          onChange={(event) => onTick(line, event.target.checked)}
        />
        {view.reason && <TickReason id={`reason-${line.goodsSkuCode}`}>{view.reason}</TickReason>}
      </td>
      <td>
        <Goods>
          <img src={line.goodsSkuImgUrl} alt="" loading="lazy" />
          <span>
            {line.isInvalid && <InvalidTag>失效</InvalidTag>}
            {line.goodsSkuName}
          </span>
        </Goods>
      </td>
      <td data-label="单价">{view.unit}</td>
      <td>
        <CartQuantity line={line} quantity={view.quantity} />
      </td>
      <td data-label="小计">{view.subtotal}</td>
      <td>
        <Button $variant="text" disabled={removing} aria-busy={removing} onClick={() => void remove(line)}>
          删除
        </Button>
      </td>
    </tr>
  );
}

/** Same line data (a refetch or a tick of another line makes new objects of unchanged lines). */
function sameLine(a: ShownCartItem, b: ShownCartItem): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof ShownCartItem)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** Memoised: ticking one line of a long cart re-renders that row only. */
export const CartRow = memo(
  CartRowView,
  (before, after) =>
    before.context === after.context &&
    before.format === after.format &&
    before.onTick === after.onTick &&
    sameLine(before.line, after.line),
);

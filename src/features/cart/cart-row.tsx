import { memo } from 'react';
import styled from 'styled-components';
import { cartLineView, quantityBounds } from '../../../engine';
import type { CartContext, PriceFormat } from '../../../engine';
import { Button } from '../../components/button';
import { useDeleteCartLine, useUpdateCartQuantity } from '../../lib/api/endpoints/cart-writes';
import { InvalidTag, TickReason } from './cart-parts';
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
`;

const Stepper = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.border};
  button {
    width: 26px;
    border: 0;
    background: #f5f5f5;
    cursor: pointer;
    &:disabled {
      cursor: not-allowed;
      color: #ccc;
    }
  }
  span {
    width: 44px;
    line-height: 26px;
    text-align: center;
  }
`;

const Hint = styled.p`
  margin: 4px 0 0;
  font-size: 12px;
  color: ${({ theme }) => theme.muted};
`;

interface CartRowProps {
  line: ShownCartItem;
  context: CartContext;
  format: PriceFormat;
  onTick: (line: ShownCartItem, ticked: boolean) => void;
}

/**
 * One line of the cart page, as the engine's cartLineView shows it: its tick (or why it cannot be ticked),
 * goods, unit price, quantity stepper (1 up to the line's stock, with a hint at the top; the ladder tier
 * follows the new quantity), subtotal (unit × quantity) and deletion. Each write is locked while in flight.
 */
function CartRowView({ line, context, format, onTick }: CartRowProps) {
  const { setQuantity, updating } = useUpdateCartQuantity();
  const { remove, removing } = useDeleteCartLine();
  const view = cartLineView(line, context, format);
  const bounds = quantityBounds(line);
  const change = (next: number) => void setQuantity({ goodsSkuCode: line.goodsSkuCode, quantity: next });

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
      <td>{view.unit}</td>
      <td>
        <Stepper aria-busy={updating}>
          <button
            type="button"
            aria-label="减少数量"
            disabled={line.isInvalid || updating || view.quantity <= bounds.min}
            onClick={() => change(view.quantity - 1)}
          >
            −
          </button>
          <span aria-label="数量">{view.quantity}</span>
          <button
            type="button"
            aria-label="增加数量"
            disabled={line.isInvalid || updating || view.quantity >= bounds.max}
            onClick={() => change(view.quantity + 1)}
          >
            +
          </button>
        </Stepper>
        {bounds.hint && !line.isInvalid && <Hint role="status">{bounds.hint}</Hint>}
      </td>
      <td>{view.subtotal}</td>
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

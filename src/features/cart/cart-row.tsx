import styled from 'styled-components';
import { canTick, formatPriceParts, lineQuantity, lineTotal, quantityBounds } from '../../../engine';
import type { CartContext, PriceFormat } from '../../../engine';
import { Button } from '../../components/button';
import { useDeleteCartLine, useUpdateCartQuantity } from '../../lib/api/endpoints/cart-writes';
import { InvalidTag, useCartPrice } from './cart-line-summary';
import type { ShownCartItem } from './cart-line-summary';

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

/**
 * One line of the cart page: its tick, goods, unit price, quantity stepper (1 up to the line's stock, as the
 * engine bounds it, with a hint at the top), line total and deletion. Each write is locked while in flight.
 */
export function CartRow({
  line,
  context,
  format,
  onTick,
}: {
  line: ShownCartItem;
  context: CartContext;
  format: PriceFormat;
  onTick: (ticked: boolean) => void;
}) {
  const price = useCartPrice();
  const { setQuantity, updating } = useUpdateCartQuantity();
  const { remove, removing } = useDeleteCartLine();
  const tickable = canTick(line, context);
  const quantity = lineQuantity(line);
  const bounds = quantityBounds(line);
  const change = (next: number) => void setQuantity({ goodsSkuCode: line.goodsSkuCode, quantity: next });

  return (
    <tr data-invalid={line.isInvalid === true}>
      <td>
        <input
          type="checkbox"
          aria-label={`选择 ${line.goodsSkuName}`}
          checked={tickable && line.isCheck === 1}
          disabled={!tickable}
          onChange={(event) => onTick(event.target.checked)}
        />
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
      <td>{price(line)}</td>
      <td>
        <Stepper aria-busy={updating}>
          <button
            type="button"
            aria-label="减少数量"
            disabled={line.isInvalid || updating || quantity <= bounds.min}
            onClick={() => change(quantity - 1)}
          >
            −
          </button>
          <span aria-label="数量">{quantity}</span>
          <button
            type="button"
            aria-label="增加数量"
            disabled={line.isInvalid || updating || quantity >= bounds.max}
            onClick={() => change(quantity + 1)}
          >
            +
          </button>
        </Stepper>
        {bounds.hint && !line.isInvalid && <Hint role="status">{bounds.hint}</Hint>}
      </td>
      <td>{formatPriceParts(lineTotal(line, context), format)}</td>
      <td>
        <Button $variant="text" disabled={removing} aria-busy={removing} onClick={() => void remove(line)}>
          删除
        </Button>
      </td>
    </tr>
  );
}

import styled, { css } from 'styled-components';
import { cartLineView } from '../../../engine';
import type { CartContext, PriceFormat } from '../../../engine';
import { InvalidTag, TickReason } from './cart-line-marks';
import type { ShownCartItem } from './use-cart-view';

const Row = styled.div<{ $invalid: boolean }>`
  display: flex;
  gap: 10px;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  img {
    width: 64px;
    height: 64px;
    flex-shrink: 0;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.border};
    background: #fafafa;
  }
  /* An invalid line is greyed: its picture faded, its text grey but still readable (no opacity on text). */
  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      color: ${theme.muted};
      img {
        opacity: 0.55;
      }
      strong {
        color: ${theme.muted};
      }
    `}
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  font-size: 13px;
  p {
    margin: 0 0 6px;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    line-height: 1.4;
  }
  div {
    display: flex;
    justify-content: space-between;
    color: ${({ theme }) => theme.muted};
  }
  strong {
    color: ${({ theme }) => theme.primary};
    font-weight: 600;
  }
`;

/**
 * One cart line as the drawer lists it: picture, name, the unit price the cart counts it at, quantity, and why
 * it cannot be ticked (the same engine view as the cart page's rows).
 */
export function CartLineSummary({
  item,
  context,
  format,
}: {
  item: ShownCartItem;
  context: CartContext;
  format: PriceFormat;
}) {
  const view = cartLineView(item, context, format);
  return (
    <Row $invalid={item.isInvalid === true} aria-label={item.goodsSkuName}>
      <img src={item.goodsSkuImgUrl} alt="" loading="lazy" />
      <Text>
        <p>
          {item.isInvalid && <InvalidTag>失效</InvalidTag>}
          {item.goodsSkuName}
        </p>
        <div>
          <strong>{view.unit}</strong>
          <span>× {view.quantity}</span>
        </div>
        {view.reason && <TickReason>{view.reason}</TickReason>}
      </Text>
    </Row>
  );
}

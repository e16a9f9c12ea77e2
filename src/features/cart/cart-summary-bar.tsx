import styled from 'styled-components';
import { CART_MESSAGES, formatPriceParts } from '../../../engine';
import type { CartLineKey, CartTotals, PriceFormat } from '../../../engine';
import { Button } from '../../components/button';
import { useDeleteTickedLines } from '../../lib/api/endpoints/cart-writes';

const Bar = styled.section<{ $fixed: boolean }>`
  position: ${({ $fixed }) => ($fixed ? 'sticky' : 'static')};
  bottom: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  gap: 16px;
  margin-top: 16px;
  padding: 0 0 0 16px;
  height: 56px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.border};
  box-shadow: ${({ $fixed }) => ($fixed ? '0 -4px 12px rgba(0,0,0,0.06)' : 'none')};
  strong {
    color: ${({ theme }) => theme.primary};
    font-size: 20px;
  }
  > span {
    margin-left: auto;
  }
  > button:last-child {
    height: 56px;
    border-radius: 0;
    padding: 0 40px;
  }
`;

const Hint = styled.small`
  color: ${({ theme }) => theme.muted};
`;

/**
 * The cart's totals and checkout bar: 删除选中商品, the ticked count and total in the shop's price mode (two
 * decimals for money, money plus points for quota goods), and 去结算, disabled with a hint while nothing is
 * ticked. Above the profile's line count it sticks to the bottom of the viewport (spec 1 §4).
 */
export function CartSummaryBar({
  totals,
  ticked,
  format,
  fixed,
  onSettle,
}: {
  totals: CartTotals;
  ticked: readonly CartLineKey[];
  format: PriceFormat;
  fixed: boolean;
  onSettle: () => void;
}) {
  const { removeTicked, removingTicked } = useDeleteTickedLines();
  const nothing = totals.lines === 0;
  return (
    <Bar $fixed={fixed} aria-label="结算栏">
      <Button
        $variant="text"
        disabled={ticked.length === 0 || removingTicked}
        aria-busy={removingTicked}
        onClick={() => void removeTicked(ticked)}
      >
        删除选中商品
      </Button>
      <span>
        已选 {totals.quantity} 件商品，合计：<strong>{formatPriceParts(totals, format)}</strong>
      </span>
      {nothing && <Hint id="settle-hint">{CART_MESSAGES.nothingTicked}</Hint>}
      <Button
        $variant="primary"
        disabled={nothing}
        aria-describedby={nothing ? 'settle-hint' : undefined}
        onClick={onSettle}
      >
        去结算
      </Button>
    </Bar>
  );
}

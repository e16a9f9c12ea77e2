import styled, { createGlobalStyle, css } from 'styled-components';
import { CART_MESSAGES, formatPriceParts } from '../../../engine';
import type { CartLineKey, CartTotals, PriceFormat } from '../../../engine';
import { Button } from '../../components/button';
import { contentColumn } from '../../components/container';
import { useDeleteTickedLines } from '../../shop/writes/cart-writes';

const BAR_HEIGHT = 56;

/** The fixed bar's column: the content's width, centred over it. */
const fixedToViewport = css`
  position: fixed;
  bottom: 0;
  left: 0;
  right: 0;
  z-index: 2;
  ${contentColumn}
  box-shadow: 0 -4px 12px rgba(0, 0, 0, 0.06);
`;

/**
 * Room under the page for the fixed bar, so the last row and the footer scroll clear of it, and the same room
 * kept when focus scrolls a control into view, so a keyboard user never lands under the bar (WCAG 2.4.11).
 */
const RoomForFixedBar = createGlobalStyle`
  html {
    scroll-padding-bottom: ${BAR_HEIGHT + 16}px;
  }
  body {
    padding-bottom: ${BAR_HEIGHT}px;
  }
`;

const Bar = styled.section<{ $fixed: boolean }>`
  ${({ $fixed }) => ($fixed ? fixedToViewport : 'margin-top: 16px;')}
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 0 0 0 16px;
  height: ${BAR_HEIGHT}px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.border};
  strong {
    color: ${({ theme }) => theme.primary};
    font-size: 20px;
  }
  > span {
    margin-left: auto;
  }
  > button:last-child {
    height: ${BAR_HEIGHT}px;
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
 * ticked. Above the profile's line count it is fixed to the bottom of the viewport (spec 1 §4: "a fixed bar
 * when it has more than 4 items").
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
      {fixed && <RoomForFixedBar />}
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

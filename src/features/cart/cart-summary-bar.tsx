import styled, { createGlobalStyle, css } from 'styled-components';
import { CART_MESSAGES, formatPriceParts } from '../../../engine';
import type { CartLineKey, CartTotals, PriceFormat, SelectAllState } from '../../../engine';
import { onPhone, PRIMARY_ACTION_HEIGHT } from '../../components/breakpoints';
import { Button } from '../../components/button';
import { contentColumn } from '../../components/container';
import { useDeleteTickedLines } from '../../shop/writes/cart-writes';
import { CartSelectAll } from './cart-select-all';

const BAR_HEIGHT = 56;
/** On a phone the bar has two rows: 全选 and 删除选中商品 above, the total and 去结算 below. */
const PHONE_TOOLS_ROW = 36;
const PHONE_TOTAL_ROW = 52;
const PHONE_BAR_HEIGHT = PHONE_TOOLS_ROW + PHONE_TOTAL_ROW;

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
 * A phone always has the bar fixed.
 */
const RoomForFixedBar = createGlobalStyle<{ $fixed: boolean }>`
  ${({ $fixed }) =>
    $fixed &&
    css`
      html {
        scroll-padding-bottom: ${BAR_HEIGHT + 16}px;
      }
      body {
        padding-bottom: ${BAR_HEIGHT}px;
      }
    `}
  ${onPhone} {
    html {
      scroll-padding-bottom: ${PHONE_BAR_HEIGHT + 16}px;
    }
    body {
      padding-bottom: calc(${PHONE_BAR_HEIGHT}px + env(safe-area-inset-bottom));
    }
  }
`;

/*
 * On a phone the bar is fixed to the bottom whatever the line count, at bottom 0: the cart is in the checkout
 * layout, which has no tab bar.
 */
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
  ${onPhone} {
    position: fixed;
    bottom: 0;
    left: 0;
    right: 0;
    z-index: 2;
    width: auto;
    margin: 0;
    display: grid;
    grid-template-columns: auto auto minmax(0, 1fr) auto;
    grid-template-rows: ${PHONE_TOOLS_ROW}px ${PHONE_TOTAL_ROW}px;
    grid-template-areas:
      'all remove hint hint'
      'total total total settle';
    column-gap: 12px;
    height: auto;
    padding: 0 12px env(safe-area-inset-bottom);
    border-width: 1px 0 0;
    box-shadow: 0 -4px 12px rgba(0, 0, 0, 0.06);
    > label {
      grid-area: all;
      display: flex;
      align-items: center;
      gap: 6px;
      min-height: ${PHONE_TOOLS_ROW}px;
      cursor: pointer;
      input {
        width: 20px;
        height: 20px;
        margin: 0;
      }
    }
    > button:first-of-type {
      grid-area: remove;
    }
    > small {
      grid-area: hint;
      justify-self: end;
      text-align: right;
    }
    > span {
      grid-area: total;
      align-self: center;
      min-width: 0;
      text-align: right;
      line-height: 1.3;
      overflow-wrap: anywhere;
    }
    strong {
      font-size: 18px;
    }
    > button:last-child {
      grid-area: settle;
      align-self: center;
      height: ${PRIMARY_ACTION_HEIGHT}px;
      border-radius: 4px;
      padding: 0 24px;
    }
  }
`;

/** 全选 belongs to the table's head on a wide screen; on a phone the head is gone and the bar holds it. */
const PhoneSelectAll = styled(CartSelectAll)`
  display: none;
`;

const Hint = styled.small`
  color: ${({ theme }) => theme.muted};
`;

/**
 * The cart's totals and checkout bar: 删除选中商品, the ticked count and total in the shop's price mode (two
 * decimals for money, money plus points for quota goods), and 去结算, disabled with a hint while nothing is
 * ticked. Above the profile's line count it is fixed to the bottom of the viewport (spec 1 §4: "a fixed bar
 * when it has more than 4 items"); on a phone it always is, with 全选 in it.
 */
export function CartSummaryBar({
  totals,
  ticked,
  format,
  fixed,
  allState,
  onTickAll,
  onSettle,
}: {
  totals: CartTotals;
  ticked: readonly CartLineKey[];
  format: PriceFormat;
  fixed: boolean;
  allState: SelectAllState;
  onTickAll: (ticked: boolean) => void;
  onSettle: () => void;
}) {
  const { removeTicked, removingTicked } = useDeleteTickedLines();
  const nothing = totals.lines === 0;
  return (
    <Bar $fixed={fixed} aria-label="结算栏">
      <RoomForFixedBar $fixed={fixed} />
      <PhoneSelectAll state={allState} onTickAll={onTickAll} />
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

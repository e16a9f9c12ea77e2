import styled from 'styled-components';
import { onPhone, PHONE_TAB_BAR_COVER, PRIMARY_ACTION_HEIGHT } from '../../../components/breakpoints';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import type { useFavourite } from '../hooks/use-favourite';

interface DetailActionsProps {
  /** The user may buy (the `cart.canAdd` capability). */
  canBuy: boolean;
  /** Virtual goods are bought now, never put in the cart. */
  virtual: boolean;
  purchasable: boolean;
  adding: boolean;
  onBuyNow: () => void;
  onAddToCart: () => void;
  favourite: ReturnType<typeof useFavourite>;
}

const BAR_PADDING = 8;

/** On a phone the actions are a bar fixed above the tab bar; the page keeps this much room for it. */
export const PHONE_ACTION_BAR_HEIGHT = PRIMARY_ACTION_HEIGHT + 2 * BAR_PADDING;

/**
 * 立即购买, 加入购物车 and 收藏 / 已收藏: under the price on a desktop; on a phone the same buttons are a
 * bar fixed at the bottom of the screen, 收藏 first as in shopping apps.
 */
export function DetailActions(props: DetailActionsProps) {
  const { canBuy, virtual, purchasable, adding, favourite } = props;
  return (
    <Actions>
      {canBuy ? (
        <Button
          $variant="plain"
          $size="large"
          disabled={!purchasable}
          onClick={props.onBuyNow}
          className="buy-now"
        >
          立即购买
        </Button>
      ) : null}
      {canBuy && !virtual ? (
        <Button
          $variant="primary"
          $size="large"
          disabled={!purchasable || adding}
          aria-busy={adding}
          onClick={props.onAddToCart}
        >
          <Icon name="cart" size={18} /> 加入购物车
        </Button>
      ) : null}
      <FavouriteButton
        type="button"
        aria-pressed={favourite.favourite}
        aria-busy={favourite.pending}
        onClick={favourite.toggle}
        $on={favourite.favourite}
      >
        <Icon name="heart" size={18} />
        {favourite.favourite ? '已收藏' : '收藏'}
      </FavouriteButton>
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  margin: 22px 16px 0;

  & > .buy-now {
    border-color: ${({ theme }) => theme.primary};
    color: ${({ theme }) => theme.primary};
    background: ${({ theme }) => theme.primaryFaint};
  }

  ${onPhone} {
    position: fixed;
    left: 0;
    right: 0;
    bottom: ${PHONE_TAB_BAR_COVER};
    z-index: 900;
    gap: ${BAR_PADDING}px;
    margin: 0;
    padding: ${BAR_PADDING}px 12px;
    background: #fff;
    box-shadow: 0 -1px 6px rgba(0, 0, 0, 0.08);
    & > button {
      flex: 1 1 0;
      min-width: 0;
      height: ${PRIMARY_ACTION_HEIGHT}px;
      padding: 0 8px;
    }
  }
`;

const FavouriteButton = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0 8px;
  height: 42px;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ $on, theme }) => ($on ? theme.primary : '#666')};
  cursor: pointer;
  & svg {
    fill: ${({ $on, theme }) => ($on ? theme.primary : 'none')};
  }
  &:hover {
    color: ${({ theme }) => theme.primary};
  }
  ${onPhone} {
    order: -1;
    flex-direction: column;
    justify-content: center;
    gap: 0;
    font-size: 12px;
    /* Beats the bar's rule for its buttons: the icon and its word keep their own width. */
    && {
      flex: none;
      padding: 0 6px;
    }
    /* Alone in the bar (a member who may only browse), it is the bar's one button. */
    &&:only-child {
      flex: 1 1 0;
      flex-direction: row;
      gap: 4px;
      font-size: 14px;
    }
  }
`;

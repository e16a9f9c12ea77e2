import styled from 'styled-components';
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

/** 立即购买, 加入购物车 and 收藏 / 已收藏. */
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
`;

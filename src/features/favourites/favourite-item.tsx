import styled from 'styled-components';
import { BADGE, SHELVES_STATUS, codeOf, displayPrice } from '../../../engine';
import { Button } from '../../components/button';
import { useAddToCart } from '../../lib/api/endpoints/cart-writes';
import { useCancelFavourite } from '../../lib/api/endpoints/favourite-writes';
import type { Favourite } from '../../lib/api/types';
import { useShop } from '../../shop/shop-context';

const Item = styled.li`
  display: flex;
  gap: 10px;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  font-size: 13px;
  img {
    width: 72px;
    height: 72px;
    flex-shrink: 0;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.border};
  }
  p {
    margin: 0 0 4px;
    line-height: 1.4;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  strong {
    color: ${({ theme }) => theme.primary};
  }
`;

const Badge = styled.span`
  margin-left: 6px;
  padding: 0 4px;
  border-radius: 2px;
  background: #999;
  color: #fff;
  font-size: 12px;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 6px;
`;

/** 已售罄 or 已下架 when the favourite cannot be bought now. */
function unavailableBadge(favourite: Favourite): string | undefined {
  if (favourite.soldOut) return BADGE.soldOut;
  if (codeOf(favourite.shelvesStatus) === SHELVES_STATUS.off) return BADGE.offShelf;
  return undefined;
}

/**
 * One favourite: it can be added to the cart (one piece; not when off shelf, sold out, or the user may not
 * buy: `cart.canAdd`) with the storefront's one add-to-cart, or removed. Each button is locked while its
 * request is in flight.
 */
export function FavouriteItem({ favourite }: { favourite: Favourite }) {
  const { capabilities, labels } = useShop();
  const { add, adding } = useAddToCart();
  const { cancelFavourite, cancelling } = useCancelFavourite();
  const badge = unavailableBadge(favourite);
  const format = { mode: capabilities['price.mode'], unitName: labels.unitName };

  return (
    <Item>
      <img src={favourite.goodsImage} alt="" loading="lazy" />
      <div style={{ flex: 1, minWidth: 0 }}>
        <p>{favourite.goodsSkuName}</p>
        <strong>{displayPrice(favourite, format).text}</strong>
        {badge && <Badge>{badge}</Badge>}
        <Actions>
          <Button
            $size="small"
            $variant="primary"
            disabled={badge !== undefined || !capabilities['cart.canAdd'] || adding}
            aria-busy={adding}
            onClick={() =>
              add({ goodsCode: favourite.goodCode, goodsSkuCode: favourite.goodsSkuCode, quantity: 1 })
            }
          >
            加入购物车
          </Button>
          <Button
            $size="small"
            disabled={cancelling}
            aria-busy={cancelling}
            onClick={() => void cancelFavourite({ id: favourite.id, goodsCode: favourite.goodCode })}
          >
            取消收藏
          </Button>
        </Actions>
      </div>
    </Item>
  );
}

import { favouriteBadge } from '../../../engine';
import { Button } from '../../components/button';
import { MemberGoodsRow } from '../../business-ui/member-goods-row/member-goods-row';
import { useAddToCart } from '../../shop/writes/cart-writes';
import { useCancelFavourite } from '../../shop/writes/favourite-writes';
import { useCapability } from '../../shop/shop-context';
import type { Favourite } from '../../../engine/contract';

export interface FavouriteItemProps {
  favourite: Favourite;
  ticked: boolean;
  onTick: (id: number, on: boolean) => void;
}

/**
 * One favourite: it can be ticked for the batch cancel, added to the cart (one piece; not when off shelf, sold
 * out, or the user may not add: `cart.canAdd`) with the storefront's one add-to-cart, or cancelled. Each
 * button is locked while its request is in flight.
 */
export function FavouriteItem({ favourite, ticked, onTick }: FavouriteItemProps) {
  const canAddToCart = useCapability('cart.canAdd');
  const { add, adding } = useAddToCart();
  const { cancelFavourite, cancelling } = useCancelFavourite();
  const badge = favouriteBadge(favourite);
  const name = favourite.goodsSkuName;
  return (
    <MemberGoodsRow
      name={name}
      image={favourite.goodsImage}
      link={{ ...favourite, goodsCode: favourite.goodCode }}
      priced={favourite}
      badge={badge}
      lead={
        <input
          type="checkbox"
          aria-label={`选择 ${name}`}
          checked={ticked}
          onChange={(event) => onTick(favourite.id, event.target.checked)}
        />
      }
    >
      <Button
        $size="small"
        $variant="primary"
        disabled={badge !== undefined || !canAddToCart || adding}
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
    </MemberGoodsRow>
  );
}

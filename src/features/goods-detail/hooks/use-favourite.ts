import { useAddFavourite, useCancelFavourite } from '../../../lib/api/endpoints/favourite-writes';
import type { GoodsKey } from '../../../lib/api/endpoints/goods';
import { useShop } from '../../../shop/shop-context';
import { useGoToLogin } from '../../../shop/shop-paths';

/**
 * The detail's favourite toggle: adds the goods, or cancels the favourite `collectionId` names (guests go
 * to login). Locked while either is in flight, so a double click sends one request.
 */
export function useFavourite(goods: GoodsKey, collectionId: number | null) {
  const { facts } = useShop();
  const goToLogin = useGoToLogin();
  const { addFavourite, adding } = useAddFavourite();
  const { cancelFavourite, cancelling } = useCancelFavourite();
  const pending = adding || cancelling;

  const toggle = () => {
    if (!facts.loggedIn) goToLogin();
    else if (pending) return;
    else if (collectionId === null) void addFavourite(goods);
    else void cancelFavourite({ id: collectionId, goodsCode: goods.goodsCode });
  };
  return { favourite: collectionId !== null, toggle, pending };
}

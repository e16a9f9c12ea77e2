import { useFavouriteToggle } from '../../../shop/writes/favourite-writes';
import { useShop } from '../../../shop/shop-context';
import { useGoToLogin } from '../../../shop/shop-paths';
import type { GoodsKey } from '../../../../engine/contract';

/**
 * The detail's favourite toggle: adds the goods, or cancels the favourite `collectionId` names (guests go
 * to login). It follows the last click: `pending` while the writes catch up with it.
 */
export function useFavourite(goods: GoodsKey, collectionId: number | null) {
  const { facts } = useShop();
  const goToLogin = useGoToLogin();
  const favourite = useFavouriteToggle(goods, collectionId);
  return { ...favourite, toggle: facts.loggedIn ? favourite.toggle : () => goToLogin() };
}

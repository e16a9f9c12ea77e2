import { useSnapshot } from 'valtio';
import { ShopDrawer } from '../../business-ui/shop-drawer';
import { useShop } from '../../shop/shop-context';
import { closeFavouritesDrawer, favouritesDrawer } from './favourites-drawer-store';
import { FavouritesPanel } from './favourites-panel';
import { useFavourites } from './use-favourites';

/**
 * The favourites drawer (spec 1 §2, §8): the same list as 我的收藏 (favourites-panel.tsx), loaded while the
 * drawer is open.
 */
export default function FavouritesDrawer({ offsetRight }: { offsetRight: number }) {
  const { facts } = useShop();
  const { open } = useSnapshot(favouritesDrawer);
  const state = useFavourites(open && facts.loggedIn);
  return (
    <ShopDrawer open={open} title="我的收藏" offsetRight={offsetRight} onClose={closeFavouritesDrawer}>
      <FavouritesPanel state={state} />
    </ShopDrawer>
  );
}

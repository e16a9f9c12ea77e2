import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { Drawer } from '../../components/drawer';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { favouritesQuery } from '../../lib/api/endpoints/favourites';
import { useShop } from '../../shop/shop-context';
import { useErrorToast } from '../../shop/use-error-toast';
import { FavouriteItem } from './favourite-item';
import { closeFavouritesDrawer, favouritesDrawer } from './favourites-drawer-store';

export const EMPTY_FAVOURITES = '您还没有心仪的商品，快去看看吧~';

/**
 * The favourites drawer (spec 1 §2, §8): the user's favourites with their badges, each with add-to-cart
 * and removal. Server messages are shown for removal and failures.
 */
export default function FavouritesDrawer({ offsetRight }: { offsetRight: number }) {
  const { limits, facts } = useShop();
  const { open } = useSnapshot(favouritesDrawer);
  const favourites = useQuery({ ...favouritesQuery(), enabled: open && facts.loggedIn });
  useErrorToast(favourites.error);
  const records = favourites.data?.records ?? [];

  return (
    <Drawer
      open={open}
      title="我的收藏"
      width={limits.layout.drawerWidth}
      offsetRight={offsetRight}
      onClose={closeFavouritesDrawer}
    >
      {favourites.isPending ? (
        <Skeleton lines={5} />
      ) : records.length === 0 ? (
        <EmptyState text={EMPTY_FAVOURITES} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {records.map((favourite) => (
            <FavouriteItem key={favourite.id} favourite={favourite} />
          ))}
        </ul>
      )}
    </Drawer>
  );
}

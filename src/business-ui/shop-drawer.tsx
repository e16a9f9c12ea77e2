import { Drawer } from '../components/drawer';
import type { DrawerProps } from '../components/drawer';
import { useShop } from '../shop/shop-context';

/** The frame of the sidebar's drawers (购物车, 我的收藏): a drawer as wide as the shop sets them. */
export function ShopDrawer(props: Omit<DrawerProps, 'width'>) {
  const { limits } = useShop();
  return <Drawer {...props} width={limits.layout.drawerWidth} />;
}

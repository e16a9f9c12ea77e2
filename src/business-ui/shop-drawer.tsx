import { PHONE_TAB_BAR_COVER } from '../components/breakpoints';
import { Drawer } from '../components/drawer';
import type { DrawerProps } from '../components/drawer';
import { useShop } from '../shop/shop-context';

/**
 * The frame of the sidebar's drawers (购物车, 我的收藏): a drawer as wide as the shop sets them; on a phone
 * full width, above the tab bar the sidebar becomes, so the tab that opened it still closes it.
 */
export function ShopDrawer(props: Omit<DrawerProps, 'width' | 'phoneOffsetBottom'>) {
  const { limits } = useShop();
  return <Drawer {...props} width={limits.layout.drawerWidth} phoneOffsetBottom={PHONE_TAB_BAR_COVER} />;
}

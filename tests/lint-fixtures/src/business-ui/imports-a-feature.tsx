// expect: import-x/no-restricted-paths
import CartDrawer from '../features/cart/cart-drawer';

export const Drawer = CartDrawer;

// expect: import-x/no-restricted-paths
// A nested folder of one feature reaching into another: the import string never names `features/`.
import CartDrawer from '../../cart/cart-drawer';

export const Drawer = CartDrawer;

import { proxy } from 'valtio';

/** Whether the cart drawer is open; UI state, shared by the sidebar tab and the drawer. */
export const cartDrawer = proxy({ open: false });

export function toggleCartDrawer(): void {
  cartDrawer.open = !cartDrawer.open;
}

export function closeCartDrawer(): void {
  cartDrawer.open = false;
}

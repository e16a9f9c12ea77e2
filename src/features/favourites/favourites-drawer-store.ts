import { proxy } from 'valtio';

/** Whether the favourites drawer is open; independent of the cart drawer. */
export const favouritesDrawer = proxy({ open: false });

export function toggleFavouritesDrawer(): void {
  favouritesDrawer.open = !favouritesDrawer.open;
}

export function closeFavouritesDrawer(): void {
  favouritesDrawer.open = false;
}

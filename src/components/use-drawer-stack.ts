import { useLayoutEffect, useSyncExternalStore } from 'react';

interface OpenDrawer {
  id: string;
  width: number;
}

// The open drawers in the order they opened. Several may be open at once (the cart and the favourites,
// spec 1 §2): each opens beside the ones opened before it, so none hides another.
let openDrawers: readonly OpenDrawer[] = [];
const listeners = new Set<() => void>();

function setOpenDrawers(next: readonly OpenDrawer[]): void {
  openDrawers = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * How far from the right edge an open drawer sits: `base` plus the widths of the drawers that opened
 * before it. When one closes, the ones after it move over.
 */
export function useDrawerStackOffset(id: string, width: number, open: boolean, base: number): number {
  useLayoutEffect(() => {
    if (!open) return undefined;
    setOpenDrawers([...openDrawers, { id, width }]);
    return () => setOpenDrawers(openDrawers.filter((drawer) => drawer.id !== id));
  }, [id, width, open]);
  const stack = useSyncExternalStore(subscribe, () => openDrawers);
  const position = stack.findIndex((drawer) => drawer.id === id);
  const before = position === -1 ? stack : stack.slice(0, position);
  return before.reduce((offset, drawer) => offset + drawer.width, base);
}

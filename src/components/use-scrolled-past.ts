import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the page is scrolled further down than `offset` pixels (for headers and menus that fix). */
export function useScrolledPast(offset: number, enabled = true): boolean {
  return useSyncExternalStore(
    subscribe,
    () => enabled && window.scrollY > offset,
    () => false,
  );
}

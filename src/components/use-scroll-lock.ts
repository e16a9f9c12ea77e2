import { useEffect } from 'react';

/** Holders of the page-scroll lock: two drawers and a dialog may be open at once and share one lock. */
let holders = 0;
let restore: { overflow: string; paddingRight: string } | null = null;

function acquire(): void {
  holders += 1;
  if (holders > 1) return;
  const { style } = document.body;
  restore = { overflow: style.overflow, paddingRight: style.paddingRight };
  // Keep the page where it is: hiding the scroll bar would otherwise shift centred content sideways.
  const scrollBarWidth = window.innerWidth - document.documentElement.clientWidth;
  style.overflow = 'hidden';
  if (scrollBarWidth > 0) style.paddingRight = `${scrollBarWidth}px`;
}

function release(): void {
  holders -= 1;
  if (holders > 0 || !restore) return;
  Object.assign(document.body.style, restore);
  restore = null;
}

/** Locks page scroll while `active` is true. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    acquire();
    return release;
  }, [active]);
}

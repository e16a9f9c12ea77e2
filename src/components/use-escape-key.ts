import { useEffect } from 'react';

/** Calls `onEscape` when Escape is pressed while `active`. */
export function useEscapeKey(active: boolean, onEscape: (() => void) | undefined): void {
  useEffect(() => {
    if (!active || !onEscape) return undefined;
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [active, onEscape]);
}

import { useEffect, useState } from 'react';

/**
 * Whether to show a loading indicator for work that is `active`: it appears only once the work has lasted
 * `ms`, so a quick answer paints no indicator at all, and once shown it hides `ms` after the work is done
 * (spec 1 §4, the cart's), so it never flashes for a frame.
 */
export function useLoadingIndicator(active: boolean, ms: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (active === shown) return undefined;
    const timer = setTimeout(() => setShown(active), ms);
    return () => clearTimeout(timer);
  }, [active, shown, ms]);
  return shown;
}

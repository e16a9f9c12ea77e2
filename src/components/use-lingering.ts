import { useEffect, useState } from 'react';

/**
 * True while `active`, and for `ms` after it turns false: a loading indicator that hides a moment after the
 * work is done (spec 1 §4, the cart's). Something that is never active never shows.
 */
export function useLingering(active: boolean, ms: number): boolean {
  const [wasActive, setWasActive] = useState(active);
  const [lingering, setLingering] = useState(false);
  if (active !== wasActive) {
    // Adjusted while rendering, so the indicator never blinks off for a frame between the two states.
    setWasActive(active);
    setLingering(!active);
  }
  useEffect(() => {
    if (!lingering) return undefined;
    const timer = setTimeout(() => setLingering(false), ms);
    return () => clearTimeout(timer);
  }, [lingering, ms]);
  return active || lingering;
}

import { useMemo } from 'react';
import type { PriceFormat } from '../../engine';
import { useCapability, useShop } from './shop-context';

/**
 * How the current shop writes a price: its price mode and the name of its points unit, the one place that
 * reads it (a screen that names the unit takes it from here). The same object while neither changes.
 */
export function usePriceFormat(): PriceFormat {
  const mode = useCapability('price.mode');
  const { unitName } = useShop().labels;
  return useMemo(() => ({ mode, unitName }), [mode, unitName]);
}

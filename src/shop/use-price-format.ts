import type { PriceFormat } from '../../engine';
import { useCapability, useShop } from './shop-context';

/** How the current shop writes a price: its price mode and the name of its points unit. */
export function usePriceFormat(): PriceFormat {
  const mode = useCapability('price.mode');
  const { unitName } = useShop().labels;
  return { mode, unitName };
}

import { useClickLock } from '../components/use-click-lock';
import { useShop } from './shop-context';

/**
 * The click lock with the shop's lock time (`limits.timing.clickLockMs`, spec 1 §5: 3000 ms after the
 * answer). `holdAfter: false` locks only while the action is in flight, for a stepper whose clicks are
 * each meant.
 */
export function useShopClickLock({ holdAfter = true }: { holdAfter?: boolean } = {}) {
  const { limits } = useShop();
  return useClickLock(holdAfter ? limits.timing.clickLockMs : 0);
}

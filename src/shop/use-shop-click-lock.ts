import { useClickLock } from '../components/use-click-lock';
import { useShop } from './shop-context';

/** The click lock with the shop's lock time (`limits.timing.clickLockMs`, spec 1 §5: 3000 ms). */
export function useShopClickLock() {
  const { limits } = useShop();
  return useClickLock(limits.timing.clickLockMs);
}

// expect: import-x/no-restricted-paths
import { useShop } from '../shop/shop-context';

export const useLimits = () => useShop().limits;

// expect: import-x/no-restricted-paths, no-restricted-imports
import { useShop } from '../../src/shop/shop-context';

export const shop = useShop;

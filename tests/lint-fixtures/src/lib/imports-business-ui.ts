// expect: import-x/no-restricted-paths
import { GoodsCard } from '../business-ui/goods-card/goods-card';

export const card = GoodsCard;

// expect: import-x/no-restricted-paths
import { GoodsDetailScreen } from '../../features/goods-detail/goods-detail-screen';

export const Screen = GoodsDetailScreen;

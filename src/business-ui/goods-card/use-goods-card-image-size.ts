import { useShop } from '../../shop/shop-context';
import { GOODS_CARD_SIZE } from './goods-card-sizes';
import type { GoodsCardSize } from './goods-card-sizes';

/** The image box in px: the shop's list size (`limits.layout.goodsCardImage`) or the fixed size asked for. */
export function useGoodsCardImageSize(size: GoodsCardSize): number {
  const { limits } = useShop();
  return size === GOODS_CARD_SIZE.list ? limits.layout.goodsCardImage : size;
}

// expect: nothing
// What a feature may do: its own folders, business UI, shared UI, the shop's capabilities and the engine.
import { parseServerTime } from '../../../../engine';
import { GoodsCard } from '../../../business-ui/goods-card/goods-card';
import { Button } from '../../../components/button';
import { useCapability, useShop } from '../../../shop/shop-context';
import { useFavourite } from '../hooks/use-favourite';
import { Gallery } from './gallery';

export const parts = { parseServerTime, GoodsCard, Button, useFavourite, Gallery };

export function useShopLink(path: string): string | undefined {
  const { mallPath, labels } = useShop();
  const showPrice = useCapability('goodsCard.showPrice');
  if (typeof mallPath !== 'string' || !showPrice) return undefined;
  return `/${mallPath}${path}?unit=${labels.unitName}`;
}

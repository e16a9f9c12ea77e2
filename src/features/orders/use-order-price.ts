import { formatPriceParts, toMoney } from '../../../engine';
import type { Amount } from '../../../engine';
import { useShop } from '../../shop/shop-context';

/**
 * An order amount as text in the shop's price mode (`price.mode`, the unit name): money, points, or money
 * plus points when an order carries both (quota goods).
 */
export function useOrderPrice(): (money: Amount, points: Amount) => string {
  const { capabilities, labels } = useShop();
  const format = { mode: capabilities['price.mode'], unitName: labels.unitName };
  return (money, points) => formatPriceParts({ money: toMoney(money), points: toMoney(points) }, format);
}

import { formatPriceParts, toMoney } from '../../../engine';
import type { Amount } from '../../../engine';
import { usePriceFormat } from '../../shop/use-price-format';

/**
 * An order amount as text in the shop's price mode (`price.mode`, the unit name): money, points, or money
 * plus points when an order carries both (quota goods).
 */
export function useOrderPrice(): (money: Amount, points: Amount) => string {
  const format = usePriceFormat();
  return (money, points) => formatPriceParts({ money: toMoney(money), points: toMoney(points) }, format);
}

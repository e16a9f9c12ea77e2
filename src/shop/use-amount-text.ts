import { formatPriceParts, toMoney } from '../../engine';
import type { Amount } from '../../engine';
import { usePriceFormat } from './use-price-format';

/**
 * An amount of money and points as text in the shop's price mode (`price.mode`, the unit name): money,
 * points, or money plus points when both are there.
 */
export function useAmountText(): (money: Amount, points: Amount) => string {
  const format = usePriceFormat();
  return (money, points) => formatPriceParts({ money: toMoney(money), points: toMoney(points) }, format);
}

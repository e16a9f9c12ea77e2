import styled from 'styled-components';
import { formatPriceParts, toMoney } from '../../../engine';
import type { Amount } from '../../../engine';
import { usePriceFormat } from '../../shop/use-price-format';

const Total = styled.strong`
  color: ${({ theme }) => theme.primary};
  font-size: 20px;
`;

/** An order's total in the shop's price mode (money, points or both), as the checkout pages show it. */
export function OrderAmount({ money, points, testId }: { money: Amount; points: Amount; testId: string }) {
  const format = usePriceFormat();
  return (
    <Total data-testid={testId}>
      {formatPriceParts({ money: toMoney(money), points: toMoney(points) }, format)}
    </Total>
  );
}

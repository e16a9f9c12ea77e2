import { Fragment } from 'react';
import styled from 'styled-components';
import { refundRows } from '../../../engine';
import type { Currency, Split } from '../../../engine';
import { usePriceFormat } from '../../shop/use-price-format';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.muted};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.primary};
  }
`;

/** A refund, points and money on rows of their own (the engine decides which rows show). */
export function RefundList({
  refund,
  paidIn,
  label = '退款',
}: {
  refund: Split;
  paidIn: Readonly<Record<Currency, boolean>>;
  label?: string;
}) {
  const { unitName } = usePriceFormat();
  return (
    <List aria-label={label}>
      {refundRows(refund, paidIn, unitName).map((row) => (
        <Fragment key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.text}</dd>
        </Fragment>
      ))}
    </List>
  );
}

import styled from 'styled-components';
import { belowContentWidth } from '../../../components/breakpoints';
import { formatPrice, ladderRangeText } from '../../../../engine';
import type { LadderRange, PriceFormat } from '../../../../engine';

/**
 * The ladder tiers as quantity ranges ("1–9箱", "10–49箱", "≥50箱") with their unit price; the tier that
 * applies to the chosen quantity (the engine's appliedLadderRange, spec 2 §4) is marked.
 */
export function LadderTable({
  ranges,
  applied,
  format,
  unit,
}: {
  ranges: readonly LadderRange[];
  applied: LadderRange | undefined;
  format: PriceFormat;
  unit: string;
}) {
  return (
    <Table aria-label="阶梯价">
      <thead>
        <tr>
          <th scope="col">采购数量</th>
          {ranges.map((range) => (
            <th scope="col" key={range.minCount}>
              {ladderRangeText(range, unit)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">单价</th>
          {ranges.map((range) => {
            const active = range.minCount === applied?.minCount;
            return (
              <Cell key={range.minCount} $active={active} aria-current={active ? 'true' : undefined}>
                {formatPrice(range.price, format)}
              </Cell>
            );
          })}
        </tr>
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  border-collapse: collapse;
  font-size: 13px;
  text-align: center;

  & th,
  & td {
    min-width: 84px;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.border};
  }
  & th {
    background: #fafafa;
    color: #666;
    font-weight: normal;
  }
  /* Narrower than the content column the tiers share the row's width, each cell wrapping its text. */
  ${belowContentWidth} {
    width: 100%;
    table-layout: fixed;
    & th,
    & td {
      min-width: 0;
      padding: 6px 4px;
      overflow-wrap: anywhere;
    }
  }
`;

const Cell = styled.td<{ $active: boolean }>`
  color: ${({ $active, theme }) => ($active ? '#fff' : theme.primary)};
  background: ${({ $active, theme }) => ($active ? theme.primary : '#fff')};
  font-weight: 600;
`;

import styled from 'styled-components';
import { formatPrice } from '../../../../engine';
import type { Amount, PriceFormat } from '../../../../engine';

export interface LadderRow {
  minCount: number;
  ladderSellingPrice: Amount;
}

/**
 * The ladder tiers as quantity ranges ("1-9", "10-49", "≥50") with their unit price; the tier the
 * chosen quantity falls in is marked. Which price applies is the engine's ladder pricing (spec 2 §4).
 */
export function LadderTable({
  tiers,
  quantity,
  format,
  unit,
}: {
  tiers: readonly LadderRow[];
  quantity: number;
  format: PriceFormat;
  unit: string;
}) {
  const sorted = [...tiers].sort((a, b) => a.minCount - b.minCount);
  return (
    <Table aria-label="阶梯价">
      <thead>
        <tr>
          <th scope="col">采购数量</th>
          {sorted.map((tier, index) => {
            const next = sorted[index + 1];
            const range = next ? `${tier.minCount}-${next.minCount - 1}${unit}` : `≥${tier.minCount}${unit}`;
            return (
              <th scope="col" key={tier.minCount}>
                {range}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">单价</th>
          {sorted.map((tier, index) => {
            const next = sorted[index + 1];
            const active = quantity >= tier.minCount && (!next || quantity < next.minCount);
            return (
              <Cell key={tier.minCount} $active={active} aria-current={active ? 'true' : undefined}>
                {formatPrice(tier.ladderSellingPrice, format)}
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
`;

const Cell = styled.td<{ $active: boolean }>`
  color: ${({ $active, theme }) => ($active ? '#fff' : theme.primary)};
  background: ${({ $active, theme }) => ($active ? theme.primary : '#fff')};
  font-weight: 600;
`;

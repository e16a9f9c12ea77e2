import styled from 'styled-components';
import { onPhone } from '../../../components/breakpoints';
import {
  appliedLadderRange,
  formatDiscount,
  formatPrice,
  isZero,
  ladderRanges,
  ladderRangeText,
  struckMarketPrice,
} from '../../../../engine';
import type { DisplayPrice, PriceFormat } from '../../../../engine';
import { DetailRow } from './detail-layout';
import { LadderTable } from './ladder-table';
import type { GoodsDetail } from '../../../../engine/contract';

interface PriceBoxProps {
  detail: GoodsDetail;
  /** The unit price payable now at this quantity (the engine's payableUnitPrice). */
  unit: DisplayPrice;
  quantity: number;
  format: PriceFormat;
  /** The sales figure where the shop shows it. */
  soldLabel: string | undefined;
}

/**
 * 活动价 or 价格 (with the discount, and the ladder tier that applies), 市场价 where it is above the price,
 * the ladder table, 销量.
 */
export function PriceBox({ detail, unit, quantity, format, soldLabel }: PriceBoxProps) {
  const ranges = ladderRanges(detail);
  const applied = appliedLadderRange(detail, quantity);
  const market = struckMarketPrice(detail.marketPrice, unit.parts, format.mode);
  return (
    <Box>
      <DetailRow>
        <dt>{unit.source === 'activity' ? '活动价' : '价格'}</dt>
        <dd>
          <UnitPrice data-testid="unit-price">{unit.text}</UnitPrice>
          {detail.discountRate && !isZero(detail.discountRate) ? (
            <Discount>{formatDiscount(detail.discountRate)}</Discount>
          ) : null}
          {unit.source === 'ladder' && applied ? (
            <Hint>
              （阶梯价：{ladderRangeText(applied, detail.unit)} {formatPrice(applied.price, format)}）
            </Hint>
          ) : null}
        </dd>
      </DetailRow>
      {market === undefined ? null : (
        <DetailRow>
          <dt>市场价</dt>
          <dd>
            <del>{formatPrice(market, format)}</del>
          </dd>
        </DetailRow>
      )}
      {ranges.length > 0 ? (
        <DetailRow>
          <dt>阶梯价</dt>
          <dd>
            <LadderTable ranges={ranges} applied={applied} format={format} unit={detail.unit} />
          </dd>
        </DetailRow>
      ) : null}
      {soldLabel ? (
        <DetailRow>
          <dt>销量</dt>
          <dd>{soldLabel}</dd>
        </DetailRow>
      ) : null}
    </Box>
  );
}

const Box = styled.dl`
  margin: 14px 0 0;
  padding: 12px 16px;
  background: ${({ theme }) => theme.primaryFaint};
  ${onPhone} {
    padding: 8px 12px;
  }
`;

const UnitPrice = styled.strong`
  color: ${({ theme }) => theme.primary};
  font-size: 28px;
  font-weight: 700;
`;

const Discount = styled.span`
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.primary};
  font-size: 12px;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.muted};
  font-size: 12px;
`;

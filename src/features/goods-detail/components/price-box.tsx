import styled from 'styled-components';
import { formatDiscount, formatPrice, isZero } from '../../../../engine';
import type { DisplayPrice, PriceFormat } from '../../../../engine';
import type { GoodsDetail } from '../../../lib/api/endpoints/goods';
import { DetailRow } from './detail-layout';
import { LadderTable } from './ladder-table';

interface PriceBoxProps {
  detail: GoodsDetail;
  /** The unit price at this quantity (the engine's displayPrice). */
  unit: DisplayPrice;
  quantity: number;
  format: PriceFormat;
  /** The sales figure where the shop shows it. */
  soldLabel: string | undefined;
}

/** 活动价 or 价格 (with the discount, and which ladder tier applies), 市场价, the ladder table, 销量. */
export function PriceBox({ detail, unit, quantity, format, soldLabel }: PriceBoxProps) {
  const ladder =
    detail.isOpenLadderPrice && detail.ladderPriceGoodsList.length > 0 ? detail.ladderPriceGoodsList : [];
  return (
    <Box>
      <DetailRow>
        <dt>{unit.source === 'activity' ? '活动价' : '价格'}</dt>
        <dd>
          <UnitPrice data-testid="unit-price">{unit.text}</UnitPrice>
          {detail.discountRate && !isZero(detail.discountRate) ? (
            <Discount>{formatDiscount(detail.discountRate)}</Discount>
          ) : null}
          {unit.source === 'ladder' ? (
            <Hint>
              （阶梯价：{quantity}
              {detail.unit}适用）
            </Hint>
          ) : null}
        </dd>
      </DetailRow>
      {detail.marketPrice && !isZero(detail.marketPrice) ? (
        <DetailRow>
          <dt>市场价</dt>
          <dd>
            <del>{formatPrice(detail.marketPrice, format)}</del>
          </dd>
        </DetailRow>
      ) : null}
      {ladder.length > 0 ? (
        <DetailRow>
          <dt>阶梯价</dt>
          <dd>
            <LadderTable tiers={ladder} quantity={quantity} format={format} unit={detail.unit} />
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

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { productReviewPath, REVIEW_TEXT } from '../../../engine';
import { lineReviewQuery } from '../../lib/api/endpoints/reviews';
import { useApiClient } from '../../shop/api-client';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import type { OrderLineView } from '../../../engine/contract';

const Entry = styled(Link)<{ $done: boolean }>`
  display: inline-block;
  max-width: 140px;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${({ $done, theme }) => ($done ? theme.muted : theme.primary)};
`;

/**
 * 评价, or 已评价 once the member has reviewed it, for one line of an 已完成 order: both open the line's
 * review page (the form, or the review read-only). `named` adds the goods' name, where several lines share
 * one place (the order list).
 */
export function ReviewEntry({
  orderNo,
  line,
  named = false,
}: {
  orderNo: string;
  line: Pick<OrderLineView, 'goodsSkuCode' | 'goodsSkuName'>;
  named?: boolean;
}) {
  const api = useApiClient();
  const { mallPath } = useShop();
  const state = useQuery(lineReviewQuery(api, { orderNo, goodsSkuCode: line.goodsSkuCode }));
  if (!state.data || (state.data.review === null && state.data.refusal !== null)) return null;
  const done = state.data.review !== null;
  const action = done ? REVIEW_TEXT.done : REVIEW_TEXT.write;
  return (
    <Entry
      to={shopPath(mallPath, productReviewPath({ orderNo, goodsSkuCode: line.goodsSkuCode }))}
      aria-label={`${action}：${line.goodsSkuName}`}
      title={line.goodsSkuName}
      $done={done}
    >
      {named ? `${action} ${line.goodsSkuName}` : action}
    </Entry>
  );
}

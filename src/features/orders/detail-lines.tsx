import styled from 'styled-components';
import { isReviewableOrder } from '../../../engine';
import { LineAfterSaleEntry, useClaimableLines } from './after-sale-entry';
import { OrderLines } from './detail/order-lines';
import { ReviewEntry } from './review-entry';
import type { OrderView } from '../../../engine/contract';

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/**
 * The order detail's 商品清单 with what the member can do with each line: 申请售后 on a line that may still
 * be claimed, 评价 on the lines of an 已完成 order (a line may show both). No 操作 column when no line has any.
 */
export function DetailLines({ order }: { order: Pick<OrderView, 'orderNo' | 'orderStatus' | 'goodsList'> }) {
  const claimable = useClaimableLines(order.orderNo);
  const reviewable = isReviewableOrder(order.orderStatus);
  if (!reviewable && claimable.length === 0) return <OrderLines lines={order.goodsList} />;
  return (
    <OrderLines
      lines={order.goodsList}
      lineAction={(line) => (
        <Actions>
          {claimable.includes(line.goodsSkuCode) && (
            <LineAfterSaleEntry orderNo={order.orderNo} line={line} />
          )}
          {reviewable && <ReviewEntry orderNo={order.orderNo} line={line} />}
        </Actions>
      )}
    />
  );
}

import styled from 'styled-components';
import { ORDER_STATUS } from '../../../../engine';
import type { OrderView } from '../../../../engine/contract';

const Note = styled.div<{ $strong: boolean }>`
  margin-bottom: 20px;
  padding: 14px 18px;
  border: 1px solid ${({ $strong, theme }) => ($strong ? theme.primary : theme.border)};
  border-left-width: 4px;
  border-radius: 4px;
  background: ${({ $strong, theme }) => ($strong ? theme.primaryFaint : theme.background)};
  font-size: 13px;
  p {
    margin: 0;
    line-height: 1.8;
  }
  strong {
    color: ${({ theme }) => theme.primary};
  }
`;

/**
 * The review's outcome: procurement orders (kind jiCai) always show their review state up front; any order
 * with a reviewer's remark shows it, as 驳回原因 when the reviewer refused the order.
 */
export function ReviewNote({ order }: { order: OrderView }) {
  const procurement = order.kind === 'jiCai';
  if (!procurement && !order.reviewRemark) return null;
  const rejected = order.orderStatus === ORDER_STATUS.rejected;
  return (
    <Note role="note" aria-label="审核结果" $strong={procurement || rejected}>
      <p>
        订单状态：<strong>{order.orderStatusName}</strong>
      </p>
      {order.reviewRemark && (
        <p>
          {rejected ? '驳回原因' : '审核意见'}：{order.reviewRemark}
        </p>
      )}
    </Note>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  approveConfirmation,
  isReviewable,
  ORDER_TEXT_MAX,
  orderViewPath,
  rejectReasonError,
} from '../../../engine';
import { Button } from '../../components/button';
import { askConfirm } from '../../components/confirm';
import { ReasonDialog } from '../../components/reason-dialog';
import { useReviewOrder } from '../../shop/writes/order-writes';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import type { OrderView } from '../../../engine/contract';

/** The reviewer's actions: 详情, and on an order awaiting review 通过 once confirmed or 驳回 with a reason. */
export function ReviewerOrderActions({ order }: { order: OrderView }) {
  const { mallPath } = useShop();
  const { reviewOrder, reviewing } = useReviewOrder();
  const [rejecting, setRejecting] = useState(false);
  const { orderNo } = order;

  async function approve() {
    if (await askConfirm(approveConfirmation(orderNo))) await reviewOrder({ orderNo, approved: 1 });
  }

  async function reject(reviewRemark: string) {
    const result = await reviewOrder({ orderNo, approved: 0, reviewRemark });
    return result?.success ?? false;
  }

  return (
    <>
      <Link to={shopPath(mallPath, orderViewPath(order))} aria-label={`订单详情：${orderNo}`}>
        详情
      </Link>
      {isReviewable(order.orderStatus) && (
        <>
          <Button
            $size="small"
            $variant="primary"
            disabled={reviewing}
            aria-busy={reviewing}
            onClick={() => void approve()}
          >
            通过
          </Button>
          <Button $size="small" disabled={reviewing} onClick={() => setRejecting(true)}>
            驳回
          </Button>
        </>
      )}
      {rejecting && (
        <ReasonDialog
          title="驳回订单"
          label={`订单 ${orderNo} 的驳回原因`}
          hint="驳回原因将展示给下单人"
          confirmText="确定驳回"
          max={ORDER_TEXT_MAX}
          check={rejectReasonError}
          busy={reviewing}
          onSubmit={reject}
          onClose={() => setRejecting(false)}
        />
      )}
    </>
  );
}

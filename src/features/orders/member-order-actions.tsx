import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isReviewableOrder, orderViewPath } from '../../../engine';
import { Button } from '../../components/button';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import { ConfirmReceiptButton } from './confirm-receipt-button';
import { AfterSaleEntry } from './after-sale-entry';
import { RebuyDialog } from './rebuy-dialog';
import { ReviewEntry } from './review-entry';
import { useConfirmedCancel } from './use-confirmed-cancel';
import type { OrderView } from '../../../engine/contract';

/**
 * What a member can do with an order in the list: 详情 (the variant's detail page), 取消订单 while the
 * gateway says it is cancellable, 确认收货 once shipped, 再次购买, 申请售后 while a line may still be claimed,
 * and 评价 or 已评价 for each line of an 已完成 order.
 */
export function MemberOrderActions({ order }: { order: OrderView }) {
  const { mallPath } = useShop();
  const { cancel, cancelling } = useConfirmedCancel();
  const [rebuying, setRebuying] = useState(false);
  return (
    <>
      <Link to={shopPath(mallPath, orderViewPath(order))} aria-label={`订单详情：${order.orderNo}`}>
        详情
      </Link>
      {order.cancellable && (
        <Button
          $size="small"
          disabled={cancelling}
          aria-busy={cancelling}
          onClick={() => void cancel(order.orderNo)}
        >
          取消订单
        </Button>
      )}
      <ConfirmReceiptButton order={order} small />
      <Button $size="small" $variant="primary" onClick={() => setRebuying(true)}>
        再次购买
      </Button>
      <AfterSaleEntry orderNo={order.orderNo} />
      {isReviewableOrder(order.orderStatus) &&
        order.goodsList.map((line) => (
          <ReviewEntry
            key={line.goodsSkuCode}
            orderNo={order.orderNo}
            line={line}
            named={order.goodsList.length > 1}
          />
        ))}
      {rebuying && <RebuyDialog lines={order.goodsList} onClose={() => setRebuying(false)} />}
    </>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { orderViewPath } from '../../../engine';
import { Button } from '../../components/button';
import type { OrderView } from '../../lib/api/endpoints/orders-types';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import { AfterSaleEntry } from './after-sale-entry';
import { RebuyDialog } from './rebuy-dialog';
import { useConfirmedCancel } from './use-confirmed-cancel';

/**
 * What a member can do with an order in the list: 详情 (the variant's detail page), 取消订单 while the
 * gateway says it is cancellable, 再次购买, and 申请售后 while a line may still be claimed.
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
      <Button $size="small" $variant="primary" onClick={() => setRebuying(true)}>
        再次购买
      </Button>
      <AfterSaleEntry orderNo={order.orderNo} />
      {rebuying && <RebuyDialog lines={order.goodsList} onClose={() => setRebuying(false)} />}
    </>
  );
}

// The rest of an order's life ({order} alias, docs/orders.md): 确认收货 of a shipped order, and how many of
// the member's orders are in each status (the personal home's counts).
import { ORDER_MESSAGES, ORDER_STATUS, orderTransition, RECEIPT_MESSAGES } from '../../../engine';
import type { OrderStatusCount } from '../../../engine/contract';
import { notFound, ok, refused } from '../answer';
import { get, post } from '../router';
import type { Route } from '../router';
import { moveTo, orderNoOf, orderView } from './orders';

export const orderLifeRoutes: Route[] = [
  post('/order/confirmReceipt', 'user', ({ db, user, input, now }) => {
    const orderNo = orderNoOf(input);
    const order =
      db.orders.find((each) => each.orderNo === orderNo && each.userId === user.id) ??
      notFound(ORDER_MESSAGES.orderNotFound);
    const next = orderTransition('confirmReceipt', order.orderStatus) ?? refused(RECEIPT_MESSAGES.notShipped);
    moveTo(order, next, now);
    return ok(orderView(db, order), RECEIPT_MESSAGES.confirmed);
  }),
  // Every status with the member's count in it, 0 included: the storefront shows the shop's tabs of them.
  get('/order/statusCounts', 'user', ({ db, user }): OrderStatusCount[] => {
    const mine = db.orders.filter((order) => order.userId === user.id);
    return Object.values(ORDER_STATUS).map((orderStatus) => ({
      orderStatus,
      count: mine.filter((order) => order.orderStatus === orderStatus).length,
    }));
  }),
];

// What may happen to an order, as one table: each action with the statuses it moves an order from and the
// status it leads to. The member's buttons, the reviewer's and the gateway's refusals all ask it.
import { ORDER_STATUS, type OrderStatus } from './codes';

export const ORDER_TRANSITIONS = {
  /** The member cancels while nothing has left the warehouse. */
  cancel: { from: [ORDER_STATUS.pendingReview, ORDER_STATUS.toShip], to: ORDER_STATUS.cancelled },
  /** The reviewer approves an order waiting for them: it goes on to shipping. */
  approve: { from: [ORDER_STATUS.pendingReview], to: ORDER_STATUS.toShip },
  /** The reviewer refuses it, with a reason. */
  reject: { from: [ORDER_STATUS.pendingReview], to: ORDER_STATUS.rejected },
  /** The member says the parcel arrived (确认收货). */
  confirmReceipt: { from: [ORDER_STATUS.shipped], to: ORDER_STATUS.completed },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

export type OrderAction = keyof typeof ORDER_TRANSITIONS;

/**
 * The status an action moves an order in `status` to, or undefined when the action is not allowed there.
 * @example orderTransition('confirmReceipt', ORDER_STATUS.shipped) === ORDER_STATUS.completed
 */
export function orderTransition(action: OrderAction, status: OrderStatus): OrderStatus | undefined {
  const { from, to } = ORDER_TRANSITIONS[action];
  return (from as readonly OrderStatus[]).includes(status) ? to : undefined;
}

export const canMove = (action: OrderAction, status: OrderStatus): boolean =>
  orderTransition(action, status) !== undefined;

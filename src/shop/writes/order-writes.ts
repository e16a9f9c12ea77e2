// Order writes: submit, cancel and review, as hooks beside the orders' query factories, each locked while in
// flight (a double click on 提交订单 sends one request; the settlement key covers a retry after a timeout).
import { useQueryClient } from '@tanstack/react-query';
import { ORDER_MESSAGES, serverFailureToast, serverMessageToast } from '../../../engine';
import { useApiClient } from '../api-client';
import { useWrite, useWriteToast } from '../use-write';
import { cancelOrder, reviewOrder, submitOrder } from '../../lib/api/endpoints/orders';

/**
 * The order lists and details, the points balance and the money balance, and where stock moved: the cart and the goods. Not the
 * settlement preview: the page that submitted it is leaving, and re-pricing bought lines would only flash.
 */
export function useInvalidateOrders() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return ({ stock }: { stock: boolean }) =>
    Promise.all([
      ...[
        api.keys.order.lists(),
        api.keys.order.details(),
        api.keys.order.reviewLists(),
        api.keys.order.pointsBalance(),
        api.keys.balance.all(),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      stock && queryClient.invalidateQueries({ queryKey: api.keys.cart.all() }),
      stock && queryClient.invalidateQueries({ queryKey: api.keys.goods.all() }),
    ]);
}

/**
 * Submits a settlement. A refusal is answered, not thrown: its message names the refused lines and `data`
 * lists them ({ goodsSkuCode, reason }[]) for the page to mark; the toast shows only failures (the page goes
 * on to paySuccess after a success).
 */
export function useSubmitOrder() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const invalidate = useInvalidateOrders();
  const { send, busy } = useWrite({
    mutationFn: (variables: Parameters<typeof submitOrder>[1]) => submitOrder(api, variables),
    onSuccess: async (result) => {
      if (!result.success) {
        showWriteToast(
          result,
          serverFailureToast(result, {
            success: ORDER_MESSAGES.submitted,
            failure: ORDER_MESSAGES.submitFailed,
          }),
        );
        return;
      }
      // The bought lines left the cart and the stock; the other lines stay.
      await invalidate({ stock: true });
    },
  });
  return { submitOrder: send, submitting: busy };
}

/** Cancels an order while it is cancellable: the points come back and the stock is restored. */
export function useCancelOrder() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const invalidate = useInvalidateOrders();
  const { send, busy } = useWrite({
    mutationFn: (variables: Parameters<typeof cancelOrder>[1]) => cancelOrder(api, variables),
    onSuccess: async (result) => {
      showWriteToast(
        result,
        serverMessageToast(result, {
          success: ORDER_MESSAGES.cancelled,
          failure: ORDER_MESSAGES.cancelFailed,
        }),
      );
      await invalidate({ stock: result.success });
    },
  });
  return { cancelOrder: send, cancelling: busy };
}

/** Approves (→ 待发货) or rejects with a reason (→ 已驳回, the reason shown to the member). */
export function useReviewOrder() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const invalidate = useInvalidateOrders();
  const { send, busy } = useWrite({
    mutationFn: (variables: Parameters<typeof reviewOrder>[1]) => reviewOrder(api, variables),
    onSuccess: async (result, review) => {
      showWriteToast(
        result,
        serverMessageToast(result, {
          success: review.approved ? ORDER_MESSAGES.approved : ORDER_MESSAGES.rejected,
          failure: ORDER_MESSAGES.reviewFailed,
        }),
      );
      await invalidate({ stock: false });
    },
  });
  return { reviewOrder: send, reviewing: busy };
}

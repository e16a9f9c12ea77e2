// Batch orders' writes (docs/batch-orders.md): checking rows, and adding the valid ones to the cart at once.
import { useQueryClient } from '@tanstack/react-query';
import { addBatchRowsToCart, checkBatchRows } from '../../lib/api/endpoints/batch-order';
import type { BatchCheckRequest, BatchRowRequest } from '../../lib/api/endpoints/batch-order-types';
import { useApiClient } from '../api-client';
import { useWrite, useWriteToast } from '../use-write';

/**
 * Checks rows at the gateway; a refusal of the whole request shows its message. Locked while in flight only:
 * a quantity edited back and forth is checked each time.
 */
export function useCheckBatchRows() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const { send, busy } = useWrite(
    {
      mutationFn: (request: BatchCheckRequest) => checkBatchRows(api, request),
      onSuccess: (result) => {
        if (!result.success) showWriteToast(result, { kind: 'error', text: result.message });
      },
    },
    { holdAfter: false },
  );
  return { check: send, checking: busy };
}

/** Adds the rows to the cart (仅导入有效行) with the gateway's message, and refetches the cart. */
export function useAddBatchRowsToCart() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const showWriteToast = useWriteToast();
  const { send, busy } = useWrite({
    mutationFn: (rows: readonly BatchRowRequest[]) => addBatchRowsToCart(api, rows),
    onSuccess: async (result) => {
      showWriteToast(result, { kind: result.success ? 'success' : 'error', text: result.message });
      if (result.success) await queryClient.invalidateQueries({ queryKey: api.keys.cart.all() });
    },
  });
  return { addRows: send, adding: busy };
}

// Batch orders' write (docs/batch-orders.md): adding the valid rows to the cart at once.
import { useQueryClient } from '@tanstack/react-query';
import { addBatchRowsToCart } from '../../lib/api/endpoints/batch-order';
import { useApiClient } from '../api-client';
import { useWrite, useWriteToast } from '../use-write';
import type { BatchRowRequest } from '../../../engine/contract';

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

// Batch orders ({cart} alias, docs/batch-orders.md): checking an import's rows, adding the valid ones to the
// cart at once. Both are writes of the member's choosing, sent from the page's hooks.
import type { ApiClient } from '../request';
import type {
  BatchAddAnswer,
  BatchCheckAnswer,
  BatchCheckRequest,
  BatchRowRequest,
} from './batch-order-types';

export const checkBatchRows = (api: ApiClient, request: BatchCheckRequest) =>
  api.post<BatchCheckAnswer>('{cart}/batchOrder/check', request);

export const addBatchRowsToCart = (api: ApiClient, rows: readonly BatchRowRequest[]) =>
  api.post<BatchAddAnswer>('{cart}/batchOrder/addCart', { rows });

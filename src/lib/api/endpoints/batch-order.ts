// Batch orders ({cart} alias, docs/batch-orders.md): checking an import's rows (a read the page's hook sends
// when rows come in or change) and adding the valid ones to the cart at once (a write, on useWrite).
import type { ApiClient } from '../request';
import type {
  BatchAddAnswer,
  BatchCheckAnswer,
  BatchCheckRequest,
  BatchRowRequest,
} from '../../../../engine/contract';

export const checkBatchRows = (api: ApiClient, request: BatchCheckRequest) =>
  api.post<BatchCheckAnswer>('{cart}/batchOrder/check', request);

export const addBatchRowsToCart = (api: ApiClient, rows: readonly BatchRowRequest[]) =>
  api.post<BatchAddAnswer>('{cart}/batchOrder/addCart', { rows });

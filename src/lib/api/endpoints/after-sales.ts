// After-sales calls and query factories (docs/after-sales.md); the answers' types are the contract's
// (engine/contract/after-sales.ts).
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type {
  AfterSaleDetail,
  AfterSaleFilter,
  AfterSalePage,
  AfterSaleInput,
  AppliedCase,
  ClaimableOrder,
  OrderAfterSaleState,
} from '../../../../engine/contract';

/** The order's lines with what may still be claimed: the apply and fill pages. */
export const claimableOrderQuery = (api: ApiClient, orderNo: string) =>
  queryOptions({
    queryKey: api.keys.afterSale.order(orderNo),
    queryFn: ({ signal }) =>
      api.get<ClaimableOrder>('/afterSale/orderLines', { orderNo }, signal).then(unwrap),
  });

/** The record: one tab's page, with every tab's count. */
export const afterSaleListQuery = (api: ApiClient, filter: AfterSaleFilter) =>
  queryOptions({
    queryKey: api.keys.afterSale.list(filter),
    queryFn: ({ signal }) => api.post<AfterSalePage>('/afterSale/list', filter, signal).then(unwrap),
  });

export const afterSaleDetailQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: api.keys.afterSale.detail(id),
    queryFn: ({ signal }) => api.get<AfterSaleDetail>('/afterSale/detail', { id }, signal).then(unwrap),
  });

/** Per order of the member: the 申请售后 entries and the refunds shown on the order. */
export const orderAfterSaleStatesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.afterSale.orderStates(),
    queryFn: ({ signal }) =>
      api.get<OrderAfterSaleState[]>('/afterSale/orderStates', {}, signal).then(unwrap),
  });

export const applyAfterSale = (api: ApiClient, application: AfterSaleInput) =>
  api.post<AppliedCase>('/afterSale/apply', application);

export const cancelAfterSale = (api: ApiClient, id: string) =>
  api.post<AfterSaleDetail>('/afterSale/cancel', { id });

export const sendBackAfterSale = (
  api: ApiClient,
  logistics: { id: string; courier: string; trackingNo: string },
) => api.post<AfterSaleDetail>('/afterSale/sendBack', logistics);

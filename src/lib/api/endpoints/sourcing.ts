import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { Page, ReportGoods, ReportGoodsFilter, ReportGoodsInput } from '../../../../engine/contract';

/** A purchase request (spec 2 §7). */
export const reportGoodsQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: api.keys.sourcing.detail(id),
    queryFn: ({ signal }) =>
      api.get<ReportGoods>('/reportGoods/reportGoodsDetail', { id }, signal).then(unwrap),
  });

/**
 * The member's purchase requests, newest first, a page of the server's size (the project's own call:
 * src/demo-gateway/README.md).
 */
export const reportGoodsListQuery = (api: ApiClient, filter: ReportGoodsFilter) =>
  queryOptions({
    queryKey: api.keys.sourcing.list(filter),
    queryFn: ({ signal }) =>
      api.post<Page<ReportGoods>>('/reportGoods/pageList', filter, signal).then(unwrap),
  });

export const addReportGoods = (api: ApiClient, request: ReportGoodsInput) =>
  api.post<unknown>('/reportGoods/addReportGoods', request);

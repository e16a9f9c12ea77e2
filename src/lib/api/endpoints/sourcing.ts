import { queryOptions } from '@tanstack/react-query';
import { get, post, unwrap } from '../request';
import { sourcingKeys } from '../query-keys';
import type { Page, ReportGoods, ReportGoodsInput } from '../types';

/** A purchase request (spec 2 §7). */
export const reportGoodsQuery = (id: number) =>
  queryOptions({
    queryKey: sourcingKeys.detail(id),
    queryFn: ({ signal }) => get<ReportGoods>('/reportGoods/reportGoodsDetail', { id }, signal).then(unwrap),
  });

export interface ReportGoodsFilter {
  currentPage: number;
}

/**
 * The member's purchase requests, newest first, a page of the server's size (the project's own call:
 * src/demo-gateway/README.md).
 */
export const reportGoodsListQuery = (filter: ReportGoodsFilter) =>
  queryOptions({
    queryKey: sourcingKeys.list(filter),
    queryFn: ({ signal }) => post<Page<ReportGoods>>('/reportGoods/pageList', filter, signal).then(unwrap),
  });

export const addReportGoods = (request: ReportGoodsInput) =>
  post<unknown>('/reportGoods/addReportGoods', request);

import { queryOptions } from '@tanstack/react-query';
import { get, post, unwrap } from '../request';
import { sourcingKeys } from '../query-keys';
import type { ReportGoods, ReportGoodsInput } from '../types';

/** A purchase request (spec 2 §7). */
export const reportGoodsQuery = (id: number) =>
  queryOptions({
    queryKey: sourcingKeys.detail(id),
    queryFn: ({ signal }) => get<ReportGoods>('/reportGoods/reportGoodsDetail', { id }, signal).then(unwrap),
  });

export const addReportGoods = (request: ReportGoodsInput) =>
  post<unknown>('/reportGoods/addReportGoods', request);

import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { Page } from './shared-types';
import type { WebsiteGoods } from './goods-management';

/** The purchase-request form as sent (spec 2 §3): images as a list. */
export interface ReportGoodsInput {
  goodsName: string;
  barCode: string;
  goodsBrand: string;
  goodsModel: string;
  goodsUrl: string;
  expectedPrice: string;
  buyCount: string;
  contacts: string;
  concatPhone: string;
  reason: string;
  goodsImages: string[];
}

/** A purchase request as answered: images as one comma-separated string. */
export interface ReportGoods extends Omit<ReportGoodsInput, 'goodsImages'> {
  id: number;
  goodsImages: string;
  rejectReason: string | null;
  auditStatus: number | null;
  websiteGoods: WebsiteGoods | null;
  /** When it was filed: 2026-11-20 10:00:00 (Asia/Shanghai). */
  createTime: string;
}

/** A purchase request (spec 2 §7). */
export const reportGoodsQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: api.keys.sourcing.detail(id),
    queryFn: ({ signal }) =>
      api.get<ReportGoods>('/reportGoods/reportGoodsDetail', { id }, signal).then(unwrap),
  });

export interface ReportGoodsFilter {
  currentPage: number;
}

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

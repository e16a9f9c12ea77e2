// Operator-side goods management (spec 2 §4; the calls are the project's own, src/demo-gateway/README.md):
// the list by status with the tab counts, and the commands on one goods or on a batch.
import { queryOptions } from '@tanstack/react-query';
import type { BatchCommandType, GoodsStatus, ManagedGoods, SingleGoodsCommand } from '../../../../engine';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { Page } from './shared-types';

export interface WebsiteGoods {
  goodsSkuName: string;
  goodsSkuCode: string;
  goodsCode: string;
  goodsType: number;
  deleted: boolean;
  firstCategoryCode: string;
  secondCategoryCode: string;
  lastCategoryCode: string;
}

export interface ManagedGoodsView extends ManagedGoods {
  goodsName: string;
  statusName: string;
  /** The restricted regions by name, as one multi-value label (北京市、广东省; spec 2 §9). */
  restrictedRegionNames: string;
  sellingPrice: number;
  officialPrice: number;
}

export interface ManagedGoodsPage extends Page<ManagedGoodsView> {
  /** How many goods each status holds, for the search in force. */
  statusCounts: Record<GoodsStatus, number>;
}

export interface ManagedGoodsFilter {
  status: GoodsStatus;
  keyword?: string;
  currentPage: number;
}

/** A goods the batch left as it was, and why. */
export interface RefusedGoods {
  goodsSkuCode: string;
  message: string;
}

export const managedGoodsQuery = (api: ApiClient, filter: ManagedGoodsFilter) =>
  queryOptions({
    queryKey: api.keys.goodsManagement.list(filter),
    queryFn: ({ signal }) =>
      api.post<ManagedGoodsPage>('/goodsManagement/pageList', filter, signal).then(unwrap),
  });

export type GoodsCommandRequest =
  (SingleGoodsCommand & { goodsSkuCode: string }) | { type: BatchCommandType; goodsSkuCodes: string[] };

/** A batch answers (and, refused whole, carries in `data`) `{ refused }`. */
export const sendGoodsCommand = (api: ApiClient, request: GoodsCommandRequest) =>
  api.post<{ refused?: RefusedGoods[] } | ManagedGoodsView>('/goodsManagement/command', request);

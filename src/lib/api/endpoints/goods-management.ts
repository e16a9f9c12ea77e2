// Operator-side goods management (spec 2 §4; the calls are the project's own, src/demo-gateway/README.md):
// the list by status with the tab counts, and the commands on one goods or on a batch.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type {
  GoodsCommandRequest,
  ManagedGoodsFilter,
  ManagedGoodsPage,
  ManagedGoodsView,
  RefusedGoods,
} from '../../../../engine/contract';

export const managedGoodsQuery = (api: ApiClient, filter: ManagedGoodsFilter) =>
  queryOptions({
    queryKey: api.keys.goodsManagement.list(filter),
    queryFn: ({ signal }) =>
      api.post<ManagedGoodsPage>('/goodsManagement/pageList', filter, signal).then(unwrap),
  });

/** A batch answers (and, refused whole, carries in `data`) `{ refused }`. */
export const sendGoodsCommand = (api: ApiClient, request: GoodsCommandRequest) =>
  api.post<{ refused?: RefusedGoods[] } | ManagedGoodsView>('/goodsManagement/command', request);

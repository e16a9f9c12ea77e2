import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverClockOffset } from '../../../../engine';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { Goods } from '../../../../engine/contract';

/** The server's clock (epoch milliseconds), which flash-sale countdowns run against. */
export const serverTimeQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.flashSale.serverTime(),
    queryFn: ({ signal }) =>
      api.post<number>('/seckillFront/front/systemTime', undefined, signal).then(unwrap),
  });

/**
 * How far the server clock is ahead of ours, from /seckillFront/front/systemTime; undefined until it
 * answers. The answer's arrival time is TanStack Query's dataUpdatedAt.
 */
export function useServerClockOffset(api: ApiClient, enabled = true): number | undefined {
  const { data, dataUpdatedAt } = useQuery({ ...serverTimeQuery(api), enabled, staleTime: Infinity });
  return data === undefined ? undefined : serverClockOffset(data, dataUpdatedAt);
}

/** Every flash sale, running, upcoming or ended (a call beyond the spec: src/demo-gateway/README.md). */
export const flashSaleGoodsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.flashSale.goods(),
    queryFn: ({ signal }) =>
      api
        .post<{ records: Goods[] }>('/seckillFront/front/activityGoodsList', undefined, signal)
        .then(unwrap)
        .then((answer) => answer.records),
  });

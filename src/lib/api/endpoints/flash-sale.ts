import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverClockOffset } from '../../../../engine';
import { post, unwrap } from '../request';
import { flashSaleKeys } from '../query-keys';
import type { Goods } from './goods';

/** The server's clock (epoch milliseconds), which flash-sale countdowns run against. */
export const serverTimeQuery = () =>
  queryOptions({
    queryKey: flashSaleKeys.serverTime(),
    queryFn: ({ signal }) => post<number>('/seckillFront/front/systemTime', undefined, signal).then(unwrap),
  });

/**
 * How far the server clock is ahead of ours, from /seckillFront/front/systemTime; undefined until it
 * answers. The answer's arrival time is TanStack Query's dataUpdatedAt.
 */
export function useServerClockOffset(enabled = true): number | undefined {
  const { data, dataUpdatedAt } = useQuery({ ...serverTimeQuery(), enabled, staleTime: Infinity });
  return data === undefined ? undefined : serverClockOffset(data, dataUpdatedAt);
}

/** Every flash sale, running, upcoming or ended (a call beyond the spec: src/demo-gateway/README.md). */
export const flashSaleGoodsQuery = () =>
  queryOptions({
    queryKey: flashSaleKeys.goods(),
    queryFn: ({ signal }) =>
      post<{ records: Goods[] }>('/seckillFront/front/activityGoodsList', undefined, signal)
        .then(unwrap)
        .then((answer) => answer.records),
  });

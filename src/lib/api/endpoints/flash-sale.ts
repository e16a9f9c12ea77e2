import { queryOptions } from '@tanstack/react-query';
import { post, unwrap } from '../request';
import { flashSaleKeys } from '../query-keys';

/** The server's clock (epoch milliseconds), which flash-sale countdowns run against. */
export const serverTimeQuery = () =>
  queryOptions({
    queryKey: flashSaleKeys.serverTime(),
    queryFn: ({ signal }) => post<number>('/seckillFront/front/systemTime', undefined, signal).then(unwrap),
  });

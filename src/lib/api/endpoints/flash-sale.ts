import { queryOptions } from '@tanstack/react-query';
import { currentMallPath, post, unwrap } from '../request';

/** The server's clock (epoch milliseconds), which flash-sale countdowns run against. */
export const serverTimeQuery = () =>
  queryOptions({
    queryKey: [currentMallPath(), 'flashSale', 'serverTime'],
    queryFn: ({ signal }) => post<number>('/seckillFront/front/systemTime', undefined, signal).then(unwrap),
  });

import { useQuery } from '@tanstack/react-query';
import { serverClockOffset } from '../../../../engine';
import { serverTimeQuery } from '../../../lib/api/endpoints/flash-sale';

/**
 * How far the server clock is ahead of ours, from /seckillFront/front/systemTime; undefined until it
 * answers. The answer's arrival time is TanStack Query's dataUpdatedAt.
 */
export function useServerClockOffset(enabled: boolean): number | undefined {
  const { data, dataUpdatedAt } = useQuery({ ...serverTimeQuery(), enabled, staleTime: Infinity });
  return data === undefined ? undefined : serverClockOffset(data, dataUpdatedAt);
}

import { queryOptions } from '@tanstack/react-query';
import { get, unwrap } from '../request';
import { regionKeys } from '../query-keys';
import type { Region } from '../types';

/** The region files on the CDN, one per picker level (spec 1 §7). */
export type RegionLevel = 'province' | 'city' | 'area' | 'jiedao';

export const regionsQuery = (level: RegionLevel) =>
  queryOptions({
    queryKey: regionKeys.level(level),
    queryFn: ({ signal }) => get<Region[]>(`{cdn}/city/${level}.json`, undefined, signal).then(unwrap),
    staleTime: Infinity,
  });

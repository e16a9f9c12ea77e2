import { queryOptions } from '@tanstack/react-query';
import type { RegionLevel as PickerLevel } from '../../../../engine';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';

export interface Region {
  id: number;
  regionName: string;
  parentId: number;
}

/** The region files on the CDN, one per picker level (spec 1 §7). */
export type RegionLevel = 'province' | 'city' | 'area' | 'jiedao';

export const regionsQuery = (api: ApiClient, level: RegionLevel) =>
  queryOptions({
    queryKey: api.keys.region.level(level),
    queryFn: ({ signal }) => api.get<Region[]>(`{cdn}/city/${level}.json`, undefined, signal).then(unwrap),
    // The files never change while the page is open: each is fetched once per session, kept when unused.
    staleTime: Infinity,
    gcTime: Infinity,
  });

const FILE_OF_LEVEL: Record<PickerLevel, RegionLevel> = {
  province: 'province',
  city: 'city',
  district: 'area',
  street: 'jiedao',
};

/** The file a region-picker level lists: districts are area.json, streets jiedao.json. */
export const pickerLevelQuery = (api: ApiClient, level: PickerLevel) =>
  regionsQuery(api, FILE_OF_LEVEL[level]);

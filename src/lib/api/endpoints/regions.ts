import { queryOptions } from '@tanstack/react-query';
import type { RegionLevel as PickerLevel } from '../../../../engine';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { Region, RegionFile } from '../../../../engine/contract';

export const regionsQuery = (api: ApiClient, level: RegionFile) =>
  queryOptions({
    queryKey: api.keys.region.level(level),
    queryFn: ({ signal }) => api.get<Region[]>(`{cdn}/city/${level}.json`, undefined, signal).then(unwrap),
    // The files never change while the page is open: each is fetched once per session, kept when unused.
    staleTime: Infinity,
    gcTime: Infinity,
  });

const FILE_OF_LEVEL: Record<PickerLevel, RegionFile> = {
  province: 'province',
  city: 'city',
  district: 'area',
  street: 'jiedao',
};

/** The file a region-picker level lists: districts are area.json, streets jiedao.json. */
export const pickerLevelQuery = (api: ApiClient, level: PickerLevel) =>
  regionsQuery(api, FILE_OF_LEVEL[level]);

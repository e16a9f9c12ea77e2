import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { indexRegions, regionChoices } from '../../../engine';
import type { RegionEntry, RegionIndex, RegionLevel, RegionSelection } from '../../../engine';
import { pickerLevelQuery } from '../../lib/api/endpoints/regions';
import { useApiClient } from '../../shop/api-client';
import type { Region } from '../../../engine/contract';

// The query cache keeps each file's array for the session, so its index is built once per file, whichever
// tab or picker asks for it.
const indexes = new WeakMap<readonly Region[], RegionIndex>();

function indexOf(regions: readonly Region[]): RegionIndex {
  const known = indexes.get(regions);
  if (known) return known;
  const index = indexRegions(regions);
  indexes.set(regions, index);
  return index;
}

export interface RegionChoices {
  /** The regions the level offers under the current selection; empty while loading or failed. */
  choices: readonly RegionEntry[];
  loading: boolean;
  error: Error | null;
  retry(): void;
}

/** A level's regions, fetched when first asked for (the picker's first opening), then from the cache. */
export function useRegionChoices(level: RegionLevel, selected: RegionSelection): RegionChoices {
  const api = useApiClient();
  const { data, error, isFetching, refetch } = useQuery(pickerLevelQuery(api, level));
  const choices = useMemo(
    () => (data ? regionChoices(indexOf(data), selected, level) : []),
    [data, selected, level],
  );
  // A retry shows the loading state again rather than the old error.
  const failed = error && !isFetching ? error : null;
  return { choices, loading: !data && !failed, error: failed, retry: () => void refetch() };
}

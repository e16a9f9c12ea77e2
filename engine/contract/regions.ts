// The region files on the CDN (spec 1 §7).

export interface Region {
  id: number;
  regionName: string;
  parentId: number;
}

/** The region files, one per picker level: `{cdn}/city/<file>.json`. */
export type RegionFile = 'province' | 'city' | 'area' | 'jiedao';

import { MUNICIPALITY_PROVINCE_IDS, REGION_TAB } from './codes';
import { codeOf, type Code } from './server-values';

export type RegionLevel = 'province' | 'city' | 'district' | 'street';

export type RegionTabId = (typeof REGION_TAB)[keyof typeof REGION_TAB];

export interface RegionNode {
  id: Code;
  regionName: string;
}

export type RegionSelection = Partial<Record<RegionLevel, RegionNode>>;

export interface RegionState {
  /** District-only mode has no street tab and closes on the district. */
  readonly districtOnly: boolean;
  readonly activeTab: RegionTabId;
  readonly selected: RegionSelection;
  /** The last choice completed the selection: the picker closes. */
  readonly closed: boolean;
}

/** Opening a tab before its parents are chosen names the first missing one (spec 1 §5). */
export const REGION_MISSING_MESSAGE = {
  province: '请先选择省份',
  city: '请先选择城市',
  district: '请先选择区',
} as const;

const LEVELS: readonly RegionLevel[] = ['province', 'city', 'district', 'street'];
const PARENTS = ['province', 'city', 'district'] as const;

/** The levels the picker offers: province, city, district and (unless district-only) street. */
export function regionLevels(state: Pick<RegionState, 'districtOnly'>): readonly RegionLevel[] {
  return state.districtOnly ? LEVELS.slice(0, 3) : LEVELS;
}

function missingParent(state: RegionState, index: number): (typeof PARENTS)[number] | undefined {
  return PARENTS.slice(0, index).find((level) => !state.selected[level]);
}

/**
 * A municipality's city is the province name plus 市 (not doubled when the name already ends in 市). It takes
 * the province's id, because the region data lists a municipality's districts directly under the province,
 * so the district tab loads the children of that id. Undefined for other provinces.
 * @example municipalCity({ id: 1, regionName: '北京' }) → { id: 1, regionName: '北京市' }
 */
export function municipalCity(province: RegionNode): RegionNode | undefined {
  if (!MUNICIPALITY_PROVINCE_IDS.includes(codeOf(province.id) ?? NaN)) return undefined;
  const name = province.regionName;
  return { id: province.id, regionName: name.endsWith('市') ? name : `${name}市` };
}

/** The tabs the picker shows: province, city, district and (unless district-only) street. */
export function regionTabs(state: Pick<RegionState, 'districtOnly'>): RegionTabId[] {
  return regionLevels(state).map((level) => REGION_TAB[level]);
}

export function initialRegionState({ districtOnly = false }: { districtOnly?: boolean } = {}): RegionState {
  return { districtOnly, activeTab: REGION_TAB.province, selected: {}, closed: false };
}

/**
 * Chooses a region at a level: clears the lower levels and moves to the next tab, or closes after the last
 * level (the street, or the district in district-only mode). A province id 1–4 fills in the city and jumps to
 * the district. A level whose parents are not chosen, or the street in district-only mode, changes nothing.
 */
export function chooseRegion(state: RegionState, level: RegionLevel, region: RegionNode): RegionState {
  const levels = regionLevels(state);
  const index = levels.indexOf(level);
  if (index < 0 || missingParent(state, index)) return state;
  const selected: RegionSelection = {};
  for (const parent of levels.slice(0, index)) selected[parent] = state.selected[parent];
  selected[level] = region;
  const city = level === 'province' ? municipalCity(region) : undefined;
  if (city) selected.city = city;
  const next = levels[index + (city ? 2 : 1)];
  return next
    ? { ...state, selected, activeTab: REGION_TAB[next], closed: false }
    : { ...state, selected, activeTab: REGION_TAB[level], closed: true };
}

/** Opens a tab; a tab whose parents are missing stays shut and gives 请先选择省份 / 请先选择城市 / 请先选择区. */
export function openTab(state: RegionState, tabId: RegionTabId): { state: RegionState; error?: string } {
  const index = regionTabs(state).indexOf(tabId);
  if (index < 0) return { state };
  const missing = missingParent(state, index);
  if (missing) return { state, error: REGION_MISSING_MESSAGE[missing] };
  return { state: { ...state, activeTab: tabId, closed: false } };
}

/** An address's region names, as stored with it (spec 1 §3). */
export interface RegionNames {
  provinceName?: string | null;
  cityName?: string | null;
  countyName?: string | null;
  townName?: string | null;
}

/**
 * The region names run together, as an address's path: '广东省深圳市南山区粤海街道'. A municipality's city
 * repeats its province (北京市, 北京市), so it is named once: '北京市朝阳区建外街道'.
 */
export function addressPath({ provinceName, cityName, countyName, townName }: RegionNames): string {
  const city = cityName === provinceName ? '' : cityName;
  return [provinceName, city, countyName, townName].map((name) => name ?? '').join('');
}

/** The chosen regions' path, as `addressPath` names it. */
export function regionPath({ selected }: Pick<RegionState, 'selected'>): string {
  return addressPath({
    provinceName: selected.province?.regionName,
    cityName: selected.city?.regionName,
    countyName: selected.district?.regionName,
    townName: selected.street?.regionName,
  });
}

/** Whether every level of the picker's mode is chosen. */
export function isRegionComplete(state: Pick<RegionState, 'selected' | 'districtOnly'>): boolean {
  return regionLevels(state).every((level) => state.selected[level]);
}

const LEVEL_OF_TAB = Object.fromEntries(LEVELS.map((level) => [REGION_TAB[level], level])) as Record<
  RegionTabId,
  RegionLevel
>;

/** The level a tab shows: 1000 province … 1003 street. */
export function tabLevel(tabId: RegionTabId): RegionLevel {
  return LEVEL_OF_TAB[tabId];
}

/** A region as the region files list it: a node and the id of its parent. */
export interface RegionEntry extends RegionNode {
  parentId: Code;
}

/** One level's file, grouped by parent once, so a list of some 40,000 streets is not filtered per render. */
export interface RegionIndex {
  all: readonly RegionEntry[];
  byParent: ReadonlyMap<string, readonly RegionEntry[]>;
}

// Ids may come as numbers or strings (4403 or '4403'): both name the same parent.
const parentKey = (id: Code) => String(id);

export function indexRegions(entries: readonly RegionEntry[]): RegionIndex {
  const byParent = new Map<string, RegionEntry[]>();
  for (const entry of entries) {
    const key = parentKey(entry.parentId);
    const siblings = byParent.get(key);
    if (siblings) siblings.push(entry);
    else byParent.set(key, [entry]);
  }
  return { all: entries, byParent };
}

/**
 * The regions a level offers: every province; below that the children of the region chosen one level up
 * (a municipality's city carries the province id, so its districts are the province's children). Nothing
 * while that region is not chosen.
 */
export function regionChoices(
  index: RegionIndex,
  selected: RegionSelection,
  level: RegionLevel,
): readonly RegionEntry[] {
  const parentLevel = LEVELS[LEVELS.indexOf(level) - 1];
  if (!parentLevel) return index.all;
  const parent = selected[parentLevel];
  return (parent && index.byParent.get(parentKey(parent.id))) ?? [];
}

/** Lists with more than 10 options get a search box (spec 1 §2 and §9: paging mode above 10 options). */
export const REGION_SEARCH_ABOVE = 10;

/** The regions whose name contains the text typed in the search box; all of them when it is blank. */
export function filterRegions<T extends RegionNode>(regions: readonly T[], text: string): readonly T[] {
  const wanted = text.trim();
  return wanted ? regions.filter((region) => region.regionName.includes(wanted)) : regions;
}

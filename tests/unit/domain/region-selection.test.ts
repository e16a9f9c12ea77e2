import fc from 'fast-check';
import { REGION_TAB } from '../../../engine/domain/codes';
import {
  chooseRegion,
  filterRegions,
  indexRegions,
  municipalCity,
  initialRegionState,
  isRegionComplete,
  openTab,
  regionChoices,
  regionLevels,
  regionPath,
  regionTabs,
  tabLevel,
  type RegionEntry,
  type RegionLevel,
  type RegionNode,
  type RegionState,
} from '../../../engine/domain/region-selection';

const guangdong = { id: 19, regionName: '广东省' };
const shenzhen = { id: 1607, regionName: '深圳市' };
const nanshan = { id: 3155, regionName: '南山区' };
const yuehai = { id: 50001, regionName: '粤海街道' };
const beijing = { id: 1, regionName: '北京' };
const chaoyang = { id: 72, regionName: '朝阳区' };

function pick(state: RegionState, ...choices: [RegionLevel, RegionNode][]): RegionState {
  return choices.reduce((current, [level, region]) => chooseRegion(current, level, region), state);
}

describe('spec 1 §4: region picker', () => {
  it('tabs are province, city, district, street (ids 1000–1003)', () => {
    expect(regionTabs(initialRegionState())).toEqual([1000, 1001, 1002, 1003]);
    expect(initialRegionState().activeTab).toBe(REGION_TAB.province);
  });

  it.each<{
    rule: string;
    choices: [RegionLevel, RegionNode][];
    activeTab: number;
    closed: boolean;
    path: string;
  }>([
    {
      rule: 'choosing a province moves to city',
      choices: [['province', guangdong]],
      activeTab: 1001,
      closed: false,
      path: '广东省',
    },
    {
      rule: 'then district',
      choices: [
        ['province', guangdong],
        ['city', shenzhen],
      ],
      activeTab: 1002,
      closed: false,
      path: '广东省深圳市',
    },
    {
      rule: 'then street',
      choices: [
        ['province', guangdong],
        ['city', shenzhen],
        ['district', nanshan],
      ],
      activeTab: 1003,
      closed: false,
      path: '广东省深圳市南山区',
    },
    {
      rule: 'picking a street closes it',
      choices: [
        ['province', guangdong],
        ['city', shenzhen],
        ['district', nanshan],
        ['street', yuehai],
      ],
      activeTab: 1003,
      closed: true,
      path: '广东省深圳市南山区粤海街道',
    },
    {
      rule: 'province ids 1 to 4: the city is the province name plus 市 and the picker jumps to district',
      choices: [['province', beijing]],
      activeTab: 1002,
      closed: false,
      path: '北京北京市',
    },
    {
      rule: 'a municipality already named …市 is not doubled',
      choices: [['province', { id: '2', regionName: '上海市' }]],
      activeTab: 1002,
      closed: false,
      path: '上海市',
    },
    {
      rule: 'choosing a higher level clears the lower ones',
      choices: [
        ['province', guangdong],
        ['city', shenzhen],
        ['district', nanshan],
        ['city', { id: 1601, regionName: '广州市' }],
      ],
      activeTab: 1002,
      closed: false,
      path: '广东省广州市',
    },
    {
      rule: 'a level whose parents are missing changes nothing',
      choices: [['district', nanshan]],
      activeTab: 1000,
      closed: false,
      path: '',
    },
  ])('$rule', ({ choices, activeTab, closed, path }) => {
    const state = pick(initialRegionState(), ...choices);
    expect(state.activeTab).toBe(activeTab);
    expect(state.closed).toBe(closed);
    expect(regionPath(state)).toBe(path);
  });

  it('the municipality’s city takes the province id, so the district tab lists the province’s children', () => {
    expect(pick(initialRegionState(), ['province', beijing]).selected.city).toEqual({
      id: 1,
      regionName: '北京市',
    });
  });

  describe('district-only mode', () => {
    const districtOnly = initialRegionState({ districtOnly: true });
    it('drops the street tab', () => {
      expect(regionTabs(districtOnly)).toEqual([1000, 1001, 1002]);
    });
    it('closes on the district', () => {
      const state = pick(districtOnly, ['province', beijing], ['district', chaoyang]);
      expect(state.closed).toBe(true);
      expect(isRegionComplete(state)).toBe(true);
      expect(regionPath(state)).toBe('北京北京市朝阳区');
    });
    it('names a municipality once when its city repeats the province name', () => {
      const state = pick(districtOnly, ['province', { id: 1, regionName: '北京市' }], ['district', chaoyang]);
      expect(regionPath(state)).toBe('北京市朝阳区');
    });
    it('ignores a street', () => {
      const state = pick(districtOnly, ['province', guangdong], ['city', shenzhen], ['district', nanshan]);
      expect(chooseRegion(state, 'street', yuehai)).toBe(state);
    });
  });

  describe('spec 1 §5: region-picker tab errors', () => {
    const withProvince = pick(initialRegionState(), ['province', guangdong]);
    const withCity = pick(withProvince, ['city', shenzhen]);
    it.each([
      {
        rule: 'city tab without a province: 请先选择省份',
        state: initialRegionState(),
        tab: REGION_TAB.city,
        error: '请先选择省份',
      },
      {
        rule: 'district tab without a city: 请先选择城市',
        state: withProvince,
        tab: REGION_TAB.district,
        error: '请先选择城市',
      },
      {
        rule: 'street tab without a district: 请先选择区',
        state: withCity,
        tab: REGION_TAB.street,
        error: '请先选择区',
      },
      {
        rule: 'the first missing level is named',
        state: initialRegionState(),
        tab: REGION_TAB.street,
        error: '请先选择省份',
      },
      { rule: 'the province tab always opens', state: withCity, tab: REGION_TAB.province, error: undefined },
      {
        rule: 'a tab whose parents are chosen opens',
        state: withCity,
        tab: REGION_TAB.district,
        error: undefined,
      },
    ])('$rule', ({ state, tab, error }) => {
      const result = openTab(state, tab);
      expect(result.error).toBe(error);
      expect(result.state.activeTab).toBe(error ? state.activeTab : tab);
    });

    it('opening a tab reopens a closed picker without clearing the choice', () => {
      const done = pick(withCity, ['district', nanshan], ['street', yuehai]);
      const { state } = openTab(done, REGION_TAB.city);
      expect(state.closed).toBe(false);
      expect(state.selected).toEqual(done.selected);
    });

    it('the street tab does not exist in district-only mode', () => {
      const state = initialRegionState({ districtOnly: true });
      expect(openTab(state, REGION_TAB.street)).toEqual({ state });
    });
  });

  it.each([
    { rule: 'nothing chosen', state: initialRegionState(), complete: false },
    {
      rule: 'down to the district with streets on',
      state: pick(initialRegionState(), ['province', guangdong], ['city', shenzhen], ['district', nanshan]),
      complete: false,
    },
    {
      rule: 'down to the street',
      state: pick(
        initialRegionState(),
        ['province', guangdong],
        ['city', shenzhen],
        ['district', nanshan],
        ['street', yuehai],
      ),
      complete: true,
    },
  ])('isRegionComplete: $rule', ({ state, complete }) => {
    expect(isRegionComplete(state)).toBe(complete);
  });

  it('property: any sequence of choices and tab openings leaves no level set without its parents', () => {
    const levels: RegionLevel[] = ['province', 'city', 'district', 'street'];
    const node = fc.record({
      id: fc.integer({ min: 1, max: 8 }),
      regionName: fc.constantFrom('甲', '乙', '丙市'),
    });
    const step = fc.oneof(
      fc.record({ kind: fc.constant('choose' as const), level: fc.constantFrom(...levels), region: node }),
      fc.record({ kind: fc.constant('open' as const), tab: fc.constantFrom(...Object.values(REGION_TAB)) }),
    );
    fc.assert(
      fc.property(fc.boolean(), fc.array(step, { maxLength: 30 }), (districtOnly, steps) => {
        let state = initialRegionState({ districtOnly });
        for (const s of steps) {
          state = s.kind === 'choose' ? chooseRegion(state, s.level, s.region) : openTab(state, s.tab).state;
          const chosen = levels.map((level) => state.selected[level] !== undefined);
          chosen.forEach((isSet, i) => {
            if (isSet) expect(chosen.slice(0, i).every(Boolean)).toBe(true);
          });
          if (districtOnly) expect(state.selected.street).toBeUndefined();
          expect(regionTabs(state)).toContain(state.activeTab);
          expect(openTab(state, state.activeTab).error).toBeUndefined();
          if (state.closed) expect(isRegionComplete(state)).toBe(true);
        }
      }),
    );
  });
});

describe('spec 1 §4: a municipality city is the province name plus 市, with the province id', () => {
  it.each([
    {
      rule: 'province 1 北京 → 北京市',
      province: { id: 1, regionName: '北京' },
      city: { id: 1, regionName: '北京市' },
    },
    {
      rule: 'ids may be strings',
      province: { id: '4', regionName: '重庆' },
      city: { id: '4', regionName: '重庆市' },
    },
    {
      rule: '市 is not doubled',
      province: { id: 2, regionName: '上海市' },
      city: { id: 2, regionName: '上海市' },
    },
    { rule: 'other provinces have none', province: { id: 19, regionName: '广东省' }, city: undefined },
  ])('$rule', ({ province, city }) => {
    expect(municipalCity(province)).toEqual(city);
  });
});

describe('spec 1 §4: which regions each tab lists', () => {
  const provinces: RegionEntry[] = [
    { id: 1, regionName: '北京市', parentId: 0 },
    { id: 19, regionName: '广东省', parentId: 0 },
  ];
  const cities: RegionEntry[] = [
    { id: 4401, regionName: '广州市', parentId: 19 },
    { id: '4403', regionName: '深圳市', parentId: '19' },
  ];
  const districts: RegionEntry[] = [
    { id: 110105, regionName: '朝阳区', parentId: 1 },
    { id: 440305, regionName: '南山区', parentId: 4403 },
    { id: 440304, regionName: '福田区', parentId: 4403 },
  ];
  const names = (regions: readonly RegionEntry[]) => regions.map((region) => region.regionName);

  it('tab ids 1000–1003 show province, city, district, street', () => {
    expect(Object.values(REGION_TAB).map(tabLevel)).toEqual(['province', 'city', 'district', 'street']);
  });

  it('the levels follow the mode: no street in district-only mode', () => {
    expect(regionLevels(initialRegionState())).toEqual(['province', 'city', 'district', 'street']);
    expect(regionLevels(initialRegionState({ districtOnly: true }))).toEqual([
      'province',
      'city',
      'district',
    ]);
  });

  it('the province tab lists every province', () => {
    expect(regionChoices(indexRegions(provinces), {}, 'province')).toBe(provinces);
  });

  it('a lower tab lists the children of the region chosen above it, whether ids are numbers or strings', () => {
    const selected = pick(initialRegionState(), ['province', guangdong]).selected;
    expect(names(regionChoices(indexRegions(cities), selected, 'city'))).toEqual(['广州市', '深圳市']);
    const inShenzhen = { ...selected, city: { id: 4403, regionName: '深圳市' } };
    expect(names(regionChoices(indexRegions(districts), inShenzhen, 'district'))).toEqual([
      '南山区',
      '福田区',
    ]);
  });

  it('a municipality’s district tab lists the children of the province (its city has the province id)', () => {
    const { selected } = pick(initialRegionState(), ['province', { id: 1, regionName: '北京市' }]);
    expect(names(regionChoices(indexRegions(districts), selected, 'district'))).toEqual(['朝阳区']);
  });

  it('lists nothing while the parent is not chosen', () => {
    expect(regionChoices(indexRegions(districts), {}, 'district')).toEqual([]);
  });

  it('the search box keeps the names containing the text; blank keeps all', () => {
    expect(names(filterRegions(districts, ' 南 '))).toEqual(['南山区']);
    expect(filterRegions(districts, '  ')).toBe(districts);
    expect(filterRegions(districts, '西')).toEqual([]);
  });

  it('property: the index groups every entry under its parent exactly once', () => {
    const entry = fc.record({
      id: fc.integer({ min: 1, max: 10_000 }),
      regionName: fc.string(),
      parentId: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constantFrom('0', '1', '2')),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), (entries) => {
        const { byParent } = indexRegions(entries);
        const grouped = [...byParent.values()].flat();
        expect(grouped).toHaveLength(entries.length);
        for (const [parent, children] of byParent) {
          expect(children).toEqual(entries.filter((each) => String(each.parentId) === parent));
        }
      }),
    );
  });
});

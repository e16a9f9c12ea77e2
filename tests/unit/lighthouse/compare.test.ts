import { describe, expect, it } from 'vitest';
import {
  compareBuilds,
  formatComparison,
  mostCommon,
  shortSnippet,
} from '../../../scripts/lib/lighthouse-compare';
import type { Build, BuildRun } from '../../../scripts/lib/lighthouse-compare';
import type { LcpPhases } from '../../../scripts/lib/lighthouse-result';
import { formatReport } from '../../../scripts/lib/lighthouse-summary';
import type { FormFactor, Measurement } from '../../../scripts/lib/lighthouse-summary';

const MEASUREMENT: Measurement = {
  performance: 90,
  lcpMs: 3000,
  tbtMs: 100,
  cls: 0,
  fcpMs: 2000,
  ttiMs: 3500,
  accessibility: 100,
  bestPractices: 100,
};

const phases = (ttfbMs: number, loadDelayMs: number, loadTimeMs: number, renderDelayMs: number) => ({
  ttfbMs,
  loadDelayMs,
  loadTimeMs,
  renderDelayMs,
});

const run = (
  build: Build,
  changes: Partial<Measurement>,
  lcp: { phases?: LcpPhases; snippet?: string } = {},
  formFactor: FormFactor = 'mobile',
): BuildRun => ({
  page: 'points/home',
  formFactor,
  build,
  measurement: { ...MEASUREMENT, ...changes },
  lcp: { phases: lcp.phases, element: lcp.snippet === undefined ? undefined : { snippet: lcp.snippet } },
});

describe('compareBuilds', () => {
  it("takes each build's medians apart, each phase's median on its own and the element most runs painted", () => {
    const [comparison, ...rest] = compareBuilds([
      run('before', { performance: 80 }, { phases: phases(500, 2500, 100, 600), snippet: '<img>' }),
      run('after', { performance: 91 }, { phases: phases(500, 900, 100, 700), snippet: '<h1>' }),
      run('before', { performance: 84 }, { phases: phases(520, 2400, 90, 650), snippet: '<p>' }),
      run('after', { performance: 93 }, { phases: phases(480, 1000, 110, 620), snippet: '<h1>' }),
      run('before', { performance: 82 }, { phases: phases(510, 2600, 95, 640), snippet: '<img>' }),
      run('after', { performance: 95 }, { snippet: '<img>' }),
    ]);
    expect(rest).toEqual([]);
    expect(comparison).toEqual({
      page: 'points/home',
      formFactor: 'mobile',
      before: {
        runs: 3,
        median: { ...MEASUREMENT, performance: 82 },
        phases: phases(510, 2500, 95, 640),
        element: '<img>',
      },
      after: {
        runs: 3,
        median: { ...MEASUREMENT, performance: 93 },
        // Of the two runs that had phases: the mean of the middle two.
        phases: phases(490, 950, 105, 660),
        element: '<h1>',
      },
    });
  });

  it('has no phases or element for a build none of whose runs had them', () => {
    const [comparison] = compareBuilds([run('before', {}), run('after', {})]);
    expect(comparison?.before.phases).toBeUndefined();
    expect(comparison?.after.element).toBeUndefined();
  });

  it('keeps each page and form factor apart, in the order measured', () => {
    const comparisons = compareBuilds([
      run('before', {}, {}, 'desktop'),
      run('after', {}, {}, 'desktop'),
      run('before', {}, {}, 'mobile'),
      run('after', {}, {}, 'mobile'),
    ]);
    expect(comparisons.map(({ formFactor }) => formFactor)).toEqual(['desktop', 'mobile']);
  });
});

describe('mostCommon', () => {
  it.each([
    { rule: 'the most frequent value wins', values: ['a', 'b', 'b'], expected: 'b' },
    { rule: 'a tie goes to the first seen', values: ['a', 'b', 'b', 'a'], expected: 'a' },
    { rule: 'missing values do not count', values: [undefined, undefined, 'a'], expected: 'a' },
    { rule: 'no values, no answer', values: [undefined], expected: undefined },
  ])('$rule', ({ values, expected }) => {
    expect(mostCommon(values)).toBe(expected);
  });
});

describe('shortSnippet', () => {
  it.each([
    { rule: 'a short snippet stays whole', snippet: '<h1 class="title">', expected: '<h1 class="title">' },
    { rule: 'white space becomes one space', snippet: '<p\n   class="a">', expected: '<p class="a">' },
    {
      rule: 'a long snippet keeps its start and its end',
      snippet:
        '<img alt="新品上市" width="1200" height="400" loading="eager" fetchpriority="high" src="/api/cdn/img/banner-1.svg?w=1200&amp;h=400">',
      expected: '<img alt="新品上市" width="1200" h… src="/api/cdn/img/banner-1.svg?w=1200&amp;h=400">',
    },
    { rule: 'a pipe cannot end a table cell', snippet: '<p title="a|b">', expected: '<p title="a\\|b">' },
    { rule: 'no snippet is a dash', snippet: undefined, expected: '–' },
  ])('$rule', ({ snippet, expected }) => {
    expect(shortSnippet(snippet)).toBe(expected);
  });
});

describe('formatComparison', () => {
  it('shows before → after per page and form factor: the metrics, then the LCP phases and element', () => {
    const comparisons = compareBuilds([
      run(
        'before',
        { performance: 87, fcpMs: 2270, lcpMs: 2990, tbtMs: 247, ttiMs: 3410 },
        {
          phases: phases(508.7, 1800.2, 102.1, 579),
          snippet: '<img alt="banner">',
        },
      ),
      run(
        'after',
        { performance: 91, fcpMs: 2360, lcpMs: 3130, tbtMs: 36, ttiMs: 3290, cls: 0.0004 },
        {
          phases: phases(512, 1900, 98, 620),
          snippet: '<img alt="banner">',
        },
      ),
      run('before', {}, { snippet: '<div class="a">' }, 'desktop'),
      run('after', {}, { phases: phases(80, 300, 20, 100), snippet: '<h1>' }, 'desktop'),
    ]);
    expect(formatComparison(comparisons).split('\n')).toEqual([
      '| page        | form factor | performance | FCP (s)     | LCP (s)     | TBT (ms)  | TTI (s)     | CLS           |',
      '| ----------- | ----------- | ----------- | ----------- | ----------- | --------- | ----------- | ------------- |',
      '| points/home | mobile      | 87 → 91     | 2.27 → 2.36 | 2.99 → 3.13 | 247 → 36  | 3.41 → 3.29 | 0.000 → 0.000 |',
      '| points/home | desktop     | 90 → 90     | 2.00 → 2.00 | 3.00 → 3.00 | 100 → 100 | 3.50 → 3.50 | 0.000 → 0.000 |',
      '',
      'LCP phases (the median of each) and the LCP element most runs painted:',
      '',
      '| page        | form factor | TTFB (ms) | load delay (ms) | load time (ms) | render delay (ms) | LCP element            |',
      '| ----------- | ----------- | --------- | --------------- | -------------- | ----------------- | ---------------------- |',
      '| points/home | mobile      | 509 → 512 | 1800 → 1900     | 102 → 98       | 579 → 620         | <img alt="banner">     |',
      '| points/home | desktop     | – → 80    | – → 300         | – → 20         | – → 100           | <div class="a"> → <h1> |',
    ]);
  });

  it('shows a single dash where neither build has the phases', () => {
    const table = formatComparison(compareBuilds([run('before', {}), run('after', {})]));
    expect(table.split('\n').at(-1)).toBe(
      '| points/home | mobile      | –         | –               | –              | –                 | –           |',
    );
  });
});

describe('formatReport of two builds', () => {
  const facts = {
    lighthouseVersion: '12.8.2',
    runs: 2,
    seconds: 20,
    warnings: [],
    builds: { before: '/work/dist-old', after: '/work/storefront/dist' },
  };
  const miss = {
    page: 'points/home',
    formFactor: 'mobile',
    metric: 'lcpMs',
    value: 2700,
    limit: 2500,
  } as const;

  it.each([
    {
      rule: 'says that the after build holds every budget',
      misses: [],
      ends: ['The after build holds every budget (scripts/lighthouse-budgets.ts).'],
    },
    {
      rule: "lists the after build's missed budgets",
      misses: [miss],
      ends: [
        'Missed budgets of the after build (scripts/lighthouse-budgets.ts):',
        '- points/home mobile: LCP 2.70 s, budget ≤ 2.50 s',
      ],
    },
  ])('names both folders, then $rule', ({ misses, ends }) => {
    expect(formatReport('(tables)', misses, facts).split('\n')).toEqual([
      'Lighthouse 12.8.2: 2 runs, 10.0 s a run; medians per page and form factor.',
      'Before → after: /work/dist-old → /work/storefront/dist.',
      '',
      '(tables)',
      '',
      ...ends,
    ]);
  });
});

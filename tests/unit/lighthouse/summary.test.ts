import { describe, expect, it } from 'vitest';
import {
  describeMiss,
  formatReport,
  formatTable,
  median,
  missedBudgets,
  summarise,
} from '../../../scripts/lib/lighthouse-summary';
import type { Budgets, FormFactor, Measurement, Run } from '../../../scripts/lib/lighthouse-summary';

/** A run that meets every budget of scripts/lighthouse-budgets.ts, changed where a case says. */
const GOOD: Measurement = {
  performance: 100,
  lcpMs: 800,
  tbtMs: 0,
  cls: 0,
  fcpMs: 600,
  ttiMs: 1500,
  accessibility: 100,
  bestPractices: 100,
};

const BUDGETS: Budgets = {
  mobile: { performance: 95, lcpMs: 2500, tbtMs: 100, cls: 0.02, accessibility: 98, bestPractices: 100 },
  desktop: { performance: 99, lcpMs: 1000, cls: 0.02, accessibility: 98, bestPractices: 100 },
};

const run = (page: string, formFactor: FormFactor, changes: Partial<Measurement> = {}): Run => ({
  page,
  formFactor,
  measurement: { ...GOOD, ...changes },
});

describe('median', () => {
  it.each([
    { rule: 'one run is its own median', values: [92], expected: 92 },
    { rule: 'an odd count takes the middle value, in any order', values: [99, 90, 92, 95, 91], expected: 92 },
    { rule: 'an even count takes the mean of the two middle values', values: [4, 1, 3, 2], expected: 2.5 },
    { rule: 'one slow run does not move it', values: [700, 710, 9000], expected: 710 },
  ])('$rule', ({ values, expected }) => {
    expect(median(values)).toBe(expected);
  });

  it('has no median of no runs', () => {
    expect(() => median([])).toThrow();
  });
});

describe('summarise', () => {
  it('takes the median of each metric on its own, per page and form factor, in the order measured', () => {
    const summaries = summarise([
      run('points/home', 'mobile', { performance: 90, lcpMs: 3000 }),
      run('points/home', 'desktop', { performance: 99 }),
      run('points/home', 'mobile', { performance: 96, lcpMs: 2000 }),
      run('points/home', 'mobile', { performance: 93, lcpMs: 2600 }),
    ]);
    expect(summaries).toEqual([
      {
        page: 'points/home',
        formFactor: 'mobile',
        runs: 3,
        median: { ...GOOD, performance: 93, lcpMs: 2600 },
      },
      { page: 'points/home', formFactor: 'desktop', runs: 1, median: { ...GOOD, performance: 99 } },
    ]);
  });
});

describe('budgets', () => {
  it.each<{ rule: string; formFactor: FormFactor; changes: Partial<Measurement>; missed: string[] }>([
    { rule: 'a page within every budget misses none', formFactor: 'mobile', changes: {}, missed: [] },
    {
      rule: 'a score at its minimum holds',
      formFactor: 'mobile',
      changes: { performance: 95, accessibility: 98 },
      missed: [],
    },
    {
      rule: 'a score below its minimum misses',
      formFactor: 'mobile',
      changes: { performance: 94, bestPractices: 96 },
      missed: [
        'points/home mobile: performance 94, budget ≥ 95',
        'points/home mobile: best practices 96, budget ≥ 100',
      ],
    },
    {
      rule: 'a time at its maximum holds',
      formFactor: 'mobile',
      changes: { lcpMs: 2500, tbtMs: 100, cls: 0.02 },
      missed: [],
    },
    {
      rule: 'a time or a shift above its maximum misses',
      formFactor: 'mobile',
      changes: { lcpMs: 2610, tbtMs: 140, cls: 0.05 },
      missed: [
        'points/home mobile: LCP 2.61 s, budget ≤ 2.50 s',
        'points/home mobile: TBT 140 ms, budget ≤ 100 ms',
        'points/home mobile: CLS 0.050, budget ≤ 0.020',
      ],
    },
    {
      rule: 'desktop holds the stricter performance and LCP budgets',
      formFactor: 'desktop',
      changes: { performance: 97, lcpMs: 1200 },
      missed: [
        'points/home desktop: performance 97, budget ≥ 99',
        'points/home desktop: LCP 1.20 s, budget ≤ 1.00 s',
      ],
    },
    {
      rule: 'a metric without a budget in that form factor is not checked',
      formFactor: 'desktop',
      changes: { tbtMs: 400, fcpMs: 5000 },
      missed: [],
    },
  ])('$rule', ({ formFactor, changes, missed }) => {
    const misses = missedBudgets(summarise([run('points/home', formFactor, changes)]), BUDGETS);
    expect(misses.map(describeMiss)).toEqual(missed);
  });
});

describe('formatTable', () => {
  it('lists the medians one row per page and form factor, columns aligned, a missed budget marked', () => {
    const summaries = summarise([
      run('points/home', 'mobile', {
        performance: 91,
        lcpMs: 2980,
        tbtMs: 188,
        cls: 0.0004,
        fcpMs: 2351,
        ttiMs: 3120,
      }),
      run('procure/cart (member)', 'desktop', { accessibility: 96 }),
    ]);
    expect(formatTable(summaries, missedBudgets(summaries, BUDGETS)).split('\n')).toEqual([
      '| page                  | form factor | runs | performance | LCP (s) | TBT (ms) | CLS   | FCP (s) | TTI (s) | accessibility | best practices |',
      '| --------------------- | ----------- | ---- | ----------- | ------- | -------- | ----- | ------- | ------- | ------------- | -------------- |',
      '| points/home           | mobile      | 1    | 91 ✗        | 2.98 ✗  | 188 ✗    | 0.000 | 2.35    | 3.12    | 100           | 100            |',
      '| procure/cart (member) | desktop     | 1    | 100         | 0.80    | 0        | 0.000 | 0.60    | 1.50    | 96 ✗          | 100            |',
    ]);
  });
});

describe('formatReport', () => {
  const facts = { lighthouseVersion: '12.8.2', runs: 4, seconds: 40, warnings: [] };

  it.each([
    {
      rule: 'lists every missed budget under the table',
      changes: { performance: 90, lcpMs: 2700 },
      warnings: [],
      ends: [
        'Missed budgets (scripts/lighthouse-budgets.ts):',
        '- points/home mobile: performance 90, budget ≥ 95',
        '- points/home mobile: LCP 2.70 s, budget ≤ 2.50 s',
      ],
    },
    {
      rule: 'says so when every budget holds',
      changes: {},
      warnings: [],
      ends: ['Every budget holds (scripts/lighthouse-budgets.ts).'],
    },
    {
      rule: "passes on Lighthouse's warnings last",
      changes: {},
      warnings: ['The page loaded too slowly'],
      ends: [
        'Every budget holds (scripts/lighthouse-budgets.ts).',
        '',
        'Lighthouse warnings:',
        '- The page loaded too slowly',
      ],
    },
  ])('$rule', ({ changes, warnings, ends }) => {
    const summaries = summarise([run('points/home', 'mobile', changes)]);
    const misses = missedBudgets(summaries, BUDGETS);
    const lines = formatReport(formatTable(summaries, misses), misses, { ...facts, warnings }).split('\n');
    expect(lines[0]).toBe('Lighthouse 12.8.2: 4 runs, 10.0 s a run; medians per page and form factor.');
    expect(lines.slice(2, 5)).toEqual(formatTable(summaries, misses).split('\n'));
    expect(lines.slice(-ends.length)).toEqual(ends);
  });
});

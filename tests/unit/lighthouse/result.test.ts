import { describe, expect, it } from 'vitest';
import { lcpBreakdownOf } from '../../../scripts/lib/lighthouse-result';
import type { LcpBreakdown } from '../../../scripts/lib/lighthouse-result';

const IMG = '<img alt="新品上市" src="/api/cdn/img/banner-1.svg">';

/** The element table of Lighthouse 12's `largest-contentful-paint-element` audit. */
const elementTable = {
  type: 'table',
  headings: [{ key: 'node', valueType: 'node', label: 'Element' }],
  items: [{ node: { type: 'node', selector: 'section > a > img', snippet: IMG } }],
};

/** Its phase table, in the order and with the names Lighthouse gives. */
const phaseTable = (rows: [string, number][]) => ({
  type: 'table',
  headings: [{ key: 'phase', valueType: 'text', label: 'Phase' }],
  items: rows.map(([phase, timing]) => ({ phase, timing, percent: '25%' })),
});

const ALL_PHASES: [string, number][] = [
  ['TTFB', 508.7],
  ['Load Delay', 2565.7],
  ['Load Time', 102.1],
  ['Render Delay', 633.4],
];

/** As much of a Lighthouse result as the LCP breakdown reads. */
type Lhr = Parameters<typeof lcpBreakdownOf>[0];

const lhrWith = (details?: unknown): Lhr => ({
  audits: details === undefined ? {} : { 'largest-contentful-paint-element': { details } },
});

describe('lcpBreakdownOf', () => {
  it.each<{ rule: string; lhr: Lhr; expected: LcpBreakdown }>([
    {
      rule: "reads the phases and the element from Lighthouse 12's list of two tables",
      lhr: lhrWith({ type: 'list', items: [elementTable, phaseTable(ALL_PHASES)] }),
      expected: {
        phases: { ttfbMs: 508.7, loadDelayMs: 2565.7, loadTimeMs: 102.1, renderDelayMs: 633.4 },
        element: { snippet: IMG, selector: 'section > a > img' },
      },
    },
    {
      rule: 'has neither without the audit',
      lhr: lhrWith(),
      expected: { phases: undefined, element: undefined },
    },
    {
      rule: 'has neither when the audit has no details (no LCP element found)',
      lhr: { audits: { 'largest-contentful-paint-element': {} } },
      expected: { phases: undefined, element: undefined },
    },
    {
      rule: 'keeps the element when the phase table is missing (the LCP computation failed)',
      lhr: lhrWith({ type: 'list', items: [elementTable] }),
      expected: { phases: undefined, element: { snippet: IMG, selector: 'section > a > img' } },
    },
    {
      rule: 'has no phases when one is missing or not a number: they would not add up to LCP',
      lhr: lhrWith({
        type: 'list',
        items: [
          phaseTable([
            ['TTFB', 500],
            ['Load Delay', 20],
            ['Load Time', 10],
          ]),
        ],
      }),
      expected: { phases: undefined, element: undefined },
    },
    {
      rule: 'reads a table of its own, as Lighthouse 10 gave the element',
      lhr: lhrWith(elementTable),
      expected: { phases: undefined, element: { snippet: IMG, selector: 'section > a > img' } },
    },
  ])('$rule', ({ lhr, expected }) => {
    expect(lcpBreakdownOf(lhr)).toEqual(expected);
  });
});

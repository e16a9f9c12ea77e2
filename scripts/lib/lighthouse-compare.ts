// The before and after of `npm run lighthouse -- --before <folder>`: each build's medians per page and form
// factor, with the LCP phases and element, side by side.
import type { LcpBreakdown, LcpPhases } from './lighthouse-result';
import {
  byPageAndFormFactor,
  column,
  heading,
  markdownTable,
  median,
  medianMeasurement,
} from './lighthouse-summary';
import type { FormFactor, Measurement, Metric, Run } from './lighthouse-summary';

export type Build = 'before' | 'after';

/** A run of one of the two builds. */
export interface BuildRun extends Run {
  build: Build;
  lcp: LcpBreakdown;
}

/** One build's medians for a page and form factor. */
export interface BuildMedians {
  runs: number;
  median: Measurement;
  /** The median of each phase over the runs that had them; undefined when none had. */
  phases?: LcpPhases;
  /** The snippet of the LCP element most runs painted. */
  element?: string;
}

export interface Comparison {
  page: string;
  formFactor: FormFactor;
  before: BuildMedians;
  after: BuildMedians;
}

/** The metrics compared, in the order of the table. */
const COMPARED: readonly Metric[] = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'ttiMs', 'cls'];

const PHASES: readonly { field: keyof LcpPhases; name: string }[] = [
  { field: 'ttfbMs', name: 'TTFB' },
  { field: 'loadDelayMs', name: 'load delay' },
  { field: 'loadTimeMs', name: 'load time' },
  { field: 'renderDelayMs', name: 'render delay' },
];

/** A cell with nothing to show. */
const NONE = '–';

function phaseMedians(measured: readonly (LcpPhases | undefined)[]): LcpPhases | undefined {
  const phases = measured.filter((entry) => entry !== undefined);
  if (!phases.length) return undefined;
  return Object.fromEntries(
    PHASES.map(({ field }) => [field, median(phases.map((entry) => entry[field]))]),
  ) as unknown as LcpPhases;
}

/** The value seen most often; on a tie, the first seen. */
export function mostCommon(values: readonly (string | undefined)[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  // The sort is stable: of equal counts, the first seen stays first.
  return [...counts].sort(([, a], [, b]) => b - a)[0]?.[0];
}

function buildMedians(runs: readonly BuildRun[]): BuildMedians {
  return {
    runs: runs.length,
    median: medianMeasurement(runs.map((run) => run.measurement)),
    phases: phaseMedians(runs.map((run) => run.lcp.phases)),
    element: mostCommon(runs.map((run) => run.lcp.element?.snippet)),
  };
}

/** Per page and form factor, in the order measured, the medians of the before build and of the after build. */
export function compareBuilds(runs: readonly BuildRun[]): Comparison[] {
  return byPageAndFormFactor(runs).map((group) => {
    const [{ page, formFactor }] = group;
    const of = (build: Build) => buildMedians(group.filter((run) => run.build === build));
    return { page, formFactor, before: of('before'), after: of('after') };
  });
}

const SNIPPET_HEAD = 30;
const SNIPPET_TAIL = 50;

/** A snippet on one line, cut in the middle when long (its tag and its end say most), safe in a table cell. */
export function shortSnippet(snippet: string | undefined): string {
  if (snippet === undefined) return NONE;
  const flat = snippet.replace(/\s+/g, ' ');
  const short =
    flat.length > SNIPPET_HEAD + SNIPPET_TAIL + 1
      ? `${flat.slice(0, SNIPPET_HEAD)}…${flat.slice(-SNIPPET_TAIL)}`
      : flat;
  return short.replaceAll('|', '\\|');
}

/** `before → after`, or one dash when neither build has a value. */
const change = (before: string, after: string) =>
  before === NONE && after === NONE ? NONE : `${before} → ${after}`;

const milliseconds = (ms: number | undefined) => (ms === undefined ? NONE : ms.toFixed(0));

/** The element once when both builds painted the same one. */
const elementChange = (before?: string, after?: string) =>
  before === after ? shortSnippet(after) : change(shortSnippet(before), shortSnippet(after));

/** Two Markdown tables, `before → after` in each cell: the metrics, then the LCP phases and element. */
export function formatComparison(comparisons: readonly Comparison[]): string {
  const metrics = markdownTable(
    ['page', 'form factor', ...COMPARED.map((metric) => heading(column(metric)))],
    comparisons.map(({ page, formFactor, before, after }) => [
      page,
      formFactor,
      ...COMPARED.map((metric) => {
        const { show } = column(metric);
        return change(show(before.median[metric]), show(after.median[metric]));
      }),
    ]),
  );
  const phases = markdownTable(
    ['page', 'form factor', ...PHASES.map(({ name }) => `${name} (ms)`), 'LCP element'],
    comparisons.map(({ page, formFactor, before, after }) => [
      page,
      formFactor,
      ...PHASES.map(({ field }) =>
        change(milliseconds(before.phases?.[field]), milliseconds(after.phases?.[field])),
      ),
      elementChange(before.element, after.element),
    ]),
  );
  return `${metrics}\n\nLCP phases (the median of each) and the LCP element most runs painted:\n\n${phases}`;
}

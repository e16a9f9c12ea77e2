// The pure part of `npm run lighthouse`: medians of the runs, the budget check and the table.

export type FormFactor = 'mobile' | 'desktop';

/** One Lighthouse run's numbers: scores 0–100, times in ms, CLS as Lighthouse gives it. */
export interface Measurement {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Time to Interactive: when the main thread is quiet enough for input (the end of TBT's window). */
  ttiMs: number;
  accessibility: number;
  bestPractices: number;
}

export type Metric = keyof Measurement;

export interface MetricColumn {
  metric: Metric;
  name: string;
  unit?: string;
  /** Scores must reach their budget; times and CLS must stay under it. */
  better: 'higher' | 'lower';
  show: (value: number) => string;
}

const score = (value: number) => String(value);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** The table's columns, in order. */
export const METRICS: readonly MetricColumn[] = [
  { metric: 'performance', name: 'performance', better: 'higher', show: score },
  { metric: 'lcpMs', name: 'LCP', unit: 's', better: 'lower', show: seconds },
  { metric: 'tbtMs', name: 'TBT', unit: 'ms', better: 'lower', show: (ms) => ms.toFixed(0) },
  { metric: 'cls', name: 'CLS', better: 'lower', show: (value) => value.toFixed(3) },
  { metric: 'fcpMs', name: 'FCP', unit: 's', better: 'lower', show: seconds },
  { metric: 'ttiMs', name: 'TTI', unit: 's', better: 'lower', show: seconds },
  { metric: 'accessibility', name: 'accessibility', better: 'higher', show: score },
  { metric: 'bestPractices', name: 'best practices', better: 'higher', show: score },
];

/** Per form factor, the limit of each budgeted metric (a minimum or a maximum, as METRICS says). */
export type Budgets = Record<FormFactor, Partial<Record<Metric, number>>>;

export interface Run {
  page: string;
  formFactor: FormFactor;
  measurement: Measurement;
}

export interface Summary {
  page: string;
  formFactor: FormFactor;
  runs: number;
  median: Measurement;
}

export interface Miss {
  page: string;
  formFactor: FormFactor;
  metric: Metric;
  value: number;
  limit: number;
}

/** The middle value; the mean of the two middle values of an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** Runs grouped per page and form factor, in the order the pairs first appear. */
export function byPageAndFormFactor<T extends Omit<Run, 'measurement'>>(runs: readonly T[]): [T, ...T[]][] {
  const groups = new Map<string, [T, ...T[]]>();
  for (const run of runs) {
    const key = `${run.page}\n${run.formFactor}`;
    groups.set(key, [...(groups.get(key) ?? []), run] as [T, ...T[]]);
  }
  return [...groups.values()];
}

/** The median of each metric on its own. */
export function medianMeasurement(measurements: readonly Measurement[]): Measurement {
  return Object.fromEntries(
    METRICS.map(({ metric }) => [metric, median(measurements.map((measurement) => measurement[metric]))]),
  ) as unknown as Measurement;
}

/** The median of each metric per page and form factor, in the order the pairs first appear. */
export function summarise(runs: readonly Run[]): Summary[] {
  return byPageAndFormFactor(runs).map((group) => {
    const [{ page, formFactor }] = group;
    const measurements = group.map((run) => run.measurement);
    return { page, formFactor, runs: group.length, median: medianMeasurement(measurements) };
  });
}

/** Every median that misses its form factor's budget. */
export function missedBudgets(summaries: readonly Summary[], budgets: Budgets): Miss[] {
  return summaries.flatMap(({ page, formFactor, median: values }) =>
    METRICS.flatMap(({ metric, better }) => {
      const limit = budgets[formFactor][metric];
      if (limit === undefined) return [];
      const value = values[metric];
      const missed = better === 'higher' ? value < limit : value > limit;
      return missed ? [{ page, formFactor, metric, value, limit }] : [];
    }),
  );
}

export const column = (metric: Metric) => METRICS.find((entry) => entry.metric === metric) as MetricColumn;

/** One line per miss: `points/home mobile: LCP 2.61 s, budget ≤ 2.50 s`. */
export function describeMiss({ page, formFactor, metric, value, limit }: Miss): string {
  const { name, unit, better, show } = column(metric);
  const withUnit = (number: number) => (unit ? `${show(number)} ${unit}` : show(number));
  return `${page} ${formFactor}: ${name} ${withUnit(value)}, budget ${better === 'higher' ? '≥' : '≤'} ${withUnit(limit)}`;
}

/** A Markdown table, its columns padded to their widest cell. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => row[index]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** A column's title: its name and unit. */
export const heading = ({ name, unit }: MetricColumn) => (unit ? `${name} (${unit})` : name);

/** A Markdown table of the medians; a missed budget is marked ✗. */
export function formatTable(summaries: readonly Summary[], misses: readonly Miss[] = []): string {
  const missed = new Set(misses.map((miss) => `${miss.page}\n${miss.formFactor}\n${miss.metric}`));
  const rows = summaries.map(({ page, formFactor, runs, median: values }) => [
    page,
    formFactor,
    String(runs),
    ...METRICS.map(({ metric, show }) =>
      missed.has(`${page}\n${formFactor}\n${metric}`) ? `${show(values[metric])} ✗` : show(values[metric]),
    ),
  ]);
  return markdownTable(['page', 'form factor', 'runs', ...METRICS.map(heading)], rows);
}

export interface ReportFacts {
  lighthouseVersion: string;
  /** Runs in all, and the seconds they took together. */
  runs: number;
  seconds: number;
  warnings: readonly string[];
  /** The folders of the two builds, when a run measured a before and an after. */
  builds?: { before: string; after: string };
}

/**
 * What a measurement prints and keeps: the tables (formatTable's, or the before and after ones), then the
 * missed budgets (or that all hold), then Lighthouse's warnings.
 */
export function formatReport(tables: string, misses: readonly Miss[], facts: ReportFacts): string {
  const { lighthouseVersion, runs, seconds, warnings, builds } = facts;
  const list = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');
  const budgets = 'scripts/lighthouse-budgets.ts';
  const missed = `Missed budgets${builds ? ' of the after build' : ''} (${budgets}):`;
  const holds = builds ? 'The after build holds every budget' : 'Every budget holds';
  return [
    `Lighthouse ${lighthouseVersion}: ${runs} runs, ${(seconds / runs).toFixed(1)} s a run; medians per page and form factor.`,
    ...(builds ? [`Before → after: ${builds.before} → ${builds.after}.`] : []),
    '',
    tables,
    '',
    misses.length ? `${missed}\n${list(misses.map(describeMiss))}` : `${holds} (${budgets}).`,
    ...(warnings.length ? ['', `Lighthouse warnings:\n${list(warnings)}`] : []),
  ].join('\n');
}

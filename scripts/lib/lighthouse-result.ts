// What `npm run lighthouse` keeps of one Lighthouse result: the numbers the budgets hold, and the audits that
// cost points.
import type { Result } from 'lighthouse';
import type { Measurement } from './lighthouse-summary';

/** A run's numbers, as the budgets name them. */
export function measurementOf(lhr: Result): Measurement {
  const score = (category: string) => {
    const value = lhr.categories[category]?.score;
    if (value === undefined || value === null) throw new Error(`no ${category} score`);
    return Math.round(value * 100);
  };
  const numeric = (audit: string) => {
    const value = lhr.audits[audit]?.numericValue;
    if (value === undefined) throw new Error(`no value for ${audit}: ${lhr.audits[audit]?.errorMessage}`);
    return value;
  };
  return {
    performance: score('performance'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    ttiMs: numeric('interactive'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
  };
}

/** Accessibility and best-practices audits that cost points: where a missed score budget comes from. */
export function failedAudits(lhr: Result): string[] {
  return ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
}

/** The four phases Lighthouse splits LCP into, in ms; they add up to the LCP time. */
export interface LcpPhases {
  ttfbMs: number;
  loadDelayMs: number;
  loadTimeMs: number;
  renderDelayMs: number;
}

/** Where a run's LCP time went and which element it painted; either may be missing (no LCP, an error). */
export interface LcpBreakdown {
  phases?: LcpPhases;
  element?: { snippet: string; selector?: string };
}

/** The phase names of Lighthouse's table (an English report) and their fields. */
const PHASE_FIELDS: ReadonlyMap<unknown, keyof LcpPhases> = new Map([
  ['TTFB', 'ttfbMs'],
  ['Load Delay', 'loadDelayMs'],
  ['Load Time', 'loadTimeMs'],
  ['Render Delay', 'renderDelayMs'],
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The rows of a details object: a list's tables' rows, or a table's own (read loosely, as the shape moves). */
function detailRows(details: unknown): Record<string, unknown>[] {
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  return details.items
    .filter(isRecord)
    .flatMap((item) => (Array.isArray(item.items) ? detailRows(item) : [item]));
}

/** The LCP phases and element of Lighthouse 12's `largest-contentful-paint-element` audit. */
export function lcpBreakdownOf(lhr: {
  audits: Record<string, { details?: unknown } | undefined>;
}): LcpBreakdown {
  const rows = detailRows(lhr.audits['largest-contentful-paint-element']?.details);
  const timings = Object.fromEntries(
    rows.flatMap(({ phase, timing }) => {
      const field = PHASE_FIELDS.get(phase);
      return field && typeof timing === 'number' ? [[field, timing]] : [];
    }),
  );
  const phases = [...PHASE_FIELDS.values()].every((field) => field in timings)
    ? (timings as unknown as LcpPhases)
    : undefined;
  const node = rows.map((row) => row.node).find(isRecord);
  const element =
    node && typeof node.snippet === 'string'
      ? { snippet: node.snippet, selector: typeof node.selector === 'string' ? node.selector : undefined }
      : undefined;
  return { phases, element };
}

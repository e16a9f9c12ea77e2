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

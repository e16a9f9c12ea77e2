// The budgets of `npm run lighthouse`, held by the median of every page's runs. Scores (0–100) are
// minimums; LCP, TBT (ms) and CLS are maximums (METRICS in scripts/lib/lighthouse-summary.ts).
import type { Budgets } from './lib/lighthouse-summary';

export const BUDGETS: Budgets = {
  mobile: { performance: 95, lcpMs: 2500, tbtMs: 100, cls: 0.02, accessibility: 98, bestPractices: 100 },
  desktop: { performance: 99, lcpMs: 1000, cls: 0.02, accessibility: 98, bestPractices: 100 },
};

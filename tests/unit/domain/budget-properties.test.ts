// Budget properties (docs/budgets.md): over any run of orders submitted, approved, rejected and cancelled,
// remaining = total − used − frozen, and it goes below zero only under `warn`, where it shows as overspent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, budgetDecision, budgetFigures, compare, subtract, sum } from '../../../engine';
import type { BudgetCharge, OverrunPolicy } from '../../../engine';
import { hundredths } from './decimal-text';

type Step = { kind: 'submit'; total: number } | { kind: 'approve' | 'reject' | 'cancel'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('submit' as const), total: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({
    kind: fc.constantFrom('approve' as const, 'reject' as const, 'cancel' as const),
    pick: fc.nat(),
  }),
);

/** Plays the steps against one budget as the gateway does: each order charges what the policy covers. */
function play(policy: OverrunPolicy, total: string, steps: readonly Step[]): BudgetCharge[] {
  const charges: BudgetCharge[] = [];
  for (const each of steps) {
    if (each.kind === 'submit') {
      const { remaining } = budgetFigures(total, charges);
      const decision = budgetDecision(policy, { name: 'b', remaining }, hundredths(each.total));
      if (decision.outcome !== 'refused') charges.push({ amount: decision.covered, state: 'frozen' });
      continue;
    }
    const open = charges.filter((charge) => charge.state !== 'released');
    const charge = open[each.pick % Math.max(1, open.length)];
    if (!charge) continue;
    if (each.kind === 'approve' && charge.state === 'frozen') charge.state = 'used';
    if (each.kind === 'reject' && charge.state === 'frozen') charge.state = 'released';
    if (each.kind === 'cancel') charge.state = 'released';
  }
  return charges;
}

describe('budget figures over any run of orders', () => {
  const run = fc.record({
    policy: fc.constantFrom<OverrunPolicy>('block', 'review', 'warn'),
    total: fc.integer({ min: 0, max: 2_000_000 }).map(hundredths),
    steps: fc.array(step, { maxLength: 40 }),
  });

  it('remaining = total − used − frozen; below zero only under warn, shown as overspent', () => {
    fc.assert(
      fc.property(run, ({ policy, total, steps }) => {
        const figures = budgetFigures(total, play(policy, total, steps));
        expect(figures.remaining).toBe(subtract(subtract(total, figures.used), figures.frozen));
        if (policy !== 'warn') expect(compare(figures.remaining, 0)).toBeGreaterThanOrEqual(0);
        if (compare(figures.remaining, 0) < 0) {
          expect(add(figures.remaining, figures.overspent)).toBe('0');
        } else {
          expect(figures.overspent).toBe('0');
        }
      }),
    );
  });

  it('a rejected or cancelled order gives back exactly what it froze', () => {
    fc.assert(
      fc.property(run, fc.integer({ min: 1, max: 500_000 }), ({ policy, total, steps }, order) => {
        const charges = play(policy, total, steps);
        const before = budgetFigures(total, charges);
        const decision = budgetDecision(
          policy,
          { name: 'b', remaining: before.remaining },
          hundredths(order),
        );
        if (decision.outcome === 'refused') return;
        const placed: BudgetCharge = { amount: decision.covered, state: 'frozen' };
        expect(budgetFigures(total, [...charges, placed]).remaining).toBe(decision.remainingAfter);
        const after = budgetFigures(total, [...charges, { ...placed, state: 'released' }]);
        expect(after.remaining).toBe(before.remaining);
        expect(sum([after.used, after.frozen])).toBe(sum([before.used, before.frozen]));
      }),
    );
  });
});

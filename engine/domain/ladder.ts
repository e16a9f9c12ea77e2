import { toMoney, type Amount, type Money } from './money';
import { codeOf, isOn, isPresent, type Code } from './server-values';

// Ladder (tiered) pricing, spec 2 §4: the unit price depends on the quantity ordered.

export interface LadderTier {
  minCount?: Code | null;
  ladderSellingPrice?: Amount;
}

export interface LadderGoods {
  isOpenLadderPrice?: boolean | Code | null;
  ladderPriceGoodsList?: readonly LadderTier[] | null;
}

/** One tier as a quantity range: from minCount up to maxCount (none for the last tier), at its price. */
export interface LadderRange {
  minCount: number;
  maxCount?: number;
  price: Money;
}

/**
 * The goods' tiers as quantity ranges, by minCount: each runs up to the next tier's minCount less one, the
 * last one on without end. None when ladder pricing is off; tiers without a count or a price are left out,
 * and of two tiers with the same minCount the first listed counts.
 */
export function ladderRanges(goods: LadderGoods): LadderRange[] {
  if (!isOn(goods.isOpenLadderPrice)) return [];
  const tiers = new Map<number, Money>();
  for (const tier of goods.ladderPriceGoodsList ?? []) {
    const min = codeOf(tier.minCount);
    if (min !== undefined && !tiers.has(min) && isPresent(tier.ladderSellingPrice)) {
      tiers.set(min, toMoney(tier.ladderSellingPrice));
    }
  }
  const sorted = [...tiers].sort(([a], [b]) => a - b);
  return sorted.map(([minCount, price], index) => {
    const next = sorted[index + 1];
    return next ? { minCount, maxCount: next[0] - 1, price } : { minCount, price };
  });
}

/**
 * The tier that applies to `quantity`: the one whose minCount is the greatest not above it (spec 2 §4);
 * none when ladder pricing is off or the quantity is below every tier.
 * @example tiers {1: 10, 10: 9, 50: 8} → appliedLadderRange(goods, 49) is { minCount: 10, maxCount: 49, price: '9' }
 */
export function appliedLadderRange(goods: LadderGoods, quantity: number): LadderRange | undefined {
  return ladderRanges(goods).findLast((range) => range.minCount <= quantity);
}

/**
 * A tier's quantity range with the goods' unit: 1–9箱, or ≥50箱 for the last tier.
 * @example ladderRangeText({ minCount: 10, maxCount: 49, price: '9' }, unit) === `10–49${unit}`
 */
export function ladderRangeText({ minCount, maxCount }: LadderRange, unit: string): string {
  if (maxCount === undefined) return `≥${minCount}${unit}`;
  return maxCount === minCount ? `${minCount}${unit}` : `${minCount}–${maxCount}${unit}`;
}

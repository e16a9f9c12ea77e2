// Ladder tiers as quantity ranges (spec 2 §4): the detail's table and the note of the tier that applies.
import fc from 'fast-check';
import { appliedLadderRange, ladderRanges, ladderRangeText } from '../../../engine/domain/ladder';
import { ladderPrice } from '../../../engine/domain/prices';

const goods = (
  tiers: [number | string | null, number | string | null][],
  isOpenLadderPrice: unknown = 1,
) => ({
  sellingPrice: 150,
  isOpenLadderPrice: isOpenLadderPrice as number,
  ladderPriceGoodsList: tiers.map(([minCount, ladderSellingPrice]) => ({ minCount, ladderSellingPrice })),
});

describe('ladder ranges: each tier up to the next tier’s minCount less one, the last without end', () => {
  it.each([
    {
      rule: 'three tiers, listed in any order',
      goods: goods([
        [50, 120],
        [1, 150],
        [10, 135],
      ]),
      texts: ['1–9箱 150', '10–49箱 135', '≥50箱 120'],
    },
    {
      rule: 'a tier one wide names one count',
      goods: goods([
        [1, 150],
        [2, 140],
      ]),
      texts: ['1箱 150', '≥2箱 140'],
    },
    {
      rule: 'tiers without a count or a price are left out; of two with one count, the first listed',
      goods: goods([
        [1, 150],
        [null, 1],
        [5, null],
        [10, 135],
        [10, 99],
      ]),
      texts: ['1–9箱 150', '≥10箱 135'],
    },
    { rule: 'ladder pricing off: none', goods: goods([[1, 150]], 0), texts: [] },
    { rule: 'an empty list: none', goods: goods([]), texts: [] },
  ])('$rule', ({ goods: priced, texts }) => {
    expect(ladderRanges(priced).map((range) => `${ladderRangeText(range, '箱')} ${range.price}`)).toEqual(
      texts,
    );
  });

  it.each([
    { quantity: 9, applied: '1–9箱' },
    { quantity: 10, applied: '10–49箱' },
    { quantity: 500, applied: '≥50箱' },
  ])('the tier that applies to $quantity is $applied', ({ quantity, applied }) => {
    const tiers = goods([
      [1, 150],
      [10, 135],
      [50, 120],
    ]);
    const range = appliedLadderRange(tiers, quantity);
    expect(range && ladderRangeText(range, '箱')).toBe(applied);
  });

  it('below every tier, none applies', () => {
    expect(appliedLadderRange(goods([[10, 135]]), 9)).toBeUndefined();
  });

  it('property: the range that applies holds the quantity, and its price is the ladder price', () => {
    const tiers = fc.uniqueArray(
      fc.record({
        minCount: fc.integer({ min: 1, max: 200 }),
        ladderSellingPrice: fc.integer({ min: 0, max: 999 }),
      }),
      { selector: (tier) => tier.minCount, maxLength: 6 },
    );
    fc.assert(
      fc.property(tiers, fc.integer({ min: 1, max: 300 }), (list, quantity) => {
        const priced = { sellingPrice: 1000, isOpenLadderPrice: 1, ladderPriceGoodsList: list };
        const range = appliedLadderRange(priced, quantity);
        if (range === undefined) {
          expect(list.every((tier) => tier.minCount > quantity)).toBe(true);
          return;
        }
        expect(range.minCount).toBeLessThanOrEqual(quantity);
        expect(range.maxCount === undefined || quantity <= range.maxCount).toBe(true);
        expect(range.price).toBe(ladderPrice(priced, quantity));
      }),
    );
  });
});

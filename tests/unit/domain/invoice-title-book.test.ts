// The member's invoice titles as a whole (docs/invoices.md): at most limits.invoices.maxTitles, and one default.
import { defaultTitleId, invoiceTitleLimitRefusal } from '../../../engine';

describe('the title book', () => {
  it.each([
    [19, undefined],
    [20, '最多可保存 20 个发票抬头'],
    [21, '最多可保存 20 个发票抬头'],
  ])('with %i titles a new one is refused: %s', (count, refusal) => {
    expect(invoiceTitleLimitRefusal(count, { maxTitles: 20 })).toBe(refusal);
  });

  it.each<[string, { id: number; isDefault: boolean }[], number | undefined, number | undefined]>([
    [
      'the one chosen',
      [
        { id: 1, isDefault: true },
        { id: 2, isDefault: false },
      ],
      2,
      2,
    ],
    [
      'the current default when none is chosen',
      [
        { id: 1, isDefault: false },
        { id: 2, isDefault: true },
      ],
      undefined,
      2,
    ],
    [
      'the oldest when none is the default',
      [
        { id: 4, isDefault: false },
        { id: 7, isDefault: false },
      ],
      undefined,
      4,
    ],
    ['a chosen id not in the list does not count', [{ id: 4, isDefault: false }], 9, 4],
    ['none without titles', [], undefined, undefined],
  ])('the default is %s', (_rule, titles, chosen, id) => {
    expect(defaultTitleId(titles, chosen)).toBe(id);
  });
});

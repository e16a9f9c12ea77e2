import { searchKeywordField } from '../../../engine/domain/forms/search-input';

describe('spec 1 §5: "Search input: maximum 50 characters"', () => {
  it.each([
    { rule: 'the keyword is trimmed', raw: '  手机  ', expected: '手机' },
    { rule: 'spaces inside are kept', raw: ' 蓝牙 耳机 ', expected: '蓝牙 耳机' },
    { rule: 'only spaces is no keyword', raw: '   ', expected: '' },
    { rule: 'capped at 50 characters', raw: '字'.repeat(60), expected: '字'.repeat(50) },
    { rule: 'capped, then trimmed again', raw: `${'a'.repeat(49)} b`, expected: 'a'.repeat(49) },
  ])('$rule', ({ raw, expected }) => {
    expect(searchKeywordField({ keywordMax: 50 }).keyword(raw)).toBe(expected);
  });
});

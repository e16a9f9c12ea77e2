import {
  MULTI_VALUE_LAST_SEPARATOR,
  MULTI_VALUE_SEPARATOR,
  multiValueLabel,
} from '../../../engine/domain/multi-value-label';

// The spec's display separator " or " is a translation: the Chinese interface lists the values with 、 and
// joins the last one with 或, and never shows English.
describe('spec 2 §9: multi-value labels use the separator "、" and are displayed as a Chinese "or" list', () => {
  it("the backend separator is the spec's, the last value is joined with 或", () => {
    expect([MULTI_VALUE_SEPARATOR, MULTI_VALUE_LAST_SEPARATOR]).toEqual(['、', '或']);
  });

  it.each<{ rule: string; label: string | null | undefined; shown: string }>([
    { rule: 'two values', label: '北京市、广东省', shown: '北京市或广东省' },
    { rule: 'three values', label: '北京市、天津市、重庆市', shown: '北京市、天津市或重庆市' },
    { rule: 'one value is shown as it is', label: '广东省', shown: '广东省' },
    { rule: 'blanks around a value are dropped', label: ' 北京市 、 广东省 ', shown: '北京市或广东省' },
    { rule: 'empty values are dropped', label: '北京市、、广东省、', shown: '北京市或广东省' },
    { rule: 'other separators are part of a value', label: '北京市,上海市', shown: '北京市,上海市' },
    { rule: 'an empty label shows nothing', label: '', shown: '' },
    { rule: 'a blank label shows nothing', label: ' 、 ', shown: '' },
    { rule: 'a missing label shows nothing', label: undefined, shown: '' },
    { rule: 'a null label shows nothing', label: null, shown: '' },
  ])('$rule: $label → "$shown"', ({ label, shown }) => {
    expect(multiValueLabel(label)).toBe(shown);
  });

  it('no English word appears between values', () => {
    expect(multiValueLabel('北京市、天津市、重庆市、广东省')).not.toMatch(/[A-Za-z]/);
  });
});

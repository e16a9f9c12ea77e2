// Multi-value labels (spec 2 §9): the backend joins several values into one label with 、, and the
// storefront shows them as a Chinese list. The spec's " or " is a translation: in the Chinese interface
// the values are listed with 、 and the last one joined with 或 (北京市、天津市或重庆市). Every screen that
// shows such a label asks this module.

/** How the backend joins the values of one label. */
export const MULTI_VALUE_SEPARATOR = '、';

/** The word before the last value: the spec's " or ", in Chinese. */
export const MULTI_VALUE_LAST_SEPARATOR = '或';

/**
 * The label as shown: its values listed with 、 and the last joined with 或, blanks around each value and
 * empty values dropped. Missing or blank labels show as ''.
 * @example multiValueLabel('北京市、广东省') === '北京市或广东省'; multiValueLabel('北京市、天津市、重庆市') === '北京市、天津市或重庆市'
 */
export function multiValueLabel(label: string | null | undefined): string {
  const values = (label ?? '')
    .split(MULTI_VALUE_SEPARATOR)
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const last = values.pop();
  if (last === undefined) return '';
  return values.length === 0
    ? last
    : `${values.join(MULTI_VALUE_SEPARATOR)}${MULTI_VALUE_LAST_SEPARATOR}${last}`;
}

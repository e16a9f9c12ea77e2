// Multi-value labels (spec 2 §9): the backend joins several values into one label with 、, and the
// storefront shows them joined with " or ". Every screen that shows such a label asks this module.

/** How the backend joins the values of one label. */
export const MULTI_VALUE_SEPARATOR = '、';

/** How the storefront shows them. */
export const MULTI_VALUE_DISPLAY_SEPARATOR = ' or ';

/**
 * The label as shown: its values joined with " or ", blanks around each value and empty values dropped.
 * Missing or blank labels show as ''.
 * @example multiValueLabel('北京市、广东省') === '北京市 or 广东省'
 */
export function multiValueLabel(label: string | null | undefined): string {
  return (label ?? '')
    .split(MULTI_VALUE_SEPARATOR)
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .join(MULTI_VALUE_DISPLAY_SEPARATOR);
}

// What the forms share: the shape of their answers and the length messages the spec leaves to us.
import { cleanFreeText, invisibleTextProblem } from './free-text';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface Validation<F extends string> {
  valid: boolean;
  errors: FieldErrors<F>;
}

/** 长度在 1 到 20 个字符 */
export function lengthRangeMessage(min: number, max: number): string {
  return `长度在 ${min} 到 ${max} 个字符`;
}

/** 长度不能超过 100 个字符 */
export function maxLengthMessage(max: number): string {
  return `长度不能超过 ${max} 个字符`;
}

export interface TextRule {
  /** The message when empty; optional fields have none. */
  required?: string;
  /** A format the text must have, and the message when it does not. */
  format?: { pattern: RegExp; message: string };
  min?: number;
  max: number;
  /** The message when the length is outside min..max. */
  lengthMessage: string;
}

/** Checks text as it will be kept (cleanFreeText): nothing visible, then empty, then format, then length. */
export function checkText(value: string | null | undefined, rule: TextRule): string | undefined {
  const invisible = invisibleTextProblem(value);
  if (invisible) return invisible;
  const text = cleanFreeText(value);
  if (text === '') return rule.required;
  if (rule.format && !rule.format.pattern.test(text)) return rule.format.message;
  return text.length < (rule.min ?? 0) || text.length > rule.max ? rule.lengthMessage : undefined;
}

/** Runs a field check over the fields and collects the messages. */
export function validateFields<F extends string>(
  fields: readonly F[],
  check: (field: F) => string | undefined,
): Validation<F> {
  const errors: FieldErrors<F> = {};
  for (const field of fields) {
    const message = check(field);
    if (message !== undefined) errors[field] = message;
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

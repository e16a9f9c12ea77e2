// Input checks like a real server's: every refusal is code 10001 with a Chinese message, never a crash.
// Every accessor checks the type before it reads the value: JSON can send anything where text is due.
import type { Validation } from '../../engine';
import type { Page } from '../../engine/contract';
import { invalid } from './answer';

type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface TextRule {
  /** Default true. */
  required?: boolean;
  max?: number;
  pattern?: RegExp;
  /** Message when missing (and for every refusal unless the others are given). */
  message?: string;
  /** Message when the length is out of range. */
  lengthMessage?: string;
  /** Message when the pattern does not match. */
  patternMessage?: string;
}

interface NumberRule {
  required?: boolean;
  min?: number;
  max?: number;
  message?: string;
  rangeMessage?: string;
}

const missing = (value: unknown) => value === undefined || value === null || value === '';

/** A value of the wrong type (an object, a list, a boolean where text is due) is refused by its field's name. */
const wrongType = (name: string): never => invalid(`参数格式错误：${name}`);

/** Field checks over one JSON object (a POST body, or a GET query as strings). */
export class Input {
  readonly source: Json;

  constructor(source: unknown) {
    if (!isObject(source)) invalid('请求参数格式错误');
    this.source = source as Json;
  }

  has(name: string): boolean {
    return !missing(this.source[name]);
  }

  raw(name: string): unknown {
    return this.source[name];
  }

  /** The field as a form rule reads it: '' when absent, numbers as their text, other types refused. */
  field(name: string): string {
    const value = this.source[name];
    if (missing(value)) return '';
    return typeof value === 'string' || typeof value === 'number' ? String(value) : wrongType(name);
  }

  /** Text, trimmed; '' when optional and absent. Numbers are accepted as their text. */
  text(name: string, rule: TextRule = {}): string {
    const value = this.source[name];
    const message = rule.message ?? `缺少参数：${name}`;
    if (missing(value)) return rule.required === false ? '' : invalid(message);
    if (typeof value !== 'string' && typeof value !== 'number') return wrongType(name);
    const text = String(value).trim();
    if (text === '' && rule.required !== false) return invalid(message);
    if (rule.max !== undefined && [...text].length > rule.max) {
      invalid(rule.lengthMessage ?? rule.message ?? `${name}长度不正确`);
    }
    if (rule.pattern && text !== '' && !rule.pattern.test(text)) {
      invalid(rule.patternMessage ?? rule.message ?? `参数格式错误：${name}`);
    }
    return text;
  }

  optionalText(name: string, rule: Omit<TextRule, 'required'> = {}): string | undefined {
    return this.has(name) ? this.text(name, rule) : undefined;
  }

  /** A number; numeric strings count (query parameters are text). */
  number(name: string, rule: NumberRule = {}): number {
    const value = this.source[name];
    if (missing(value)) return invalid(rule.message ?? `缺少参数：${name}`);
    if (typeof value !== 'string' && typeof value !== 'number') return wrongType(name);
    const number = typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number)) {
      return invalid(rule.message ?? `参数格式错误：${name}`);
    }
    if ((rule.min !== undefined && number < rule.min) || (rule.max !== undefined && number > rule.max)) {
      invalid(rule.rangeMessage ?? rule.message ?? `参数超出范围：${name}`);
    }
    return number;
  }

  optionalNumber(name: string, rule: Omit<NumberRule, 'required'> = {}): number | undefined {
    return this.has(name) ? this.number(name, rule) : undefined;
  }

  /** One of the given values (compared as text). */
  oneOf<T extends string | number>(name: string, values: readonly T[], fallback?: T): T {
    if (!this.has(name) && fallback !== undefined) return fallback;
    const value = this.source[name];
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    const found = values.find((option) => String(option) === text);
    return found ?? invalid(`参数取值不正确：${name}`);
  }

  /** A 0/1 flag (booleans and '0'/'1' accepted). */
  flag(name: string, fallback?: 0 | 1): 0 | 1 {
    const value = this.source[name];
    if (missing(value) && fallback !== undefined) return fallback;
    if (value === true || value === 1 || value === '1' || value === 'true') return 1;
    if (value === false || value === 0 || value === '0' || value === 'false') return 0;
    return wrongType(name);
  }

  list(name: string, rule: { required?: boolean; message?: string } = {}): unknown[] {
    const value = this.source[name];
    if (missing(value)) return rule.required === false ? [] : invalid(rule.message ?? `缺少参数：${name}`);
    return Array.isArray(value) ? value : wrongType(name);
  }

  /** The standard paging fields: currentPage ≥ 1 (default 1), pageSize 1…10000 (default 20). */
  paging(defaultSize = 20): { currentPage: number; pageSize: number } {
    return {
      currentPage: this.optionalNumber('currentPage', { min: 1, rangeMessage: '页码必须大于0' }) ?? 1,
      pageSize:
        this.optionalNumber('pageSize', { min: 1, max: 10000, rangeMessage: '每页条数应在1到10000之间' }) ??
        defaultSize,
    };
  }
}

/** Refuses with the first message of an engine form check, in the form's field order. */
export function refuseInvalid(validation: Validation<string>): void {
  const [message] = Object.values(validation.errors);
  if (message !== undefined) invalid(message);
}

export function page<T>(
  items: readonly T[],
  { currentPage, pageSize }: { currentPage: number; pageSize: number },
): Page<T> {
  const start = (currentPage - 1) * pageSize;
  return { records: items.slice(start, start + pageSize), total: items.length, currentPage, pageSize };
}

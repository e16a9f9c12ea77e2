// Helpers for loosely typed server values: the backend sends codes as numbers or strings,
// flags as booleans or 0/1, and some fields as one object on one screen and a list on another.

/** A code or id as the server sends it. */
export type Code = number | string;

/** The number a server value holds; missing, blank or non-numeric values hold none. */
export function codeOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** Whether a server flag is on: true, 1, '1' or 'true'. */
export function isOn(flag: unknown): boolean {
  return flag === true || flag === 'true' || codeOf(flag) === 1;
}

/** One value or a list of them, as a list. */
export function asList<T>(value: T | readonly T[] | null | undefined): readonly T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? (value as readonly T[]) : [value as T];
}

/** Whether the server sent a value at all: null, undefined and '' mean it did not. */
export function isPresent<T>(value: T | null | undefined | ''): value is T {
  return value !== null && value !== undefined && value !== '';
}

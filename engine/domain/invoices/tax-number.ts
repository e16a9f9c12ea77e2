// 纳税人识别号 as a unified social credit code (统一社会信用代码, GB 32100-2015; docs/invoices.md): 18 characters
// of 31 (the digits and the capitals without I, O, S, V, Z), the last a check character over the first 17.
// The older 15- and 20-character tax numbers are not accepted: every company and sole trader has carried an
// 18-character code since the three registrations were merged, and invoices are made out to it.

/** The code's characters, each worth its index (A is 10, Y is 30). */
export const TAX_NUMBER_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

export const TAX_NUMBER_LENGTH = 18;

export const TAX_NUMBER_MESSAGES = {
  required: '请填写纳税人识别号',
  characters: '纳税人识别号只能包含数字和大写字母（不含 I、O、S、V、Z）',
  length: '纳税人识别号应为 18 位统一社会信用代码',
  checkCharacter: '纳税人识别号校验位不正确，请核对后重新填写',
} as const;

const RADIX = TAX_NUMBER_CHARACTERS.length;
const IN_SET = new RegExp(`^[${TAX_NUMBER_CHARACTERS}]*$`);

/**
 * The number as it is kept: spaces removed (numbers are often written in groups) and letters in capitals.
 * @example normaliseTaxNumber(' 9135 0100m000100y43 ') === '91350100M000100Y43'
 */
export function normaliseTaxNumber(value: string | null | undefined): string {
  return (value ?? '').replace(/\s/g, '').toUpperCase();
}

/**
 * The check character of a code's first 17 characters: each character's value times 3^i mod 31 (i from 0),
 * summed; the check is the character worth 31 minus the sum mod 31 (0 when that is 31).
 * @example taxNumberCheckCharacter('91350100M000100Y4') === '3'
 */
export function taxNumberCheckCharacter(first17: string): string {
  let sum = 0;
  let weight = 1;
  for (const character of first17) {
    sum += TAX_NUMBER_CHARACTERS.indexOf(character) * weight;
    weight = (weight * 3) % RADIX;
  }
  return TAX_NUMBER_CHARACTERS.charAt((RADIX - (sum % RADIX)) % RADIX);
}

/**
 * What is wrong with a tax number as typed (normalised first), or undefined when it is a valid code:
 * empty, then characters outside the set, then the length, then the check character.
 * @example taxNumberProblem('91350100M000100Y44') === '纳税人识别号校验位不正确，请核对后重新填写'
 */
export function taxNumberProblem(value: string | null | undefined): string | undefined {
  const code = normaliseTaxNumber(value);
  if (code === '') return TAX_NUMBER_MESSAGES.required;
  if (!IN_SET.test(code)) return TAX_NUMBER_MESSAGES.characters;
  if (code.length !== TAX_NUMBER_LENGTH) return TAX_NUMBER_MESSAGES.length;
  const check = taxNumberCheckCharacter(code.slice(0, TAX_NUMBER_LENGTH - 1));
  return code.endsWith(check) ? undefined : TAX_NUMBER_MESSAGES.checkCharacter;
}

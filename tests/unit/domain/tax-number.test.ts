// 纳税人识别号 as a unified social credit code (docs/invoices.md): 18 characters of the 31, the last the check
// character over the first 17 (weights 3^i mod 31).
import {
  normaliseTaxNumber,
  TAX_NUMBER_MESSAGES as M,
  taxNumberCheckCharacter,
  taxNumberProblem,
} from '../../../engine';

describe('a valid unified social credit code passes', () => {
  it.each([
    ['91350100M000100Y43', "GB 32100-2015's own example"],
    ['91310115MA1K4ABCDD', 'a check character that is a letter'],
    ['92440300L12345678R', 'a sole trader (登记管理机关 9, 类别 2)'],
    ['12100000400001234Y', 'a public institution (1)'],
    ['51110000500000001E', 'a social organisation (5)'],
    ['Y1110108MA00XYW124', 'another registration office (Y)'],
    ['93330100MA2GABCD0A', 'a farmers’ cooperative (9, 3)'],
    ['9135 0100 M000 100Y 43', 'written in groups: spaces are dropped'],
    ['91350100m000100y43', 'small letters: kept in capitals'],
  ])('%s (%s)', (code) => {
    expect(taxNumberProblem(code)).toBeUndefined();
  });
});

describe('a wrong check character is refused', () => {
  it.each([
    ['91350100M000100Y44', 'last digit one off'],
    ['91350100M000100Y4A', 'a letter where 3 is due'],
    ['91310115MA1K4ABCD0', 'a digit where D is due'],
    ['19350100M000100Y43', 'two characters swapped'],
    ['91350100M000100Y53', 'one of the first 17 changed'],
  ])('%s (%s)', (code) => {
    expect(taxNumberProblem(code)).toBe(M.checkCharacter);
  });
});

describe('a wrong length is refused: only the 18-character code is accepted', () => {
  it.each([
    ['91350100M000100Y4', '17 characters'],
    ['91350100M000100Y433', '19 characters'],
    ['350100123456789', 'an older 15-character tax registration number'],
    ['35010019900101123400', 'an older 20-character number (an ID number and two digits)'],
    ['9', 'one character'],
  ])('%s (%s)', (code) => {
    expect(taxNumberProblem(code)).toBe(M.length);
  });
});

describe('characters outside the set are refused', () => {
  it.each([
    ['91350100I000100Y43', 'I'],
    ['91350100O000100Y43', 'O'],
    ['91350100S000100Y43', 'S'],
    ['91350100V000100Y43', 'V'],
    ['91350100Z000100Y43', 'Z'],
    ['91350100M000100Y4-', 'a hyphen'],
    ['91350100M000100Y4３', 'a full-width digit'],
    ['91350100中000100Y43', 'a Chinese character'],
    ['91350100M000100Y43\u200b', 'a zero-width space'],
    ['1234I', 'a short number with I: the characters speak before the length'],
  ])('%s (%s)', (code) => {
    expect(taxNumberProblem(code)).toBe(M.characters);
  });
});

it('an empty number asks for one', () => {
  expect(taxNumberProblem('')).toBe(M.required);
  expect(taxNumberProblem('   ')).toBe(M.required);
  expect(taxNumberProblem(undefined)).toBe(M.required);
});

it('the check character of the first 17 characters', () => {
  expect(taxNumberCheckCharacter('91350100M000100Y4')).toBe('3');
  expect(taxNumberCheckCharacter('91310115MA1K4ABCD')).toBe('D');
  // A sum that is a multiple of 31 gives 0, not the 31st character.
  expect(taxNumberCheckCharacter('00000000000000000')).toBe('0');
});

it('the number as kept: no spaces, capitals', () => {
  expect(normaliseTaxNumber(' 9135 0100m000100y43 ')).toBe('91350100M000100Y43');
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  checkNickname,
  cleanFreeText,
  FREE_TEXT_MESSAGES,
  invisibleTextProblem,
} from '../../../engine';

/** Controls, bidirectional marks, overrides and isolates, zero-width spaces: never kept. */
const NEVER_KEPT =
  // eslint-disable-next-line no-control-regex -- the characters under test
  /[\u0000-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u2028\u2029]/u;
const HOSTILE = [
  '\u0000',
  '\u0007',
  '\u001B',
  '\r',
  '\n',
  '\t',
  '\u0085',
  '\u202E',
  '\u202D',
  '\u2066',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
  '\u200B',
  '\u2060',
  '\uFEFF',
  '\u2028',
];
const hostile = fc.constantFrom(...HOSTILE);
const ordinaryChar = fc.oneof(
  fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('，', '。', '、', '（', '）', '：', '；', '！', '？', '¥'),
);
const ordinaryText = fc
  .array(ordinaryChar, { minLength: 1, maxLength: 40 })
  .map((chars) => chars.join(''))
  .filter((text) => text.trim() === text && text !== '');

describe('cleanFreeText', () => {
  it('never keeps a control, bidirectional or zero-width space character, whatever is typed', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(ordinaryChar, hostile, fc.string({ unit: 'binary' }))), (parts) => {
        expect(cleanFreeText(parts.join(''))).not.toMatch(NEVER_KEPT);
      }),
    );
  });

  it('keeps ordinary Chinese and ASCII text as it is, and finds nothing invisible in it', () => {
    fc.assert(
      fc.property(ordinaryText, (text) => {
        expect(cleanFreeText(text)).toBe(text);
        expect(invisibleTextProblem(text)).toBeUndefined();
      }),
    );
  });

  it.each([
    ['a right-to-left override', '张三\u202E123', '张三123'],
    ['NUL and BEL', 'a\u0000b\u0007c', 'abc'],
    ['line breaks, as spaces', '北京市\r\n朝阳区', '北京市  朝阳区'],
    ['a zero-width space inside a word', '李\u200B四', '李四'],
    ['spaces around', '  备注  ', '备注'],
    ['an emoji sequence with joiners', '👨‍👩‍👧', '👨‍👩‍👧'],
  ])('%s', (_, typed, kept) => {
    expect(cleanFreeText(typed)).toBe(kept);
  });
});

describe('invisibleTextProblem', () => {
  it.each([
    ['one zero-width space', '\u200B', FREE_TEXT_MESSAGES.invisible],
    ['an override alone', ' \u202E ', FREE_TEXT_MESSAGES.invisible],
    ['joiners and a Hangul filler', '\u200D\u3164\u200C', FREE_TEXT_MESSAGES.invisible],
    ['NUL alone', '\u0000', FREE_TEXT_MESSAGES.invisible],
    ['nothing typed', '', undefined],
    ['spaces only (the required rule speaks)', '   ', undefined],
    ['visible text', '张三', undefined],
  ])('%s', (_, typed, expected) => {
    expect(invisibleTextProblem(typed)).toBe(expected);
  });

  it('is what a form field says (the nickname): invisible first, then empty', () => {
    expect(checkNickname('\u200B')).toBe(FREE_TEXT_MESSAGES.invisible);
    expect(checkNickname('  ')).toBe(ACCOUNT_MESSAGES.nicknameRequired);
    expect(checkNickname('小明\u202E')).toBeUndefined();
  });
});

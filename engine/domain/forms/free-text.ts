// Text people type for others to read (nicknames, addresses, remarks, sourcing fields, reasons), cleaned
// the same way by the storefront's forms and by the gateway that stores it: no control characters, no
// characters that reorder what follows (bidirectional overrides and isolates), no zero-width spaces, and
// never a value that shows as nothing.

export const FREE_TEXT_MESSAGES = {
  invisible: '不能只填写空白或不可见字符',
} as const;

/** Line and tab controls: each becomes a space, so words on either side stay apart. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
/**
 * Other C0 and C1 controls (NUL, BEL, ESC, …), the bidirectional marks, embeddings, overrides and isolates
 * (U+061C, U+200E/F, U+202A–E, U+2066–9), and the zero-width space, word joiner, invisible operators and BOM.
 * Zero-width joiners stay: emoji sequences and some scripts need them.
 */
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/** Nothing a reader would see: spaces and default-ignorable characters (joiners, fillers, selectors). */
const NOTHING_VISIBLE = /^[\s\p{Default_Ignorable_Code_Point}]*$/u;

/**
 * The text as it is kept: controls and reordering characters removed, line breaks as spaces, trimmed.
 * @example cleanFreeText(' 张三\u202E\n李四 ') === '张三 李四'
 */
export function cleanFreeText(value: string | null | undefined): string {
  return (value ?? '').replace(BREAKS, ' ').replace(HIDDEN, '').trim();
}

/**
 * The message for a value that had something typed but leaves nothing visible once cleaned (a lone
 * zero-width space, a bidi override); undefined for empty input (the field's required rule speaks then)
 * and for visible text.
 * @example invisibleTextProblem('\u200B') === '不能只填写空白或不可见字符'
 */
export function invisibleTextProblem(value: string | null | undefined): string | undefined {
  const typed = (value ?? '').replace(BREAKS, ' ').trim();
  if (typed === '') return undefined;
  return NOTHING_VISIBLE.test(cleanFreeText(typed)) ? FREE_TEXT_MESSAGES.invisible : undefined;
}

/**
 * The keyword a search sends: trimmed and capped at keywordMax characters (50 by default).
 * @example searchKeyword('  手机  ', 50) === '手机'
 */
export function searchKeyword(raw: string, keywordMax: number): string {
  return raw.trim().slice(0, keywordMax).trim();
}

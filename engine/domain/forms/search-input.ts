import type { ShopLimits } from '../../shop/limits';

/** A search box's rule (spec 1 §5): how many characters it takes, and the keyword a search sends. */
export interface SearchKeywordField {
  maxLength: number;
  /** The keyword trimmed and capped at `maxLength` characters. */
  keyword(raw: string): string;
}

/**
 * The shop's search keyword rule, from its `limits.search` (keywordMax, 50 by default).
 * @example searchKeywordField({ keywordMax: 50, historyShown: 8 }).keyword('  手机  ') === '手机'
 */
export function searchKeywordField({
  keywordMax,
}: Pick<ShopLimits['search'], 'keywordMax'>): SearchKeywordField {
  return { maxLength: keywordMax, keyword: (raw) => raw.trim().slice(0, keywordMax).trim() };
}

// Search history (spec 1 §5 and §8): the server keeps it; these rules decide what shows and what a deletion does.

export const CLEAR_HISTORY_CONFIRM = '确定删除搜索历史记录?';
export const HISTORY_DELETE_SUCCESS = '删除成功！';
export const HISTORY_DELETE_FAILURE = '删除失败！';

export interface HistoryDeletion {
  /** The body of POST /goods/clearRecentSearchKey: one keyword, or none to clear all. */
  request: { searchKey?: string };
  /** Clearing all asks first; deleting one keyword is direct. */
  confirm?: string;
}

/** The entries shown: the first `historyShown` (8 by default in the profile limits). */
export function visibleHistory(history: readonly string[], historyShown: number): string[] {
  return history.slice(0, historyShown);
}

/**
 * The history after a goods search with a keyword (the gateway records it when the goods list is queried):
 * the keyword first, once, and no more entries kept than are ever shown.
 * @example historyAfterSearch(['tea', 'coffee'], 'coffee', 8) → ['coffee', 'tea']
 */
export function historyAfterSearch(
  history: readonly string[],
  keyword: string,
  historyShown: number,
): string[] {
  return [keyword, ...history.filter((entry) => entry !== keyword)].slice(0, historyShown);
}

/** What deleting one keyword, or all of them when none is given, sends and asks. */
export function historyDeletion(keyword?: string): HistoryDeletion {
  return keyword === undefined
    ? { request: {}, confirm: CLEAR_HISTORY_CONFIRM }
    : { request: { searchKey: keyword } };
}

/** The history after a deletion succeeded: without the keyword, or empty when all were deleted. */
export function historyAfterDeletion(history: readonly string[], keyword?: string): string[] {
  return keyword === undefined ? [] : history.filter((entry) => entry !== keyword);
}

/** The toast after a deletion: 删除成功！ or 删除失败！. */
export function historyDeletionMessage(ok: boolean): string {
  return ok ? HISTORY_DELETE_SUCCESS : HISTORY_DELETE_FAILURE;
}

import {
  CLEAR_HISTORY_CONFIRM,
  historyAfterDeletion,
  historyAfterSearch,
  historyDeletion,
  historyDeletionMessage,
  visibleHistory,
} from '../../../engine/domain/search-history';

const history = ['手机', '耳机', '茶叶', '大米', '毛巾', '牙膏', '台灯', '雨伞', '水杯', '背包'];

describe('spec 1 §5: "Search history shows at most 8 entries"', () => {
  it.each([
    { shown: 8, expected: history.slice(0, 8) },
    { shown: 3, expected: ['手机', '耳机', '茶叶'] },
    { shown: 20, expected: history },
    { shown: 0, expected: [] },
  ])('historyShown $shown', ({ shown, expected }) => {
    expect(visibleHistory(history, shown)).toEqual(expected);
  });
});

describe('spec 1 §5: "deleting one is direct; deleting all asks for confirmation"', () => {
  it('deleting one keyword sends it and asks nothing', () => {
    expect(historyDeletion('茶叶')).toEqual({ request: { searchKey: '茶叶' } });
    expect(historyAfterDeletion(history, '茶叶')).not.toContain('茶叶');
    expect(historyAfterDeletion(history, '茶叶')).toHaveLength(history.length - 1);
  });

  it('deleting all sends no keyword and asks 确定删除搜索历史记录?', () => {
    expect(CLEAR_HISTORY_CONFIRM).toBe('确定删除搜索历史记录?');
    expect(historyDeletion()).toEqual({ request: {}, confirm: '确定删除搜索历史记录?' });
    expect(historyAfterDeletion(history)).toEqual([]);
  });

  it.each([
    { ok: true, message: '删除成功！' },
    { ok: false, message: '删除失败！' },
  ])('spec 1 §8: search history delete gives $message', ({ ok, message }) => {
    expect(historyDeletionMessage(ok)).toBe(message);
  });
});

describe('a searched keyword joins the history (recorded when the goods list is queried with it)', () => {
  it.each([
    {
      name: 'a new keyword comes first',
      before: history,
      keyword: '键盘',
      shown: 20,
      expected: ['键盘', ...history],
    },
    {
      name: 'a known keyword moves to the front, once',
      before: history.slice(0, 4),
      keyword: '大米',
      shown: 20,
      expected: ['大米', '手机', '耳机', '茶叶'],
    },
    {
      name: 'no more are kept than are shown',
      before: history,
      keyword: '键盘',
      shown: 3,
      expected: ['键盘', '手机', '耳机'],
    },
    { name: 'into an empty history', before: [], keyword: '茶', shown: 8, expected: ['茶'] },
  ])('$name', ({ before, keyword, shown, expected }) => {
    expect(historyAfterSearch(before, keyword, shown)).toEqual(expected);
  });
});

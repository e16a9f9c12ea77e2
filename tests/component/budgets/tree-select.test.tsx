// The tree-select (spec 1 §2): a combobox opening a tree; a search box above `searchAbove` options, rows
// `pageSize` at a time, the scroll and search debounces; keyboard; and the shop's limits behind it.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { ShopTreeSelect } from '../../../src/business-ui/shop-tree-select';
import { TreeSelect } from '../../../src/components/tree-select';
import type { TreeOption, TreeSelectLimits } from '../../../src/components/tree-select';
import { shopTheme } from '../../../src/shop/theme';
import { changedDemoShop, renderInShop } from '../helpers/render-in-shop';

const LIMITS: TreeSelectLimits = {
  searchAbove: 10,
  pageSize: 30,
  scrollDebounceMs: 300,
  searchDebounceMs: 500,
};

/** `departments` branches of `people` leaves each: (1 + people) × departments options. */
const tree = (departments: number, people: number): TreeOption[] =>
  Array.from({ length: departments }, (_, d) => ({
    value: `d${d + 1}`,
    label: `部门${d + 1}`,
    children: Array.from({ length: people }, (__, p) => ({
      value: `d${d + 1}p${p + 1}`,
      label: `员工${d + 1}-${p + 1}`,
    })),
  }));

/** Every department as a leaf: a flat list of `count` options. */
const flat = (count: number): TreeOption[] =>
  Array.from({ length: count }, (_, index) => ({ value: `o${index + 1}`, label: `选项${index + 1}` }));

function Chooser({ options, limits = LIMITS }: { options: TreeOption[]; limits?: TreeSelectLimits }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ThemeProvider theme={shopTheme(null)}>
      <TreeSelect
        options={options}
        value={value}
        onChange={setValue}
        label="部门/人员"
        placeholder="请选择"
        searchPlaceholder="输入名称搜索"
        noMatch="无匹配数据"
        limits={limits}
      />
    </ThemeProvider>
  );
}

const combobox = () => screen.getByRole('combobox', { name: '部门/人员' });
const items = () => within(screen.getByRole('tree', { name: '部门/人员' })).queryAllByRole('treeitem');

describe('search above 10 options', () => {
  it.each([
    [10, false],
    [11, true],
  ])('%i options: a search box %s', async (count, searchable) => {
    const user = userEvent.setup();
    render(<Chooser options={flat(count)} />);
    await user.click(combobox());
    expect(screen.queryByRole('searchbox', { name: '搜索部门/人员' }) !== null).toBe(searchable);
    expect(items()).toHaveLength(count);
  });
});

describe('the debounces, on fake timers', () => {
  afterEach(() => vi.useRealTimers());

  it('shows 30 rows a page; scrolling to the end adds the next page after 300 ms, not before', async () => {
    const user = userEvent.setup();
    render(<Chooser options={flat(75)} />);
    await user.click(combobox());
    vi.useFakeTimers();
    expect(items()).toHaveLength(30);
    expect(screen.getByText('已显示 30/75，滚动到底部加载更多')).toBeInTheDocument();
    fireEvent.scroll(screen.getByRole('tree'));
    act(() => vi.advanceTimersByTime(299));
    expect(items()).toHaveLength(30);
    act(() => vi.advanceTimersByTime(1));
    expect(items()).toHaveLength(60);
    fireEvent.scroll(screen.getByRole('tree'));
    act(() => vi.advanceTimersByTime(300));
    expect(items()).toHaveLength(75);
    expect(screen.queryByText(/滚动到底部加载更多/)).not.toBeInTheDocument();
  });

  it('searches 500 ms after the last keystroke, flat with each match’s path', async () => {
    const user = userEvent.setup();
    render(<Chooser options={tree(4, 3)} />);
    await user.click(combobox());
    vi.useFakeTimers();
    expect(items()).toHaveLength(4);
    const search = screen.getByRole('searchbox', { name: '搜索部门/人员' });
    fireEvent.change(search, { target: { value: '员工2' } });
    act(() => vi.advanceTimersByTime(400));
    fireEvent.change(search, { target: { value: '员工2-' } });
    act(() => vi.advanceTimersByTime(499));
    expect(items()).toHaveLength(4);
    act(() => vi.advanceTimersByTime(1));
    expect(items().map((item) => item.textContent)).toEqual([
      '部门2 / 员工2-1',
      '部门2 / 员工2-2',
      '部门2 / 员工2-3',
    ]);
    fireEvent.change(search, { target: { value: '员工2-x' } });
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent('无匹配数据');
  });
});

describe('the tree and the keyboard', () => {
  it('opens a branch, chooses a person with the mouse and shows their path', async () => {
    const user = userEvent.setup();
    render(<Chooser options={tree(2, 2)} />);
    await user.click(combobox());
    const branch = screen.getByRole('treeitem', { name: '部门1' });
    expect(branch).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(branch).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('treeitem', { name: '员工1-2' }));
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    expect(combobox()).toHaveTextContent('部门1 / 员工1-2');
  });

  it('moves with the arrows, chooses with Enter and closes with Escape, focus back on the field', async () => {
    const user = userEvent.setup();
    render(<Chooser options={tree(3, 2)} />);
    combobox().focus();
    await user.keyboard('{ArrowDown}');
    const treeElement = screen.getByRole('tree');
    expect(treeElement).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(treeElement.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('treeitem', { name: '部门2' }).id,
    );
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(combobox()).toHaveTextContent('部门2 / 员工2-1');
    expect(combobox()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('treeitem', { name: '员工2-1' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    expect(combobox()).toHaveFocus();
  });

  it('the phone sheet’s close button (hidden on a desktop) closes without choosing, focus back on the field', async () => {
    const user = userEvent.setup();
    render(<Chooser options={tree(3, 2)} />);
    await user.click(combobox());
    const close = screen.getByRole('button', { name: '关闭部门/人员', hidden: true });
    expect(close).not.toBeVisible();
    await user.click(close);
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveTextContent('请选择');
  });

  it('arrowing past the last row loads the next page', async () => {
    const user = userEvent.setup();
    render(<Chooser options={flat(40)} />);
    await user.click(combobox());
    await user.click(screen.getByRole('tree'));
    await user.keyboard('{End}{ArrowDown}');
    expect(items()).toHaveLength(40);
  });
});

describe('the shop’s select limits', () => {
  it('takes searchAbove and pageSize from the profile', async () => {
    const user = userEvent.setup();
    const profile = await changedDemoShop('procure', {
      limits: { select: { searchAbove: 3, pageSize: 5, scrollDebounceMs: 300, searchDebounceMs: 500 } },
    });
    await renderInShop(
      <ShopTreeSelect
        options={flat(8)}
        value={null}
        onChange={() => {}}
        label="部门/人员"
        placeholder="请选择"
        searchPlaceholder="输入名称搜索"
        noMatch="无匹配数据"
      />,
      { mallPath: 'procure', profile },
    );
    await user.click(combobox());
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
    expect(items()).toHaveLength(5);
  });
});

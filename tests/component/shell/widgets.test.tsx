import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { ConfirmHost, askConfirm } from '../../../src/components/confirm';
import { Dialog } from '../../../src/components/dialog';
import type { DialogProps } from '../../../src/components/dialog';
import { Drawer } from '../../../src/components/drawer';
import { SafeHtml } from '../../../src/components/safe-html';
import { TreeSelect } from '../../../src/components/tree-select';
import type { TreeOption } from '../../../src/components/tree-select';
import { useClickLock } from '../../../src/components/use-click-lock';
import { shopTheme } from '../../../src/shop/theme';

const renderThemed = (ui: ReactElement) =>
  render(<ThemeProvider theme={shopTheme(null)}>{ui}</ThemeProvider>);

describe('Dialog: which ways of closing it offers', () => {
  function renderDialog(closable: DialogProps['closable']) {
    const onClose = vi.fn();
    renderThemed(
      <Dialog open title="标题" closable={closable} onClose={onClose}>
        内容
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '标题' });
    return { onClose, dialog };
  }

  it.each([
    ['every way by default', undefined, { escape: 1, outside: 1, icon: true }],
    ['none for a dialog that must be answered', false, { escape: 0, outside: 0, icon: false }],
    ['only the ones chosen', { escape: true }, { escape: 1, outside: 0, icon: false }],
  ])('%s', (_case, closable, expected) => {
    const { onClose, dialog } = renderDialog(closable);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(expected.escape);
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(expected.escape + expected.outside);
    expect(screen.queryByRole('button', { name: '关闭' }) !== null).toBe(expected.icon);
  });

  it('a click inside the dialog does not close it', () => {
    const { onClose, dialog } = renderDialog(true);
    fireEvent.mouseDown(dialog);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Drawer: independent, and each locks page scroll while open', () => {
  function TwoDrawers() {
    const [open, setOpen] = useState({ cart: false, favourites: false });
    const toggle = (name: 'cart' | 'favourites') =>
      setOpen((current) => ({ ...current, [name]: !current[name] }));
    return (
      <>
        <button type="button" onClick={() => toggle('cart')}>
          购物车
        </button>
        <button type="button" onClick={() => toggle('favourites')}>
          收藏
        </button>
        <Drawer open={open.cart} title="购物车抽屉" width={300} onClose={() => toggle('cart')}>
          a
        </Drawer>
        <Drawer open={open.favourites} title="收藏抽屉" width={300} onClose={() => toggle('favourites')}>
          b
        </Drawer>
      </>
    );
  }

  it('opens and closes each on its own; the page scrolls again only when both are closed', async () => {
    const user = userEvent.setup();
    renderThemed(<TwoDrawers />);
    expect(document.body.style.overflow).toBe('');
    await user.click(screen.getByRole('button', { name: '购物车' }));
    await user.click(screen.getByRole('button', { name: '收藏' }));
    expect(screen.getByRole('dialog', { name: '购物车抽屉' })).toHaveStyle({ width: '300px' });
    expect(screen.getByRole('dialog', { name: '收藏抽屉' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(
      within(screen.getByRole('dialog', { name: '购物车抽屉' })).getByRole('button', { name: '关闭' }),
    );
    expect(screen.queryByRole('dialog', { name: '购物车抽屉' })).toBeNull();
    expect(screen.getByRole('dialog', { name: '收藏抽屉' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: '收藏' }));
    expect(document.body.style.overflow).toBe('');
  });
});

describe('askConfirm', () => {
  it.each([
    ['确定', true],
    ['取消', false],
  ])('resolves %s as %s', async (button, answer) => {
    const user = userEvent.setup();
    renderThemed(<ConfirmHost />);
    let promise!: Promise<boolean>;
    act(() => {
      promise = askConfirm({ message: '确定删除搜索历史记录?' });
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除搜索历史记录?');
    await user.click(within(dialog).getByRole('button', { name: button }));
    await expect(promise).resolves.toBe(answer);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('useClickLock (spec 1 §5: 3000 ms)', () => {
  function Submit({ onSubmit, ms }: { onSubmit: () => Promise<void>; ms?: number }) {
    const { locked, run } = useClickLock(ms);
    return (
      <button type="button" data-locked={locked} onClick={() => void run(onSubmit)}>
        提交
      </button>
    );
  }

  it('a double click submits once; the lock holds for the lock time, then frees', async () => {
    vi.useFakeTimers();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderThemed(<Submit onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: '提交' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(2999));
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('data-locked', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button).toHaveAttribute('data-locked', 'false');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('a submit slower than the lock time keeps it locked until it settles', async () => {
    vi.useFakeTimers();
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderThemed(<Submit onSubmit={onSubmit} ms={100} />);
    const button = screen.getByRole('button', { name: '提交' });
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(button).toHaveAttribute('data-locked', 'false');
    vi.useRealTimers();
  });
});

describe('SafeHtml', () => {
  it('renders server HTML without scripts or event handlers', async () => {
    const { container } = renderThemed(
      <SafeHtml
        html={
          '<h3>配送说明</h3><script>window.hacked = 1</script><img src="/api/cdn/x.png" onerror="window.hacked = 1">'
        }
      />,
    );
    // DOMPurify loads on first use.
    expect(await screen.findByRole('heading', { name: '配送说明' }, { timeout: 5000 })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });
});

describe('TreeSelect', () => {
  const tree = (count: number): TreeOption[] =>
    Array.from({ length: count }, (_, index) => ({ value: `p${index}`, label: `省份${index}` }));

  it('a short tree: no search box; branches expand; choosing closes it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const options: TreeOption[] = [
      { value: 'food', label: '食品', children: [{ value: 'tea', label: '茗茶' }] },
      { value: 'home', label: '家居' },
    ];
    renderThemed(<TreeSelect label="分类" options={options} value={null} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '分类' }));
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '展开食品' }));
    await user.click(screen.getByRole('option', { name: '茗茶' }));
    expect(onChange).toHaveBeenCalledWith('tea', expect.objectContaining({ label: '茗茶' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('above 10 options: a search box (debounced 500 ms) and pages of 30 loaded on scroll (debounced 300 ms)', async () => {
    vi.useFakeTimers();
    renderThemed(<TreeSelect label="省份" options={tree(75)} value={null} onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: '省份' }));
    const list = screen.getByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(30);

    Object.defineProperties(list, {
      scrollHeight: { value: 1000, configurable: true },
      clientHeight: { value: 260, configurable: true },
      scrollTop: { value: 740, configurable: true, writable: true },
    });
    fireEvent.scroll(list);
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(within(list).getAllByRole('option')).toHaveLength(30);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(list).getAllByRole('option')).toHaveLength(60);

    fireEvent.change(screen.getByRole('searchbox', { name: '搜索省份' }), { target: { value: '省份7' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(within(list).getAllByRole('option')).toHaveLength(60);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['省份7', ...Array.from({ length: 5 }, (_, index) => `省份${70 + index}`)]);
    vi.useRealTimers();
  });
});

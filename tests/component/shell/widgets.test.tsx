import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { askConfirm } from '../../../src/components/confirm';
import { ConfirmHost } from '../../../src/components/confirm-host';
import { Dialog } from '../../../src/components/dialog';
import type { DialogProps } from '../../../src/components/dialog';
import { Drawer } from '../../../src/components/drawer';
import { SafeHtml } from '../../../src/components/safe-html';
import { useClickLock } from '../../../src/components/use-click-lock';
import { shopTheme } from '../../../src/shop/theme';
import { scaled } from '../../../scripts/lib/time-scale';

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
  function Submit({ onSubmit, value = 'same' }: { onSubmit: () => Promise<boolean>; value?: string }) {
    const { locked, run } = useClickLock(3000);
    return (
      <button
        type="button"
        aria-busy={locked}
        onClick={() => void run(onSubmit, { key: value, succeeded: (ok) => ok })}
      >
        提交
      </button>
    );
  }

  afterEach(() => vi.useRealTimers());

  it('a double click submits once; the control is busy until the answer arrives', async () => {
    vi.useFakeTimers();
    let answer!: (ok: boolean) => void;
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    renderThemed(<Submit onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: '提交' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer(false));
    expect(button).toHaveAttribute('aria-busy', 'false');
  });

  it('a refused submit frees the lock at once: the corrected resubmit goes through', async () => {
    vi.useFakeTimers();
    const onSubmit = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { rerender } = renderThemed(<Submit onSubmit={onSubmit} value="wrong" />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    rerender(<Submit onSubmit={onSubmit} value="corrected" />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('the same submit again within 3000 ms of a success is held back, and the control says so', async () => {
    vi.useFakeTimers();
    const onSubmit = vi.fn(() => Promise.resolve(true));
    renderThemed(<Submit onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: '提交' });
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button).toHaveAttribute('aria-busy', 'false');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(button).toHaveAttribute('aria-busy', 'false');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(0));
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
    expect(
      await screen.findByRole('heading', { name: '配送说明' }, { timeout: scaled(5000) }),
    ).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });
});

// Error boundaries and retryable chunks: a failed page never unmounts the app.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { lazyChunk } from '../../../src/app/errors/lazy-chunk';
import { AppBoundary, PageBoundary, PageLoading } from '../../../src/app/errors/page-boundary';
import { shopTheme } from '../../../src/shop/theme';
import { useFormDraft } from '../../../src/shop/use-form-draft';
import { renderInShop } from '../helpers/render-in-shop';

const Page = () => <p>页面内容</p>;

/** A chunk loader that fails while `failing` says so, counting its calls. */
function flakyLoader() {
  const loader = {
    failing: true,
    calls: 0,
    load: () => {
      loader.calls += 1;
      return loader.failing
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/page.js'))
        : Promise.resolve({ default: Page });
    },
  };
  return loader;
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={shopTheme(null)}>
      <header>
        <button type="button">购物车(2)</button>
      </header>
      <PageBoundary>
        <Suspense fallback={<PageLoading timeoutMs={120_000} />}>{children}</Suspense>
      </PageBoundary>
    </ThemeProvider>
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('a page whose chunk fails to load', () => {
  it('shows 页面加载失败 with 重试 inside the layout; 重试 imports the chunk again and shows the page', async () => {
    const loader = flakyLoader();
    const Chunk = lazyChunk(loader.load);
    render(
      <Shell>
        <Chunk />
      </Shell>,
    );
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '购物车(2)' })).toBeInTheDocument();

    loader.failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(loader.calls).toBe(2);
  });

  it('gives up after the chunk-load timeout, and 重试 loads it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    let hang = true;
    const Chunk = lazyChunk(() => {
      calls += 1;
      return hang ? new Promise<never>(() => {}) : Promise.resolve({ default: Page });
    });
    render(
      <ThemeProvider theme={shopTheme(null)}>
        <PageBoundary>
          <Suspense fallback={<PageLoading timeoutMs={120_000} />}>
            <Chunk />
          </Suspense>
        </PageBoundary>
      </ThemeProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    vi.useRealTimers();

    hang = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('a page that throws while rendering shows 页面出错了, and the layout stays', async () => {
    function Broken(): ReactNode {
      throw new Error('boom');
    }
    render(
      <Shell>
        <Broken />
      </Shell>,
    );
    expect(await screen.findByRole('heading', { name: '页面出错了' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '购物车(2)' })).toBeInTheDocument();
  });

  it('the app boundary catches what fails outside a page: never a white page', async () => {
    function Broken(): ReactNode {
      throw new Error('boom');
    }
    render(
      <ThemeProvider theme={shopTheme(null)}>
        <AppBoundary>
          <Broken />
        </AppBoundary>
      </ThemeProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('页面出错了');
  });

  it('the boundary reports what it caught to the one report call site', async () => {
    const report = vi.mocked(console.error);
    const Chunk = lazyChunk(flakyLoader().load);
    render(
      <Shell>
        <Chunk />
      </Shell>,
    );
    await screen.findByRole('heading', { name: '页面加载失败' });
    expect(report).toHaveBeenCalledWith('[page]', expect.objectContaining({ name: 'ChunkLoadError' }));
  });
});

describe('form drafts survive a reload (session storage, per shop and member: a guest here)', () => {
  const EMPTY = { name: '' };
  function Form() {
    const [values, setValues, clear] = useFormDraft('purchase-request', EMPTY);
    return (
      <>
        <input
          aria-label="商品名称"
          value={values.name}
          onChange={(event) => setValues({ name: event.target.value })}
        />
        <button type="button" onClick={clear}>
          提交
        </button>
      </>
    );
  }

  it('values are stored as they change, read back on the next mount, and cleared on submit', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    const first = await renderInShop(<Form />, { mallPath: 'procure' });
    await user.type(screen.getByLabelText('商品名称'), '办公椅');
    expect(sessionStorage.getItem('procure:draft:guest:purchase-request')).toBe('{"name":"办公椅"}');
    first.unmount();

    await renderInShop(<Form />, { mallPath: 'procure' });
    expect(screen.getByLabelText('商品名称')).toHaveValue('办公椅');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByLabelText('商品名称')).toHaveValue('');
    expect(sessionStorage.getItem('procure:draft:guest:purchase-request')).toBeNull();
  });
});

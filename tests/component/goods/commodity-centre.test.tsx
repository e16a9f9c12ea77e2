import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CommodityCentrePage from '../../../src/features/catalogue/commodity-centre-page';
import { calls, renderDemoPage, startDemoGateway } from './demo-shop';

startDemoGateway();

const CENTRE = '/points/commodityCenter/commodityCenter';
const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://shop');
const param = (name: string) => location().searchParams.get(name);
const cards = async () => within(await screen.findByRole('list', { name: '商品列表' })).getAllByRole('link');
const lastSearch = () => calls('/goods/searchGoods').at(-1)?.body as Record<string, unknown> | undefined;

describe('commodity centre: the URL is the state (spec 1 §2)', () => {
  it('sorting writes the URL, and back and forward restore it', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<CommodityCentrePage />, {
      route: `${CENTRE}?keyword=茶&navIndex=1&dataString=abc`,
    });
    await cards();
    expect(screen.getByRole('button', { name: '综合' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '销量' }));
    expect(param('sort')).toBe('sales');
    await user.click(screen.getByRole('button', { name: '价格' }));
    expect(param('sort')).toBe('price');
    expect(param('order')).toBeNull();
    await user.click(screen.getByRole('button', { name: '价格，从低到高' }));
    expect(param('order')).toBe('desc');
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({ keyword: '茶', sortField: 'price', sortOrder: 'desc' }),
    );
    // The query the page was opened with stays.
    expect(param('keyword')).toBe('茶');
    expect(param('navIndex')).toBe('1');
    expect(param('dataString')).toBe('abc');

    await user.click(screen.getByRole('button', { name: '浏览器后退' }));
    expect(screen.getByRole('button', { name: '价格，从低到高' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '浏览器后退' }));
    expect(screen.getByRole('button', { name: '销量' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '浏览器前进' }));
    expect(param('sort')).toBe('price');
    await waitFor(() => expect(lastSearch()).toMatchObject({ sortField: 'price', sortOrder: 'asc' }));
  });

  it('a shared link shows the same page: sort, direction and page come from the URL', async () => {
    await renderDemoPage(<CommodityCentrePage />, { route: `${CENTRE}?sort=price&order=desc&page=2` });
    await cards();
    expect(screen.getByRole('button', { name: '价格，从高到低' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '第2页' })).toHaveAttribute('aria-current', 'page');
    expect(lastSearch()).toMatchObject({
      sortField: 'price',
      sortOrder: 'desc',
      currentPage: 2,
      pageSize: 20,
    });
    expect(await cards()).toHaveLength(20);
  });

  it('paging writes the page; a new sort starts again at page 1', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<CommodityCentrePage />, { route: CENTRE });
    await cards();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(param('page')).toBe('2');
    await waitFor(() => expect(lastSearch()).toMatchObject({ currentPage: 2 }));
    await user.click(screen.getByRole('button', { name: '新品' }));
    expect(param('page')).toBeNull();
    expect(param('sort')).toBe('new');
  });

  it('categories: choosing narrows the goods and builds the breadcrumb', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<CommodityCentrePage />, { route: CENTRE });
    await user.click(await screen.findByRole('button', { name: '食品饮料' }));
    await user.click(await screen.findByRole('button', { name: '茗茶冲饮' }));
    const crumbs = screen.getByRole('navigation', { name: '分类导航' });
    expect(
      within(crumbs)
        .getAllByRole('button')
        .map((crumb) => crumb.textContent),
    ).toEqual(['全部商品', '食品饮料', '茗茶冲饮']);
    const code = param('categoryCode');
    expect(code).toBeTruthy();
    await waitFor(() => expect(lastSearch()).toMatchObject({ categoryCode: code }));
    await user.click(within(crumbs).getByRole('button', { name: '全部商品' }));
    expect(param('categoryCode')).toBeNull();
  });

  it('nothing found: an empty state that leads back to all goods', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<CommodityCentrePage />, { route: `${CENTRE}?keyword=不存在的商品zz` });
    expect(await screen.findByText('没有找到与“不存在的商品zz”相关的商品')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查看全部商品' }));
    expect(param('keyword')).toBeNull();
    expect((await cards()).length).toBeGreaterThan(0);
  });

  it('a link’s dataString goes to the search as it came; 查看全部商品 drops it with the keyword', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<CommodityCentrePage />, {
      route: `${CENTRE}?keyword=不存在的商品zz&dataString=floor:hot`,
    });
    expect(await screen.findByText('没有找到与“不存在的商品zz”相关的商品')).toBeInTheDocument();
    expect(lastSearch()).toMatchObject({ keyword: '不存在的商品zz', dataString: 'floor:hot' });
    await user.click(screen.getByRole('button', { name: '查看全部商品' }));
    expect(param('dataString')).toBeNull();
    await cards();
    expect(lastSearch()).not.toHaveProperty('dataString');
  });
});

describe('commodity centre by shop', () => {
  it.each([
    ['s9406', false],
    ['dropship', false],
    ['procure', true],
  ])('%s: cards show a price: %s', async (mallPath, priced) => {
    await renderDemoPage(<CommodityCentrePage />, {
      mallPath,
      account: mallPath === 'procure' ? 'member' : undefined,
      route: `/${mallPath}/commodityCenter/commodityCenter`,
    });
    const found = await cards();
    expect(found.length).toBeGreaterThan(0);
    expect(screen.queryAllByTestId('goods-card-price')).toHaveLength(priced ? found.length : 0);
  });
});

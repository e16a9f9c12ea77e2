// Writes: a double click sends one request and shows one toast, and the
// screens that add to the cart say the same thing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CartPage from '../../../src/features/cart/cart-page';
import FavouritesDrawer from '../../../src/features/favourites/favourites-drawer';
import { favouritesDrawer } from '../../../src/features/favourites/favourites-drawer-store';
import GoodsDetailPage from '../../../src/features/goods-detail/goods-detail-page';
import { addressesQuery } from '../../../src/lib/api/endpoints/addresses';
import { addCart } from '../../../src/lib/api/endpoints/cart';
import { ConfirmHost } from '../../../src/components/confirm-host';
import { toast } from '../../../src/components/toast';
import { calls, gateway, renderDemoPage, startDemoGateway } from './demo-shop';
import { givenListHeight } from '../helpers/given-list-height';

startDemoGateway();
givenListHeight('收藏', 600);
beforeEach(() => toast.clear());
afterEach(() => {
  favouritesDrawer.open = false;
});

const DETAIL = '/goodDetail/goodDetail';
const member = { account: 'member' } as const;

/** Every toast on screen with this text (the Toaster renders each as its own element). */
const toasts = (text: string | RegExp) => screen.queryAllByText(text);

async function openFavourites() {
  favouritesDrawer.open = true;
  await renderDemoPage(<FavouritesDrawer offsetRight={0} />, { ...member, route: '/points/home' });
  const drawer = await screen.findByRole('dialog', { name: '我的收藏' });
  await within(drawer).findAllByRole('listitem');
  return drawer;
}

const favouriteNamed = (drawer: HTMLElement, name: string) =>
  within(drawer)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name)) as HTMLElement;

/** The name of a goods in the member's seeded favourites that can be bought (no badge). */
const buyableFavourite = (drawer: HTMLElement) =>
  within(drawer)
    .getAllByRole('listitem')
    .find(
      (item) => within(item).getByRole('button', { name: '加入购物车' }).hasAttribute('disabled') === false,
    )
    ?.querySelector('p')?.textContent ?? '';

describe('a double click sends one request and shows one toast', () => {
  it('加入购物车 on the goods detail', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<GoodsDetailPage />, { ...member, route: `/points${DETAIL}?goodsCode=G-ON-SALE` });
    const add = await screen.findByRole('button', { name: /加入购物车/ });
    await user.dblClick(add);
    expect(await screen.findByText('添加购物车成功')).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(add).toHaveAttribute('aria-busy', 'true');
    expect(calls('/addCart')).toHaveLength(1);
    expect(toasts('添加购物车成功')).toHaveLength(1);
  });

  it('收藏 follows the last click: a double click ends where it began, in order; the next click counts at once', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<GoodsDetailPage />, { ...member, route: `/points${DETAIL}?goodsCode=G-DISCOUNT` });
    await user.dblClick(await screen.findByRole('button', { name: '收藏', pressed: false }));
    const notFavourite = await screen.findByRole('button', { name: '收藏', pressed: false });
    await waitFor(() => expect(notFavourite).toHaveAttribute('aria-busy', 'false'));
    // Sent in click order (or not at all): the server ends where the last click left it.
    expect(calls('/cellection/add').length).toBe(calls('/cellection/cancel').length);

    // Within the spec's 3000 ms lock (spec 1 §5): a toggle is never held back.
    await user.click(notFavourite);
    expect(await screen.findByRole('button', { name: '已收藏', pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(toasts('收藏成功').length).toBeGreaterThan(0));
    expect(calls('/cellection/add').length).toBe(calls('/cellection/cancel').length + 1);
  });
  it('取消收藏 in the favourites drawer', async () => {
    const user = userEvent.setup();
    const drawer = await openFavourites();
    const before = within(drawer).getAllByRole('listitem').length;
    const first = within(drawer).getAllByRole('listitem')[0] as HTMLElement;
    await user.dblClick(within(first).getByRole('button', { name: '取消收藏' }));
    expect(await screen.findByText('取消收藏成功')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getAllByRole('listitem')).toHaveLength(before - 1));
    expect(calls('/cellection/cancel')).toHaveLength(1);
    expect(toasts('取消收藏成功')).toHaveLength(1);
    expect(toasts('收藏不存在或已取消')).toHaveLength(0);
  });

  it('加入购物车 in the favourites drawer', async () => {
    const user = userEvent.setup();
    const drawer = await openFavourites();
    const item = favouriteNamed(drawer, buyableFavourite(drawer));
    const add = within(item).getByRole('button', { name: '加入购物车' });
    await user.dblClick(add);
    expect(await screen.findByText('添加购物车成功')).toBeInTheDocument();
    expect(add).toHaveAttribute('aria-busy', 'true');
    expect(calls('/addCart')).toHaveLength(1);
    expect(toasts('添加购物车成功')).toHaveLength(1);
  });

  it('删除 on the cart page: one request, 删除成功 once, never 购物车中没有该商品', async () => {
    const user = userEvent.setup();
    await renderDemoPage(
      <>
        <CartPage />
        <ConfirmHost />
      </>,
      { ...member, route: '/points/cart' },
    );
    const rows = await screen.findAllByRole('row');
    const line = rows.find((row) => row.textContent?.includes('删除')) as HTMLElement;
    const name = within(line).getAllByRole('cell')[1]?.textContent ?? '';
    await user.dblClick(within(line).getByRole('button', { name: '删除' }));
    // It asks first: one box for the double click.
    expect(await screen.findAllByRole('dialog', { name: '删除商品' })).toHaveLength(1);
    await user.dblClick(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryAllByRole('row').some((row) => row.textContent?.includes(name))).toBe(false),
    );
    expect(calls('/delCart')).toHaveLength(1);
    expect(toasts('删除成功')).toHaveLength(1);
    expect(toasts('购物车中没有该商品')).toHaveLength(0);
  });
});

describe('one add-to-cart: the goods detail and the favourites drawer say the same (spec 1 §8)', () => {
  async function detailSays() {
    const user = userEvent.setup();
    const view = await renderDemoPage(<GoodsDetailPage />, {
      ...member,
      route: `/points${DETAIL}?goodsCode=G-ON-SALE`,
    });
    await user.click(await screen.findByRole('button', { name: /加入购物车/ }));
    const said = (await screen.findByText(/^添加购物车/)).textContent;
    view.unmount();
    toast.clear();
    return said;
  }

  async function drawerSays() {
    const user = userEvent.setup();
    const drawer = await openFavourites();
    const item = favouriteNamed(drawer, buyableFavourite(drawer));
    await user.click(within(item).getByRole('button', { name: '加入购物车' }));
    return (await screen.findByText(/^添加购物车/)).textContent;
  }

  it('on success: 添加购物车成功', async () => {
    expect(await detailSays()).toBe('添加购物车成功');
    expect(await drawerSays()).toBe('添加购物车成功');
  });

  it('on a refusal: 添加购物车失败 with the same reason', async () => {
    gateway.faults.add({ path: '/api/cart/addCart', code: '20001' });
    const detail = await detailSays();
    expect(detail).toMatch(/^添加购物车失败/);
    expect(await drawerSays()).toBe(detail);
  });
});

describe("the cart stepper stops at the line's stock, with a hint", () => {
  it('"+" goes up to the stock, then is disabled and the hint says why', async () => {
    const user = userEvent.setup();
    const { queryClient, api } = await renderDemoPage(<CartPage />, { ...member, route: '/points/cart' });
    await screen.findAllByRole('row');
    // 进口黑巧克力礼盒 has 3 in stock; two are put in the cart.
    await addCart(api, { goodsCode: 'G-LOW-STOCK', goodsSkuCode: 'G-LOW-STOCK-01', quantity: 2 });
    await queryClient.invalidateQueries({ queryKey: api.keys.cart.all() });
    const row = await waitFor(() => {
      const found = screen.getAllByRole('row').find((each) => each.textContent?.includes('进口黑巧克力礼盒'));
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    const more = within(row).getByRole('button', { name: '增加数量' });
    expect(within(row).queryByRole('status')).toBeNull();

    await user.click(more);
    await waitFor(() => expect(within(row).getByLabelText('数量')).toHaveValue('3'));
    expect(more).toBeDisabled();
    expect(within(row).getByRole('status')).toHaveTextContent('已达库存上限（库存3件）');
    await user.click(more);
    expect(calls('/updateCart')).toHaveLength(1);
  });
});

describe('the cart is checked against the default address (spec 1 §7 queryCartList)', () => {
  it("asks once, with the default address's provinceId, cityId and countyId", async () => {
    const { queryClient, api } = await renderDemoPage(<CartPage />, { ...member, route: '/points/cart' });
    await screen.findAllByRole('row');
    const addresses = await queryClient.fetchQuery(addressesQuery(api));
    const home = addresses.find((address) => address.isDefault === 1);
    expect(home).toBeDefined();
    expect(calls('/queryCartList').map((request) => request.body)).toEqual([
      { provinceId: home?.provinceId, cityId: home?.cityId, countyId: home?.countyId },
    ]);
  });
});

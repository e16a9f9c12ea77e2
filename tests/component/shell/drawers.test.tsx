import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, gateway, renderApp, signInAs, runShellGateway } from './shell-harness';
import { givenListHeight } from '../helpers/given-list-height';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();
givenListHeight('收藏', 600);

async function openDrawer(tab: '购物车' | '我的收藏', account = 'member') {
  await signInAs('points', account);
  renderApp('/points/home');
  const sidebar = await screen.findByRole('complementary', { name: '侧边栏' }, { timeout: scaled(10_000) });
  fireEvent.click(within(sidebar).getByRole('button', { name: tab }));
  return screen.findByRole(
    'dialog',
    { name: tab === '购物车' ? '购物车' : '我的收藏' },
    { timeout: scaled(10_000) },
  );
}

describe('the cart drawer (spec 1 §2, §8)', () => {
  it('is 300 px wide, locks page scroll, and lists valid lines first, invalid ones after', async () => {
    const drawer = await openDrawer('购物车');
    expect(drawer).toHaveStyle({ width: '300px' });
    // The drawer's chunk may arrive after the click: its effects then run just after it shows.
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    const names = await waitFor(
      () => {
        const found = within(drawer).getAllByRole('paragraph');
        expect(found.length).toBeGreaterThan(1);
        return found.map((line) => line.textContent ?? '');
      },
      { timeout: scaled(5000) },
    );
    const firstInvalid = names.findIndex((name) => name.startsWith('失效'));
    expect(firstInvalid).toBeGreaterThan(0);
    expect(names.slice(firstInvalid).every((name) => name.startsWith('失效'))).toBe(true);
    expect(within(drawer).getByRole('button', { name: '去购物车结算' })).toBeInTheDocument();
  });

  it('shows 购物袋空空如也，赶紧去抢购吧~ when the cart cannot be loaded', async () => {
    gateway.faults.add({ path: '/cart/queryCartList', code: '99999' });
    const drawer = await openDrawer('购物车');
    expect(
      await within(drawer).findByText('购物袋空空如也，赶紧去抢购吧~', {}, { timeout: scaled(5000) }),
    ).toBeInTheDocument();
  });
});

describe('the favourites drawer (spec 1 §4, §8)', () => {
  const itemNamed = (drawer: HTMLElement, name: string) =>
    within(drawer)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(name)) as HTMLElement;

  it('offers add-to-cart except for sold-out or off-shelf goods', async () => {
    const drawer = await openDrawer('我的收藏');
    await within(drawer).findAllByRole('listitem', {}, { timeout: scaled(5000) });
    const offShelf = itemNamed(drawer, '已下架');
    const soldOut = itemNamed(drawer, '已售罄');
    expect(within(offShelf).getByRole('button', { name: '加入购物车' })).toBeDisabled();
    expect(within(soldOut).getByRole('button', { name: '加入购物车' })).toBeDisabled();
    expect(
      within(drawer)
        .getAllByRole('button', { name: '加入购物车' })
        .some((button) => !button.hasAttribute('disabled')),
    ).toBe(true);
  });

  it('adds one piece to the cart with 添加购物车成功', async () => {
    const user = userEvent.setup();
    const drawer = await openDrawer('我的收藏');
    const items = await within(drawer).findAllByRole('listitem', {}, { timeout: scaled(5000) });
    const available = items.find(
      (item) => !within(item).getByRole('button', { name: '加入购物车' }).hasAttribute('disabled'),
    );
    await user.click(within(available as HTMLElement).getByRole('button', { name: '加入购物车' }));
    expect(await screen.findByText('添加购物车成功')).toBeInTheDocument();
    expect(calls('/addCart')[0]?.body).toMatchObject({ quantity: 1 });
  });

  it('does not let a user who may not buy (roleId 3) add to the cart', async () => {
    const drawer = await openDrawer('我的收藏', 'viewer');
    const buttons = await within(drawer).findAllByRole(
      'button',
      { name: '加入购物车' },
      { timeout: scaled(5000) },
    );
    expect(buttons.every((button) => button.hasAttribute('disabled'))).toBe(true);
  });

  it('removing a favourite shows the server message and the list without it', async () => {
    const user = userEvent.setup();
    const drawer = await openDrawer('我的收藏');
    const items = await within(drawer).findAllByRole('listitem', {}, { timeout: scaled(5000) });
    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: '取消收藏' }));
    expect(await screen.findByText('取消收藏成功')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getAllByRole('listitem')).toHaveLength(items.length - 1));
  });

  it('a failed load shows the server message as an error toast and in place of the list, with 重试', async () => {
    gateway.faults.add({ path: '/mall/cellection/page', code: '99999', times: 1 });
    const drawer = await openDrawer('我的收藏');
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('系统繁忙，请稍后再试！');
    expect(screen.getAllByText('系统繁忙，请稍后再试！')).toHaveLength(2);
    expect(within(drawer).queryByText('您还没有心仪的商品，快去看看吧~')).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: '重试' }));
    expect(await within(drawer).findAllByRole('listitem')).not.toHaveLength(0);
  });

  it('the two drawers open and close independently', async () => {
    await openDrawer('我的收藏');
    const sidebar = screen.getByRole('complementary', { name: '侧边栏' });
    fireEvent.click(within(sidebar).getByRole('button', { name: '购物车' }));
    expect(await screen.findByRole('dialog', { name: '购物车' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '我的收藏' })).toBeInTheDocument();
    fireEvent.click(within(sidebar).getByRole('button', { name: '我的收藏' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '我的收藏' })).toBeNull());
    expect(screen.getByRole('dialog', { name: '购物车' })).toBeInTheDocument();
  });
});

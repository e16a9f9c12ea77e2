// 我的收藏 (F000176; docs/member-pages.md): the shared favourites list at scale, badges, add to cart, cancel one
// and the ticked ones, the empty text, failures and the menu's gating.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, gateway, startDemoGateway } from '../goods/demo-shop';
import { givenListHeight } from '../helpers/given-list-height';
import { renderMemberList } from './member-lists-harness';

startDemoGateway();
givenListHeight('收藏', 600);

const rows = async () =>
  within(await screen.findByRole('list', { name: '收藏列表' })).getAllByRole('listitem');
const rowNamed = async (name: string) =>
  (await rows()).find((row) => row.textContent?.includes(name)) as HTMLElement;

describe('我的收藏', () => {
  it("keeps only the visible rows of the collector's 10,000 favourites in the DOM, each saying its place", async () => {
    await renderMemberList('/userCenter/colct', { account: 'collector' });
    const shown = await rows();
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(30);
    expect(shown[0]).toHaveAttribute('aria-setsize', '10000');
    expect(shown[0]).toHaveAttribute('aria-posinset', '1');
    expect(screen.getByText('共 10000 件')).toBeInTheDocument();
  });

  it('marks sold-out and off-shelf goods, whose add to cart is disabled', async () => {
    await renderMemberList('/userCenter/colct');
    for (const badge of ['已售罄', '已下架'])
      expect(within(await rowNamed(badge)).getByRole('button', { name: '加入购物车' })).toBeDisabled();
  });

  it('adds one piece through the one add-to-cart, once for a double click', async () => {
    const user = userEvent.setup();
    await renderMemberList('/userCenter/colct');
    const [first] = await rows();
    await user.dblClick(within(first as HTMLElement).getByRole('button', { name: '加入购物车' }));
    expect(await screen.findByText('添加购物车成功')).toBeInTheDocument();
    expect(calls('/addCart')).toHaveLength(1);
    expect(calls('/addCart')[0]?.body).toMatchObject({ quantity: 1 });
  });

  it('does not let a user who may not add (roleId 3) add to the cart', async () => {
    await renderMemberList('/userCenter/colct', { account: 'viewer' });
    for (const button of within(await screen.findByRole('list', { name: '收藏列表' })).getAllByRole(
      'button',
      {
        name: '加入购物车',
      },
    ))
      expect(button).toBeDisabled();
  });

  it('cancels one with the server message', async () => {
    const user = userEvent.setup();
    await renderMemberList('/userCenter/colct');
    const before = (await rows()).length;
    await user.dblClick(within((await rows())[0] as HTMLElement).getByRole('button', { name: '取消收藏' }));
    expect(await screen.findByText('取消收藏成功')).toBeInTheDocument();
    await waitFor(async () => expect(await rows()).toHaveLength(before - 1));
    expect(calls('/cellection/cancel')).toHaveLength(1);
  });

  it('cancels the ticked favourites in one request', async () => {
    const user = userEvent.setup();
    await renderMemberList('/userCenter/colct');
    const [first, second] = await rows();
    await user.click(within(first as HTMLElement).getByRole('checkbox'));
    await user.click(within(second as HTMLElement).getByRole('checkbox'));
    // It asks first (once, however fast the double click); 取消 keeps them.
    await user.dblClick(screen.getByRole('button', { name: '取消收藏（2）' }));
    const dialog = await screen.findByRole('dialog', { name: '取消收藏' });
    expect(dialog).toHaveTextContent('确定取消收藏选中的2件商品吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('/cellection/batchCancel')).toHaveLength(0);

    await user.dblClick(screen.getByRole('button', { name: '取消收藏（2）' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('取消收藏成功')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('/cellection/batchCancel')).toHaveLength(1);
    expect((calls('/cellection/batchCancel')[0]?.body as { ids: number[] }).ids).toHaveLength(2);
    expect(await screen.findByRole('button', { name: '取消收藏（0）' })).toBeDisabled();
  });

  it('全选 ticks every favourite', async () => {
    const user = userEvent.setup();
    await renderMemberList('/userCenter/colct');
    await rows();
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(screen.getByRole('button', { name: '取消收藏（8）' })).toBeEnabled();
  });

  it('a failed cancel shows the server message and keeps the favourite', async () => {
    const user = userEvent.setup();
    gateway.faults.add({ path: '/mall/cellection/cancel', code: '20001' });
    await renderMemberList('/userCenter/colct');
    const before = (await rows()).length;
    await user.click(within((await rows())[0] as HTMLElement).getByRole('button', { name: '取消收藏' }));
    await waitFor(() => expect(calls('/cellection/cancel')).toHaveLength(1));
    expect(await screen.findByText('演示故障')).toBeInTheDocument();
    expect(await rows()).toHaveLength(before);
  });

  it('a failed load shows the server message in place of the list, with 重试', async () => {
    const user = userEvent.setup();
    gateway.faults.add({ path: '/mall/cellection/page', code: '99999', times: 1 });
    await renderMemberList('/userCenter/colct');
    expect(await screen.findByText('系统繁忙，请稍后再试！')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await rows()).not.toHaveLength(0);
  });

  it('says 您还没有心仪的商品，快去看看吧~ without favourites', async () => {
    const user = userEvent.setup();
    await renderMemberList('/userCenter/colct');
    await rows();
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    await user.click(screen.getByRole('button', { name: '取消收藏（8）' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('您还没有心仪的商品，快去看看吧~')).toBeInTheDocument();
  });
});

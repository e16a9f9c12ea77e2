// 浏览记录, 我的权益 and 已购商品 (docs/member-pages.md): their rules, messages, failures and the menu's gating.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, gateway, startDemoGateway } from '../goods/demo-shop';
import { renderMemberList } from './member-lists-harness';

startDemoGateway();

const location = () => screen.getByTestId('location').textContent ?? '';

describe('浏览记录 (F000641)', () => {
  it('lists the visits by day, newest first, each opening its goods detail', async () => {
    const user = userEvent.setup();
    await renderMemberList('/userCenter/historyRecords');
    const days = await screen.findAllByRole('region');
    expect(days.length).toBeGreaterThan(0);
    const firstDay = within(days[0] as HTMLElement).getAllByRole('listitem');
    expect(firstDay.length).toBeGreaterThan(0);
    await user.click(within(firstDay[0] as HTMLElement).getAllByRole('link')[0] as HTMLElement);
    expect(location()).toMatch(/^\/points\/(goodDetail|virtualGoods)\//);
  });

  it('deletes one visit with the server message, once for a double click', async () => {
    const user = userEvent.setup();
    await renderMemberList('/userCenter/historyRecords');
    const before = (await screen.findAllByRole('button', { name: '删除' })).length;
    await user.dblClick(screen.getAllByRole('button', { name: '删除' })[0] as HTMLElement);
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(calls('/memberSurfHistory/clear')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(before - 1));
  });

  it('清空 asks first; 取消 keeps everything, 确定 clears it all', async () => {
    const user = userEvent.setup();
    await renderMemberList('/userCenter/historyRecords');
    await user.click(await screen.findByRole('button', { name: '清空' }));
    expect(await screen.findByText('确定清空全部浏览记录吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(calls('/memberSurfHistory/clear')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '清空' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('暂无浏览记录')).toBeInTheDocument();
    expect(calls('/memberSurfHistory/clear')).toEqual([expect.objectContaining({ body: {} })]);
  });

  it('a shop that records no history says so instead of an empty list', async () => {
    await renderMemberList('/userCenter/historyRecords', { mallPath: 's1098' });
    expect(await screen.findByText('本商城不记录浏览记录')).toBeInTheDocument();
    expect(calls('/memberSurfHistory/pageList')).toHaveLength(0);
  });

  it('a failed load shows the server message with 重试', async () => {
    gateway.faults.add({ path: '/mall/memberSurfHistory/pageList', code: '99999', times: 1 });
    const user = userEvent.setup();
    await renderMemberList('/userCenter/historyRecords');
    expect(await screen.findByText('系统繁忙，请稍后再试！')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '清空' })).toBeInTheDocument();
  });
});

describe('我的权益 (F000514, equity.enabled)', () => {
  it('shows the summary and the cards in force, each opening its equity detail', async () => {
    const user = userEvent.setup();
    await renderMemberList('/userCenter/equityCard');
    expect(await screen.findByText('可用')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('可用').parentElement).toHaveTextContent('可用3'));
    expect(screen.getByText('待领取').parentElement).toHaveTextContent('待领取1');
    const cards = within(await screen.findByRole('list', { name: '权益卡' })).getAllByRole('link');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('年度体检权益卡');
    expect(screen.queryByText('已过期的观影权益卡')).toBeNull();
    await user.click(cards[0] as HTMLElement);
    expect(location()).toMatch(/^\/points\/equity\/equityDetail\?id=/);
  });

  it('marks the expired cards under 已过期', async () => {
    const user = userEvent.setup();
    await renderMemberList('/userCenter/equityCard');
    await user.click(await screen.findByRole('tab', { name: '已过期' }));
    const card = await screen.findByRole('link', { name: /已过期的观影权益卡/ });
    expect(within(card).getByText('已过期')).toBeInTheDocument();
  });

  it('is refused where the shop has no equity', async () => {
    await renderMemberList('/userCenter/equityCard', { mallPath: 'procure' });
    expect(await screen.findByText('您没有访问该页面的权限')).toBeInTheDocument();
  });
});

describe('已购商品 (F000271)', () => {
  it("lists each goods of the member's orders once, with 再次购买 adding one piece once", async () => {
    const user = userEvent.setup();
    await renderMemberList('/userCenter/alreadyGoods');
    const rows = within(await screen.findByRole('list', { name: '已购商品' })).getAllByRole('listitem');
    const names = rows.map((row) => within(row).getAllByRole('link')[0]?.textContent);
    expect(new Set(names).size).toBe(names.length);
    const buyable = rows
      .map((row) => within(row).getByRole('button', { name: '再次购买' }))
      .find((button) => !button.hasAttribute('disabled')) as HTMLElement;
    await user.dblClick(buyable);
    expect(await screen.findByText('添加购物车成功')).toBeInTheDocument();
    expect(calls('/addCart')).toHaveLength(1);
  });

  it('is refused to a member without F000271 (the viewer)', async () => {
    await renderMemberList('/userCenter/alreadyGoods', { account: 'viewer' });
    expect(await screen.findByText('您没有访问该页面的权限')).toBeInTheDocument();
  });
});

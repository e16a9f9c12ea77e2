import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { address, calls, renderApp, signInAs, runShellGateway } from './shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

/** Opens a shop page as a guest or as a demo account, once the shell shows. */
async function openShop(mallPath: string, account?: string, page = 'home') {
  if (account) await signInAs(mallPath, account);
  renderApp(`/${mallPath}/${page}`);
  await screen.findByRole('navigation', { name: '主导航' }, { timeout: scaled(10_000) });
}

const names = (container: HTMLElement, role: 'link' | 'button') =>
  within(container)
    .queryAllByRole(role)
    .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim());

const navTabs = () => names(screen.getByRole('navigation', { name: '主导航' }), 'link');
const sidebarTabs = () => names(screen.getByRole('complementary', { name: '侧边栏' }), 'button');
const topNav = () => screen.getByRole('navigation', { name: '顶部导航' }).textContent ?? '';

describe('the same shell shows each shop what its profile and the user allow (spec 1 §2, §6)', () => {
  it.each([
    ['points', undefined, ['首页', '商品中心']],
    ['dropship', 'member', ['商品中心']],
    ['s7815', undefined, ['首页']],
    ['s4334', 'member', ['首页', '商品中心', '合同客户专区', 'Apple专区']],
    ['guide', undefined, ['首页', '商品中心']],
  ])('nav tabs of %s (%s): %j', async (mallPath, account, tabs) => {
    await openShop(mallPath, account);
    expect(navTabs()).toEqual(tabs);
  });

  it.each([
    ['points', undefined, ['个人中心', '购物车', '在线客服', '返回顶部']],
    ['points', 'member', ['个人中心', '购物车', '我的收藏', '权益中心', '在线客服', '返回顶部']],
    ['procure', 'member', ['个人中心', '购物车', '我的收藏', '返回顶部']],
    ['dropship', 'member', ['个人中心', '购物车', '我的收藏', '我的订单', '返回顶部']],
    ['guide', undefined, ['个人中心', '购物车', '问卷调查', '购物指南', '返回顶部']],
  ])('sidebar tabs of %s (%s): %j', async (mallPath, account, tabs) => {
    await openShop(mallPath, account);
    expect(sidebarTabs()).toEqual(tabs);
  });

  it('the top nav follows the codes: guests get login, cart and QR; members orders, logout and equity', async () => {
    await openShop('points');
    expect(topNav()).toContain('请登录');
    expect(topNav()).not.toContain('我的订单');
    expect(topNav()).toContain('购物车');
    expect(topNav()).toContain('手机版');
    expect(topNav()).not.toContain('我的权益');
  });

  it('a member sees orders, the cart count and the equity summary in the top nav', async () => {
    await openShop('points', 'member');
    await waitFor(() => expect(topNav()).toMatch(/我的权益：可用\d+张 · 待领取\d+张/));
    expect(topNav()).toContain('我的订单');
    expect(topNav()).not.toContain('请登录');
    expect(topNav()).toMatch(/购物车\(\d+\)/);
  });

  it.each([
    ['points', '积分商城', true],
    ['dropship', '一件代发', false],
  ])('the logo of %s links home: %s', async (mallPath, name, linked) => {
    await openShop(mallPath, 'member');
    const home = screen.queryByRole('link', { name: `${name}首页` });
    if (linked) expect(home).toHaveAttribute('href', `/${mallPath}/home`);
    else expect(home).toBeNull();
  });

  it('members of procure see no goods-sourcing button', async () => {
    await openShop('procure', 'member');
    expect(screen.queryByRole('button', { name: '商品寻源' })).toBeNull();
  });

  it(
    'suppliers see the goods-sourcing button: the 采购需求 dialog, then 提交成功！ offers their requests',
    async () => {
      await openShop('procure', 'supplier');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: '商品寻源' }));
      const dialog = await screen.findByRole('dialog', { name: '采购需求' }, { timeout: scaled(10_000) });
      const typed = {
        商品名称: '茶盘',
        期望单价: '88',
        采购数量: '2',
        联系人: '王',
        联系电话: '13800138000',
        商品需求: '会客',
      };
      for (const [label, value] of Object.entries(typed))
        await user.type(within(dialog).getByLabelText(label, { selector: 'input, textarea' }), value);
      await user.click(within(dialog).getByRole('button', { name: '提交' }));
      const confirm = await screen.findByRole('dialog', { name: '提示' });
      expect(within(confirm).getByText('提交成功！')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: '采购需求' })).toBeNull();
      await user.click(within(confirm).getByRole('button', { name: '查看需求' }));
      await waitFor(() => expect(address()).toBe('/procure/userCenter/submitProduct'));
    },
    scaled(60_000),
  );

  it('a member opening the submit-product page is refused', async () => {
    await openShop('procure', 'member', 'userCenter/submitProduct');
    expect(await screen.findByText('您没有访问该页面的权限')).toBeInTheDocument();
  });

  it.each([
    ['member', ['我的订单'], ['订单审核', '商品寻源']],
    ['reviewer', ['订单审核'], ['我的订单']],
    ['supplier', ['我的订单', '商品寻源', '商品管理'], ['订单审核']],
    ['viewer', ['我的收藏', '收货地址'], ['我的订单', '批量下单']],
  ])('the user-centre menu of procure for %s has %j and not %j', async (account, present, absent) => {
    await openShop('procure', account, 'userCenter/userCenterView2');
    // The user centre's frame is a chunk of its own: it may show after the main nav.
    const menu = names(
      await screen.findByRole('navigation', { name: '个人中心菜单' }, { timeout: scaled(10_000) }),
      'link',
    );
    for (const item of present) expect(menu).toContain(item);
    for (const item of absent) expect(menu).not.toContain(item);
  });

  it('a page the menu hides from this user says so (a member opening order review)', async () => {
    await openShop('procure', 'member', 'userCenter/reviewOrder');
    expect(await screen.findByText('您没有访问该页面的权限')).toBeInTheDocument();
  });

  it.each([
    ['procure', 'member', '/procure/userCenter/order'],
    ['procure', 'reviewer', '/procure/userCenter/reviewOrder'],
  ])("'my orders' in %s for %s opens %s", async (mallPath, account, target) => {
    await openShop(mallPath, account);
    await userEvent.setup().click(
      within(screen.getByRole('navigation', { name: '顶部导航' })).getByRole('button', {
        name: '我的订单',
      }),
    );
    await waitFor(() => expect(address()).toBe(target));
  });

  it("'my orders' on a dropshipping shop opens the admin page with redirectType=offlineOrder", async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await openShop('dropship', 'member');
    await userEvent.setup().click(
      within(screen.getByRole('complementary', { name: '侧边栏' })).getByRole('button', {
        name: '我的订单',
      }),
    );
    await waitFor(() => expect(tab.location.href).toContain('redirectType=offlineOrder'));
    expect(calls('/member/generateLoginAdminUrl')).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('sidebar tabs that need login send guests to login, returning to the page the tab opens', async () => {
    await openShop('points', undefined, 'commodityCenter/commodityCenter?keyword=茶');
    await userEvent.setup().click(screen.getByRole('button', { name: '个人中心' }));
    await waitFor(() =>
      expect(address()).toBe(`/points/login?redirect=${encodeURIComponent('/userCenter/userCenterView2')}`),
    );
  });

  it('a nav link without an address warns 跳转链接异常', async () => {
    const user = userEvent.setup();
    await openShop('points');
    await user.hover(await screen.findByRole('button', { name: '网站导航' }));
    // A plain click: jsdom's simulated pointer would leave the hover panel on its way to the item.
    fireEvent.click(await screen.findByRole('button', { name: '活动专区（敬请期待）' }));
    expect(await screen.findByText('跳转链接异常')).toBeInTheDocument();
  });

  it('logging out clears the session and goes to the shop root', async () => {
    const user = userEvent.setup();
    await openShop('points', 'member');
    await user.hover(screen.getByRole('link', { name: /演示会员/ }));
    fireEvent.click(await screen.findByRole('button', { name: '退出' }));
    await waitFor(() => expect(topNav()).toContain('请登录'));
    expect(address()).toBe('/points/home');
    expect(calls('/login/logout')).toHaveLength(1);
    expect(localStorage.getItem('points:token')).toBeNull();
  });
});
